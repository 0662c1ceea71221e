import { LessThan, type DataSource } from 'typeorm';
import type { ScheduledJob } from '../../jobs/scheduler.js';
import { PasswordResetCode } from './password-reset-code.entity.js';
import { SessionRecord } from './session.entity.js';

const MINUTE = 60_000;

/**
 * The clean-up of what has run out: expired staff sessions and password-reset codes. Both are
 * already refused when read; deleting them keeps the tables and backups small.
 */
export function accountJobs(db: DataSource, now: () => number = Date.now): ScheduledJob[] {
  return [
    {
      name: 'expired-sessions',
      everyMs: 5 * MINUTE,
      run: async () => {
        await db.getRepository(SessionRecord).delete({ expiresAt: LessThan(new Date(now())) });
      },
    },
    {
      name: 'expired-reset-codes',
      everyMs: 5 * MINUTE,
      run: async () => {
        await db.getRepository(PasswordResetCode).delete({ expiresAt: LessThan(new Date(now())) });
      },
    },
  ];
}
