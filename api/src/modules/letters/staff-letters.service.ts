import { And, IsNull, LessThan, LessThanOrEqual, MoreThan, type DataSource } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import type { Clock } from '../../config/clock.js';
import { APPLICATION_KIND_PATHS, formatUsDateTime, type ApplicationKind } from '../../domain/applications/index.js';
import { conflict, notFound } from '../../domain/errors.js';
import {
  autoReminderAt,
  LETTER_AUTO_REMINDER_DAYS,
  LETTER_REMINDER_GAP_MS,
  LETTER_STATUS_LABELS,
  nextReminderAllowedAt,
  type LetterStatus,
  type RecommenderRole,
} from '../../domain/letters.js';
import type { AuditService } from '../audit/audit.service.js';
import { LETTER_AUTOMATIC_REMINDER } from '../audit/audit-words.js';
import { LetterRequest } from './letter-request.entity.js';
import type { LetterRequests } from './letter-requests.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One request as staff read it beside the application's documents. */
export interface StaffLetterView {
  id: number;
  recommenderName: string;
  recommenderEmail: string;
  role: RecommenderRole;
  waived: boolean;
  status: LetterStatus;
  requestedAt: Date;
  dueAt: Date;
  receivedAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
  lastRemindedAt: Date | null;
  /** When staff may send the next reminder; null: now (or never, when nothing is awaited). */
  nextReminderAt: Date | null;
  /** The letter among the application's documents, once received. */
  fileId: string | null;
  previewUrl: string | null;
  downloadUrl: string | null;
}

export const staffLetterMessages = {
  notAwaited: (status: LetterStatus) =>
    `Only a letter still awaited can be reminded: this one is ${LETTER_STATUS_LABELS[status].toLowerCase()}.`,
  tooSoon: (next: Date) =>
    `The recommender was reminded less than 48 hours ago. The next reminder may leave after ${formatUsDateTime(next)}.`,
} as const;

/**
 * The letters as staff see them (issue 38, points 5 and 6): each request of an application with
 * its letter, the list's "waiting since", a reminder sent by staff, and the two jobs that make sure
 * nothing slips: the automatic reminder 7 days before the due date, and the expiry.
 */
