import type { DataSource } from 'typeorm';
import type { ScheduledJob } from '../../jobs/scheduler.js';
import { MAIL_SWEEP_MS, type MailOutbox } from './mail-outbox.service.js';
import { deleteOldSentMail } from './sent-mail-clean-up.js';

/**
 * Each instance sends right after a commit that queued mail; this sweep (one instance at a time)
 * sends what is due again after a failure, a restart or a crash.
 */
export function mailSweepJob(outbox: Pick<MailOutbox, 'runDue'>): ScheduledJob {
  return { name: 'mail-outbox', everyMs: MAIL_SWEEP_MS, run: () => outbox.runDue() };
}

/** Rows of mails sent more than SENT_MAIL_KEPT_DAYS ago go, so the outbox does not keep addresses for years. */
export function oldSentMailJob(db: DataSource, now: () => number = Date.now): ScheduledJob {
  return {
    name: 'old-sent-mail',
    everyMs: 60 * 60_000,
    run: async () => {
      await deleteOldSentMail(db, new Date(now()));
    },
  };
}

export function mailOutboxJobs(db: DataSource, outbox: Pick<MailOutbox, 'runDue'>): ScheduledJob[] {
  return [mailSweepJob(outbox), oldSentMailJob(db)];
}
