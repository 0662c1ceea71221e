import type { DataSource, EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { awardRemainder, SENT_STALE_DAYS, type DisbursementState } from '../../domain/disbursements.js';
import { KINDS } from '../application-records/kinds.js';
import type { Clock } from '../../config/clock.js';
import { DisbursementRow } from './disbursement.entity.js';
import { paymentViews, type DisbursementView } from './disbursement-views.js';
import { paymentsOf } from './paid-move.js';

/** The ledger's reads: one application's payments, a filtered list, the Payments page's lists. */

export interface DisbursementFilter {
  state?: DisbursementState | null;
  kind?: ApplicationKind | null;
  applicationId?: number | null;
  /** Only SENT payments sent more than this many days ago. */
  sentMoreThanDays?: number | null;
}

const LIST_LIMIT = 200;

/** One application's payments, oldest first, and what remains of its award. */
export async function applicationPayments(
  manager: EntityManager,
  kind: ApplicationKind,
  id: number,
): Promise<{ payments: DisbursementView[]; remainderCents: number | null }> {
  const applicant = await manager.findOneBy(KINDS[kind].entity, { id });
  if (!applicant) return { payments: [], remainderCents: null };
  const payments = await paymentsOf(manager, kind, id);
  const views = await paymentViews(manager, payments, new Map([[`${kind}:${id}`, { applicant, payments }]]));
  const remainderCents = applicant.reviewStatus === 'APPROVED' ? awardRemainder(applicant.awardCents, payments) : null;
  return { payments: views, remainderCents };
}

/** The payments a filter asks for, newest change first, at most 200. */
export async function listPayments(db: DataSource, clock: Clock, filter: DisbursementFilter): Promise<DisbursementView[]> {
  const query = db.getRepository(DisbursementRow).createQueryBuilder('d');
  if (filter.state) query.andWhere('d.state = :state', { state: filter.state });
  if (filter.kind) query.andWhere('d.applicantKind = :kind', { kind: filter.kind });
  if (filter.applicationId) query.andWhere('d.applicantId = :aid', { aid: filter.applicationId });
  if (filter.sentMoreThanDays !== null && filter.sentMoreThanDays !== undefined) {
    const before = new Date(clock.now().getTime() - filter.sentMoreThanDays * 86_400_000);
    query.andWhere("d.state = 'SENT' AND d.sentAt < :before", { before });
  }
  const rows = await query.orderBy('d.stateChangedAt', 'DESC').addOrderBy('d.id', 'DESC').take(LIST_LIMIT).getMany();
  return paymentViews(db.manager, rows);
}

/** The Payments page's three lists. */
export async function waitingPayments(
  db: DataSource,
  clock: Clock,
): Promise<{ toApprove: DisbursementView[]; sentNotCleared: DisbursementView[]; failed: DisbursementView[] }> {
  const [toApprove, sentNotCleared, failed] = await Promise.all([
    listPayments(db, clock, { state: 'PREPARED' }),
    listPayments(db, clock, { state: 'SENT', sentMoreThanDays: SENT_STALE_DAYS }),
    listPayments(db, clock, { state: 'FAILED' }),
  ]);
  return { toApprove, sentNotCleared, failed };
}
