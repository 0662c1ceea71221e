import { LessThan, type DataSource } from 'typeorm';
import { PasswordResetCode } from '../modules/password-reset/password-reset-code.entity.js';
import { SessionRecord } from '../modules/sessions/session.entity.js';
import type { JobScheduler } from './scheduler.js';

const MINUTE = 60_000;

/**
 * The clean-up of what has run out: expired sessions and password-reset codes. Expired rows are
 * already refused when read; deleting them keeps the tables (and backups) small.
 */
export function registerCleanUpJobs(scheduler: JobScheduler, db: DataSource, now: () => number = Date.now): void {
  scheduler.registerJob({
    name: 'expired-sessions',
    everyMs: 5 * MINUTE,
    run: async () => {
      await db.getRepository(SessionRecord).delete({ expiresAt: LessThan(new Date(now())) });
    },
  });
  scheduler.registerJob({
    name: 'expired-reset-codes',
    everyMs: 5 * MINUTE,
    run: async () => {
      await db.getRepository(PasswordResetCode).delete({ expiresAt: LessThan(new Date(now())) });
    },
  });
}
