import { And, IsNull, LessThanOrEqual, MoreThan, type DataSource } from 'typeorm';
import type { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import { requestableDocument } from '../../domain/application-status.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { InfoRequestRow } from './info-request.entity.js';
import { infoReminderMail } from '../application-status/application-status-mail.js';
import type { Clock } from '../../config/clock.js';

const REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

/** A requested document's label as the applicant's form names it. */
export const labelOf = (kind: ApplicationKind, document: string) => requestableDocument(kind, document)?.label ?? document;

/**
 * The one reminder, 2 days before the due date, of every application with a request still
 * open. Each request is claimed (reminderSentAt) before its mail leaves, so two instances
 * running the job at once send it once. Answers how many e-mails left.
 */
export async function sendDueReminders(
  db: DataSource,
  clock: Clock,
  publicUrl: string,
  linkKeys: StatusLinkKeys,
): Promise<number> {
  const now = clock.now();
  const due = await db.getRepository(InfoRequestRow).find({
    where: {
      fulfilledAt: IsNull(),
      // A closed request asks for nothing any more.
      closedAt: IsNull(),
      reminderSentAt: IsNull(),
      // Only dates still ahead: requests past due and never answered pile up over the years,
      // and the due_at index then reads just the next 2 days instead of all of them each run.
      dueAt: And(MoreThan(now), LessThanOrEqual(new Date(now.getTime() + REMINDER_BEFORE_MS))),
    },
    order: { id: 'ASC' },
  });
  // A request made less than 2 days before its due date needs no reminder: its e-mail gave the date.
  const open = due.filter((r) => r.dueAt && r.createdAt.getTime() < r.dueAt.getTime() - REMINDER_BEFORE_MS);
  const byApplication = new Map<string, InfoRequestRow[]>();
  for (const r of open) {
    const key = `${r.applicantKind}:${r.applicantId}`;
    byApplication.set(key, [...(byApplication.get(key) ?? []), r]);
  }
  let sent = 0;
  for (const rows of byApplication.values()) {
    const first = rows[0]!;
    // Each claim is one conditional update: whoever sets reminderSentAt first queues the mail,
    // in the same transaction, so a claim never stands without its mail.
    const queued = await db.transaction(async (manager) => {
      const claimed: number[] = [];
      for (const r of rows) {
        const result = await manager
          .getRepository(InfoRequestRow)
          .update({ id: r.id, reminderSentAt: IsNull() }, { reminderSentAt: now });
        if (result.affected) claimed.push(r.id);
      }
      if (claimed.length === 0) return false;
      const applicant = await manager.findOneBy(KINDS[first.applicantKind].entity, { id: first.applicantId });
      if (!applicant) return false;
      const { firstName, email } = applicantName(KINDS[first.applicantKind], applicant);
      const labels = rows.filter((r) => claimed.includes(r.id)).map((r) => labelOf(first.applicantKind, r.document));
      const dueAt = new Date(Math.min(...rows.map((r) => r.dueAt!.getTime())));
      await enqueueMail(manager, {
        kind: 'info-request-reminder',
        ...infoReminderMail(
          publicUrl,
          email,
          firstName,
          applicant.reference,
          labels,
          dueAt,
          applicant.locale,
          linkKeys.keyFor(applicant.reference, email),
        ),
      });
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