export class StaffLetters {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly requests: LetterRequests,
    private readonly clock: Clock,
  ) {}

  /** Every request of one application, oldest first. The caller's door has checked the application. */
  async forApplication(kind: ApplicationKind, applicantId: number): Promise<StaffLetterView[]> {
    const now = this.clock.now();
    const rows = await this.requests.forApplications(kind, [applicantId]);
    return rows.map((row) => this.viewOf(row, now));
  }

  /**
   * When the oldest letter still awaited was asked for, for each of a list page's applications
   * that waits for one: one query by the page's ids.
   */
  async waitingSince(kind: ApplicationKind, applicantIds: number[]): Promise<Map<number, Date>> {
    const since = new Map<number, Date>();
    if (applicantIds.length === 0) return since;
    const rows = await this.db
      .getRepository(LetterRequest)
      .createQueryBuilder('l')
      .select(['l.id', 'l.applicantId', 'l.requestedAt'])
      .where('l.applicantKind = :kind', { kind })
      .andWhere('l.applicantId IN (:...ids)', { ids: applicantIds })
      .andWhere('l.status = :status', { status: 'REQUESTED' })
      // Past its due date it reads EXPIRED, before the job has marked it.
      .andWhere('l.dueAt > :now', { now: this.clock.now() })
      .getMany();
    for (const row of rows) {
      const known = since.get(row.applicantId);
      if (!known || row.requestedAt.getTime() < known.getTime()) since.set(row.applicantId, row.requestedAt);
    }
    return since;
  }

  /**
   * Staff nudge the recommender with the same link, at most once per 48 hours (the applicant's
   * reminders count too). The claim is one conditional update, so two clicks send one e-mail.
   */
  async remind(kind: ApplicationKind, applicantId: number, letterId: number, actor: AuditActor): Promise<StaffLetterView> {
    const now = this.clock.now();
    const saved = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(LetterRequest);
      const row = await repo.findOneBy({ id: letterId, applicantKind: kind, applicantId });
      if (!row) throw notFound('No such letter request for this application.');
      const status = this.requests.statusAt(row, now);
      if (status !== 'REQUESTED') throw conflict(staffLetterMessages.notAwaited(status));
      const next = nextReminderAllowedAt(row.lastRemindedAt, now);
      if (next) throw conflict(staffLetterMessages.tooSoon(next));
      const cutoff = new Date(now.getTime() - LETTER_REMINDER_GAP_MS);
      const claimed = await repo
        .createQueryBuilder()
        .update(LetterRequest)
        .set({ lastRemindedAt: now })
        .where('letter_id = :id', { id: row.id })
        .andWhere('(last_reminded_at IS NULL OR last_reminded_at <= :cutoff)', { cutoff })
        .execute();
      if (!claimed.affected) throw conflict(staffLetterMessages.tooSoon(new Date(now.getTime() + LETTER_REMINDER_GAP_MS)));
      row.lastRemindedAt = now;
      await this.requests.mail(
        manager,
        'letter-reminder',
        'letterReminder',
        await this.requests.mailFactsOf(manager, row),
        this.requests.tokenOf(row),
        now,
      );
      await this.audit.record(
        actor,
        { action: 'letter.reminded', targetType: kind, targetId: applicantId, detail: `letter ${row.id}; by staff` },
        manager,
      );
      return row;
    });
    return this.viewOf(saved, now);
  }

  /**
   * The automatic reminder, 7 days before the due date, of every letter still awaited: once. Each
   * is claimed (autoReminderSentAt) in the transaction that queues its e-mail, so two instances
   * running the job at once send it once. Answers how many e-mails left.
   */
  async sendAutoReminders(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db.getRepository(LetterRequest).find({
      where: {
        status: 'REQUESTED',
        autoReminderSentAt: IsNull(),
        // Only dates still ahead: the index on (status, due_at) reads just the next 7 days.
        dueAt: And(MoreThan(now), LessThanOrEqual(new Date(now.getTime() + LETTER_AUTO_REMINDER_DAYS * DAY_MS))),
      },
      order: { id: 'ASC' },
    });
    let sent = 0;
    // A request made inside the last 7 days needs no reminder: its own e-mail gave the date.
    for (const candidate of due.filter((r) => r.requestedAt.getTime() < autoReminderAt(r.dueAt).getTime())) {
      const queued = await this.db.transaction(async (manager) => {
        const claimed = await manager
          .getRepository(LetterRequest)
          .update({ id: candidate.id, status: 'REQUESTED', autoReminderSentAt: IsNull() }, { autoReminderSentAt: now });
        if (!claimed.affected) return false;
        await this.requests.mail(
          manager,
          'letter-reminder',
          'letterReminder',
          await this.requests.mailFactsOf(manager, candidate),
          this.requests.tokenOf(candidate),
          now,
        );
        await this.audit.record(
          { userId: null, ip: null },
          {
            action: 'letter.reminded',
            targetType: candidate.applicantKind,
            targetId: candidate.applicantId,
            detail: LETTER_AUTOMATIC_REMINDER,
          },
          manager,
        );
        return true;
      });
      if (queued) sent++;
    }
    return sent;
  }

  /** Marks every request still awaited past its due date EXPIRED, audited; the link then answers 410. */
  async expireOverdue(): Promise<number> {
    const now = this.clock.now();
    const overdue = await this.db
      .getRepository(LetterRequest)
      .find({ where: { status: 'REQUESTED', dueAt: LessThan(now) }, order: { id: 'ASC' } });
    let expired = 0;
    for (const row of overdue) {
      const done = await this.db.transaction(async (manager) => {
        const claimed = await manager
          .getRepository(LetterRequest)
          .update({ id: row.id, status: 'REQUESTED' }, { status: 'EXPIRED', endedAt: now });
        if (!claimed.affected) return false;
        await this.audit.record(
          { userId: null, ip: null },
          {
            action: 'letter.expired',
            targetType: row.applicantKind,
            targetId: row.applicantId,
            detail: `letter ${row.id}; due ${row.dueAt.toISOString()}`,
          },
          manager,
        );
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  private viewOf(row: LetterRequest, now: Date): StaffLetterView {
    const status = this.requests.statusAt(row, now);
    const base = `/api/${APPLICATION_KIND_PATHS[row.applicantKind]}`;
    const file = row.fileId && status === 'RECEIVED' ? row.fileId : null;
    return {
      id: row.id,
      recommenderName: row.recommenderName,
      recommenderEmail: row.recommenderEmail,
      role: row.recommenderRole,
      waived: row.waived,
      status,
      requestedAt: row.requestedAt,
      dueAt: row.dueAt,
      receivedAt: row.receivedAt,
      declinedAt: row.declinedAt,
      declineReason: row.declineReason,
      lastRemindedAt: row.lastRemindedAt,
      nextReminderAt: status === 'REQUESTED' ? nextReminderAllowedAt(row.lastRemindedAt, now) : null,
      fileId: file,
      previewUrl: file ? `${base}/preview-file/${row.applicantId}/${file}` : null,
      downloadUrl: file ? `${base}/download-file/${row.applicantId}/${file}` : null,
    };
  }
}
