import type { EntityManager } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { awardRemainder, confirmationOf, type DisbursementMove } from '../../domain/disbursements.js';
import { notFound, parseId } from '../../domain/errors.js';
import { applicantName, KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { DisbursementRow } from './disbursement.entity.js';
import { paymentViews, type DisbursementView } from './disbursement-views.js';
import { paymentsOf } from './paid-move.js';

/** What every step of the ledger shares: the rows it locks, its audit row and its answer. */

export interface DisbursementChange {
  disbursement: DisbursementView;
  message: string;
  /** What remains of the award to prepare, after the step. */
  remainderCents: number;
  fullyPaid: boolean;
}

/** How a refused step names the move, and the audit action it records. */
export const VERBS: Record<DisbursementMove, string> = {
  approve: 'approved',
  send: 'recorded as sent',
  clear: 'recorded as cleared',
  fail: 'recorded as failed',
  void: 'voided',
};

export const ACTIONS: Record<DisbursementMove, string> = {
  approve: 'approved',
  send: 'sent',
  clear: 'cleared',
  fail: 'failed',
  void: 'voided',
};

/** The applicant row, locked on MariaDB so two steps on one award take turns. */
export async function lockApplicant(manager: EntityManager, kind: ApplicationKind, id: number): Promise<ApplicantEntity> {
  const lock = isMysql(manager.connection) ? { lock: { mode: 'pessimistic_write' as const } } : {};
  const entity = await manager.findOne(KINDS[kind].entity, { where: { id }, ...lock });
  if (!entity) throw notFound('No such application.');
  return entity;
}

export async function paymentRow(manager: EntityManager, id: unknown): Promise<DisbursementRow> {
  const n = parseId(id);
  const row = n === null ? null : await manager.findOneBy(DisbursementRow, { id: n });
  if (!row) throw notFound('No such payment.');
  return row;
}

/** The audit row of a step: never a name or an account number, only the payment's number, amount and kind of payee. */
export async function recordStep(
  audit: AuditService,
  manager: EntityManager,
  actor: AuditActor,
  action: string,
  row: Pick<DisbursementRow, 'applicantKind' | 'applicantId' | 'id' | 'amountCents' | 'payeeType'>,
  reference: string,
): Promise<void> {
  await audit.record(
    actor,
    {
      action,
      targetType: row.applicantKind,
      targetId: row.applicantId,
      reference,
      detail: `payment ${row.id}; amount ${row.amountCents}; payee ${row.payeeType ?? 'unknown'}`,
    },
    manager,
  );
}

/** The answer to a step: the payment as the console shows it, and the sentence that confirms it. */
export async function changeOf(
  manager: EntityManager,
  move: DisbursementMove | 'prepare',
  row: DisbursementRow,
  applicant: ApplicantEntity,
  fullyPaid: boolean,
): Promise<DisbursementChange> {
  const payments = await paymentsOf(manager, row.applicantKind, row.applicantId);
  const remainderCents = awardRemainder(applicant.awardCents, payments);
  const [view] = await paymentViews(
    manager,
    [row],
    new Map([[`${row.applicantKind}:${row.applicantId}`, { applicant, payments }]]),
  );
  const name = applicantName(KINDS[row.applicantKind], applicant);
  const message = confirmationOf(move, {
    amountCents: row.amountCents,
    payeeName: row.payeeName,
    applicantName: `${name.firstName} ${name.lastName}`,
    remainderCents,
    fullyPaid,
    reference: row.sentReference,
  });
  return { disbursement: view!, message, remainderCents, fullyPaid };
}
