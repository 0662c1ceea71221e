import { REVIEW_STATUSES, type ReviewStatus } from '../../api/src/domain/review/index.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { DisbursementRow } from '../../api/src/modules/disbursements/disbursement.entity.js';
import { ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import { seedUndergradApplicants } from '../bench/seed-applicants.js';
import type { HttpClient } from '../support/http-client.js';
import { createStaffAccount, logIn, type StaffAccount } from '../support/staff-accounts.js';
import type { TestApp } from '../support/test-app.js';

export { REVIEW_STATUSES, type ReviewStatus };

export interface Staff {
  client: HttpClient;
  account: StaffAccount;
}

export async function staffFor(app: TestApp, role: StaffRole, firstName: string = role): Promise<Staff> {
  const account = await createStaffAccount(app, role, { firstName: firstName[0]!.toUpperCase() + firstName.slice(1) });
  return { client: await logIn(app, account), account };
}

/** `count` fresh undergraduate applications (no documents); returns their ids, oldest first. */
export async function freshApplications(app: TestApp, count: number): Promise<number[]> {
  const repo = app.services.infra.db.getRepository(UndergradApplicant);
  const before = await repo.maximum('id');
  await seedUndergradApplicants(app.services.infra.db, app.config.encryptionKey, count);
  const rows = await repo
    .createQueryBuilder('a')
    .where('a.id > :before', { before: before ?? 0 })
    .orderBy('a.id', 'ASC')
    .getMany();
  // The seed archives every tenth row; review tests want them all active.
  await repo.update(
    rows.map((r) => r.id),
    { status: 'active', archivedAt: null },
  );
  return rows.map((r) => r.id);
}

/**
 * Puts an application at a review status directly (test set-up only). A PAID award carries its
 * cleared payment, as the ledger's migration gives awards paid before it: paid means cleared.
 */
export async function putAt(app: TestApp, id: number, status: ReviewStatus, awardCents: number | null = null): Promise<void> {
  await app.services.infra.db.getRepository(UndergradApplicant).update({ id }, { reviewStatus: status, awardCents });
  if (status !== 'PAID' || !awardCents) return;
  const at = new Date();
  await app.services.infra.db.getRepository(DisbursementRow).insert({
    applicantKind: 'undergrad',
    applicantId: id,
    state: 'CLEARED',
    origin: 'BEFORE_LEDGER',
    payeeName: 'Paid before the ledger',
    amountCents: awardCents,
    preparedAt: at,
    sentAt: at,
    clearedAt: at,
    clearedOn: at.toISOString().slice(0, 10),
    stateChangedAt: at,
  });
}

/** Everything a refused move must leave alone. */
export async function snapshot(app: TestApp, id: number) {
  const row = await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ id });
  return {
    reviewStatus: row.reviewStatus,
    awardCents: row.awardCents,
    paymentReference: row.paymentReference,
    paidAt: row.paidAt,
    history: await app.services.infra.db
      .getRepository(ReviewStatusChange)
      .countBy({ applicantKind: 'undergrad', applicantId: id }),
    audit: await app.services.infra.db.getRepository(AuditLogEntry).countBy({ targetType: 'undergrad', targetId: String(id) }),
  };
}

export const SET_STATUS = `mutation($id: ID!, $status: ReviewStatus!, $reason: String, $awardCents: Int, $paymentReference: String) {
  setReviewStatus(kind: UNDERGRAD, id: $id, status: $status, reason: $reason, awardCents: $awardCents, paymentReference: $paymentReference) {
    id reviewStatus award { awardCents paymentReference paidAt } history { from to actorName reason }
  }
}`;

export const SCORE = `mutation($id: ID!, $scores: [CriterionScoreInput!]!) {
  scoreApplication(kind: UNDERGRAD, id: $id, scores: $scores) { id averageScore scoreCount scoresVisible scores { mine score reviewer { firstName } } }
}`;

export const DETAIL = `query($id: ID!) {
  application(kind: UNDERGRAD, id: $id) {
    id reviewStatus averageScore scoreCount scoresVisible scoresLocked
    scores { mine score criteria { criterion points } }
    notes { text authorName createdAt }
    history { from to actorName reason at }
    assignees { id firstName }
    award { awardCents paymentReference paidAt }
    reviewMoves { to action needs }
  }
}`;

export const BULK = `mutation($ids: [ID!]!, $status: ReviewStatus, $reason: String, $assignUserIds: [ID!]) {
  bulkUpdateApplications(kind: UNDERGRAD, ids: $ids, status: $status, reason: $reason, assignUserIds: $assignUserIds)
}`;
