import type { DataSource, EntityManager } from 'typeorm';
import { APPLICATION_KINDS, type ApplicationKind } from '../../domain/applications/index.js';
import { fieldErrorsFromIssues, notFound, validationError } from '../../domain/errors.js';
import {
  DEFAULT_RETENTION,
  purgeDate,
  RETENTION_RULE_LABELS,
  retentionPolicySchema,
  type RetentionPolicy,
  type RetentionRule,
} from '../../domain/retention.js';
import { KINDS } from '../application-records/kinds.js';
import { ApplicantSession, StatusSignInCode } from '../application-status/application-status.entity.js';
import { InfoRequestRow } from '../info-requests/info-request.entity.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { ApplicationDocument, ApplicationDocumentPart } from '../application-records/application-document.entity.js';
import { ApplicationAssignment, ApplicationNoteRow, ApplicationScoreRow, ReviewStatusChange } from '../review/review.entity.js';
import { LegalHold, RetentionRecord, RetentionSettingsRow } from './retention.entity.js';
import { deleteSearchTerms, SEARCH_TERMS_TABLE } from '../application-records/search-index.js';
import { deleteMatchKeys } from '../related-applications/match-keys.js';
import { applicantFacts, declinedDates, lastMoveTo } from './retention-facts.js';
import { eraseDeletedData } from '../../../../db/erase-deleted.js';

/** One application the policy has a date for. */
export interface RetentionCandidate {
  kind: ApplicationKind;
  id: number;
  reference: string;
  reviewStatus: string;
  rule: RetentionRule;
  ruleLabel: string;
  purgeOn: Date;
  legalHold: boolean;
}

/** What the detail page shows: when (and why) the data goes, and whether a hold stops it. */
export interface RetentionOfApplication {
  purgeOn: Date | null;
  rule: RetentionRule | null;
  legalHold: boolean;
}

/** The disbursement ledger's table (issue 40): a purge deletes the application's payments too. */
const DISBURSEMENTS_TABLE = 'disbursements';

/** Where a purge deletes rows, besides the applicant tables. */
const PURGED_ALONG = [
  ApplicationDocument,
  ApplicationDocumentPart,
  ApplicationNoteRow,
  ApplicationScoreRow,
  ApplicationAssignment,
  ReviewStatusChange,
  InfoRequestRow,
  StatusSignInCode,
  ApplicantSession,
];

/**
 * Data retention (docs/decisions/250): the admin's policy, the dry run, the purge (a scheduled
 * job, or run by an admin) and legal holds. A purge deletes the applicant's whole personal
 * record (answers, SSNs, documents, notes, scores, status-page codes and sessions) and leaves an
 * anonymised record; each purge is audited as "purged by policy".
 */
