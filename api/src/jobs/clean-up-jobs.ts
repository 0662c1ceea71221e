import { LessThan, type DataSource } from 'typeorm';
import { deleteOldSentMail } from '../modules/mail-outbox/sent-mail-clean-up.js';
import { PasswordResetCode } from '../modules/accounts/password-reset-code.entity.js';
import { SessionRecord } from '../modules/accounts/session.entity.js';
import type { JobScheduler } from './scheduler.js';

const MINUTE = 60_000;

/**
 * The clean-up of what has run out: expired sessions and password-reset codes (already refused
 * when read; deleting them keeps the tables and backups small), and the rows of mails sent more
 * than SENT_MAIL_KEPT_DAYS ago, so the outbox does not keep recipients' addresses for years.
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
  scheduler.registerJob({
    name: 'old-sent-mail',
    everyMs: 60 * MINUTE,
    run: async () => {
      await deleteOldSentMail(db, new Date(now()));
    },
  });
}