export class RetentionService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async policy(manager: EntityManager = this.db.manager): Promise<RetentionPolicy & { updatedAt: Date | null }> {
    const row = await manager.findOneBy(RetentionSettingsRow, { id: 1 });
    if (!row) return { ...DEFAULT_RETENTION, updatedAt: null };
    return {
      declinedMonths: row.declinedMonths,
      paidMonths: row.paidMonths,
      archivedMonths: row.archivedMonths,
      updatedAt: row.updatedAt,
    };
  }

  async savePolicy(actor: AuditActor, input: unknown): Promise<RetentionPolicy & { updatedAt: Date | null }> {
    const parsed = retentionPolicySchema.safeParse(input);
    if (!parsed.success) throw validationError('Please check the retention periods.', fieldErrorsFromIssues(parsed.error.issues));
    const policy = parsed.data;
    await this.db.transaction(async (manager) => {
      await manager.save(RetentionSettingsRow, { id: 1, ...policy, updatedAt: new Date(), updatedBy: actor.userId });
      await this.audit.record(
        actor,
        {
          action: 'retention.policy_changed',
          targetType: 'retention',
          detail: `declined ${policy.declinedMonths}, paid ${policy.paidMonths}, archived ${policy.archivedMonths} months`,
        },
        manager,
      );
    });
    return this.policy();
  }

  /** Every application the policy has a date for, soonest first (the dry run lists the due ones). */
  async candidates(now: Date = new Date(), onlyDue = false): Promise<RetentionCandidate[]> {
    const policy = await this.policy();
    const holds = await this.db.getRepository(LegalHold).find();
    const held = new Set(holds.map((h) => `${h.applicantKind}:${h.applicantId}`));
    const out: RetentionCandidate[] = [];
    for (const kind of APPLICATION_KINDS) {
      const rows = await applicantFacts(this.db.manager, kind);
      const declined = await declinedDates(
        this.db.manager,
        kind,
        rows.filter((r) => r.reviewStatus === 'DECLINED').map((r) => r.id),
      );
      for (const row of rows) {
        const due = purgeDate({ ...row, declinedAt: declined.get(row.id) ?? null }, policy);
        if (!due) continue;
        if (onlyDue && due.on.getTime() > now.getTime()) continue;
        out.push({
          kind,
          id: row.id,
          reference: row.reference,
          reviewStatus: row.reviewStatus,
          rule: due.rule,
          ruleLabel: RETENTION_RULE_LABELS[due.rule],
          purgeOn: due.on,
          legalHold: held.has(`${kind}:${row.id}`),
        });
      }
    }
    return out.sort((a, b) => a.purgeOn.getTime() - b.purgeOn.getTime());
  }

  /** The dry run: what a purge now would delete (held applications are listed, and skipped). */
  dryRun(now: Date = new Date()): Promise<RetentionCandidate[]> {
    return this.candidates(now, true);
  }

  async forApplication(kind: ApplicationKind, id: number): Promise<RetentionOfApplication> {
    const hold = await this.db.getRepository(LegalHold).findOneBy({ applicantKind: kind, applicantId: id });
    const [row] = await applicantFacts(this.db.manager, kind, [id]);
    if (!row) return { purgeOn: null, rule: null, legalHold: hold !== null };
    const declined = await declinedDates(this.db.manager, kind, [id]);
    const due = purgeDate({ ...row, declinedAt: declined.get(id) ?? null }, await this.policy());
    return { purgeOn: due?.on ?? null, rule: due?.rule ?? null, legalHold: hold !== null };
  }

  /** An admin sets or lifts a legal hold; audited. */
  async setLegalHold(actor: AuditActor, kind: ApplicationKind, id: number, hold: boolean): Promise<RetentionOfApplication> {
    const exists = await this.db.manager.existsBy(KINDS[kind].entity, { id });
    if (!exists) throw notFound('That application no longer exists.');
    await this.db.transaction(async (manager) => {
      if (hold) {
        // Already held (maybe by another admin at this very moment): the first hold stays.
        await manager
          .createQueryBuilder()
          .insert()
          .into(LegalHold)
          .values({ applicantKind: kind, applicantId: id, setBy: actor.userId, setAt: new Date() })
          .orIgnore()
          .execute();
      } else {
        await manager.delete(LegalHold, { applicantKind: kind, applicantId: id });
      }
      await this.audit.record(
        actor,
        { action: hold ? 'retention.legal_hold_set' : 'retention.legal_hold_lifted', targetType: kind, targetId: id },
        manager,
      );
    });
    return this.forApplication(kind, id);
  }

  /**
   * Deletes every due application that is not on hold, one transaction each (the decision is
   * checked again inside it). Answers how many were purged.
   */
  async purge(actor: AuditActor, now: Date = new Date()): Promise<number> {
    const due = (await this.dryRun(now)).filter((c) => !c.legalHold);
    let purged = 0;
    const kinds = new Set<ApplicationKind>();
    for (const candidate of due)
      if (await this.purgeOne(actor, candidate, now)) {
        purged++;
        kinds.add(candidate.kind);
      }
    // Deleted rows must not stay readable in the database files (nor in a later backup).
    if (purged > 0) {
      const tables = [...[...kinds].map((k) => KINDS[k].entity), ...PURGED_ALONG].map((e) => this.db.getMetadata(e).tableName);
      await eraseDeletedData(this.db, [...tables, SEARCH_TERMS_TABLE, DISBURSEMENTS_TABLE]);
    }
    return purged;
  }

  private async purgeOne(actor: AuditActor, candidate: RetentionCandidate, now: Date): Promise<boolean> {
    const { kind, id } = candidate;
    return this.db.transaction(async (manager) => {
      // Still due, still not held, under the policy as it is now?
      if (await manager.existsBy(LegalHold, { applicantKind: kind, applicantId: id })) return false;
      const [row] = await applicantFacts(manager, kind, [id]);
      if (!row) return false;
      const declinedAt = (await declinedDates(manager, kind, [id])).get(id) ?? null;
      const due = purgeDate({ ...row, declinedAt }, await this.policy(manager));
      if (!due || due.on.getTime() > now.getTime()) return false;
      const decidedAt = row.reviewStatus === 'DECLINED' ? declinedAt : await lastMoveTo(manager, kind, id, 'APPROVED');
      await manager.insert(RetentionRecord, {
        applicantKind: kind,
        cycleId: row.cycleId,
        reviewStatus: row.reviewStatus,
        rule: due.rule,
        submittedAt: row.createdAt,
        decidedAt,
        paidAt: row.paidAt,
        archivedAt: row.archivedAt,
        awardCents: row.awardCents,
        paymentReference: row.paymentReference,
        purgedAt: now,
      });
      const scope = { applicantKind: kind, applicantId: id };
      // Document parts go with their document (foreign key ON DELETE CASCADE).
      await manager.delete(ApplicationDocument, scope);
      for (const entity of [ApplicationNoteRow, ApplicationScoreRow, ApplicationAssignment, ReviewStatusChange])
        await manager.delete(entity, scope);
      for (const entity of [InfoRequestRow, StatusSignInCode, ApplicantSession]) await manager.delete(entity, scope);
      await deleteSearchTerms(manager, kind, id);
      await deleteMatchKeys(manager, kind, id);
      // The disbursement ledger's payments (issue 40; a feature above this one, so by table name):
      // their sealed account numbers go with the application, the anonymised record keeps the award.
      await manager
        .createQueryBuilder()
        .delete()
        .from(DISBURSEMENTS_TABLE)
        .where('applicant_kind = :kind AND applicant_id = :id', { kind, id })
        .execute();
      await manager.delete(KINDS[kind].entity, { id });
      await this.audit.record(
        actor,
        {
          action: 'retention.purged',
          targetType: kind,
          targetId: id,
          detail: `purged by policy (${RETENTION_RULE_LABELS[due.rule]})`,
        },
        manager,
      );
      return true;
    });
  }
}
