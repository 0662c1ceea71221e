import { In, type EntityManager } from 'typeorm';
import { requestableDocument } from '../../domain/application-status.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { awardRemainder, type DisbursementState } from '../../domain/disbursements.js';
import { User } from '../accounts/user.entity.js';
import { ApplicationDocument } from '../application-records/application-document.entity.js';
import { applicantName, KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import { DisbursementRow } from './disbursement.entity.js';
import { PAYMENT_PROOF } from './payment-proof.js';

/** What the console and the API show of one payment: never the account number, only its last four. */
export interface DisbursementView {
  id: number;
  kind: ApplicationKind;
  applicationId: number;
  reference: string;
  applicantName: string;
  state: DisbursementState;
  origin: DisbursementRow['origin'];
  payeeType: DisbursementRow['payeeType'];
  payeeName: string;
  accountLast4: string | null;
  amountCents: number;
  method: DisbursementRow['method'];
  proof: { fileId: string; label: string; originalName: string; datedOn: string | null } | null;
  preparedBy: { id: number; name: string } | null;
  preparedAt: Date;
  approvedBy: { id: number; name: string } | null;
  approvedAt: Date | null;
  sentAt: Date | null;
  sentReference: string | null;
  clearedOn: string | null;
  failedAt: Date | null;
  failureReason: string | null;
  voidedAt: Date | null;
  voidReason: string | null;
  stateChangedAt: Date;
  /** What remains of the award to prepare, not counting this payment (for the approval checklist). */
  remainderWithoutItCents: number;
}

/** Rows as the API shows them, with names, the proof and each award's remainder, in a few queries. */
export async function paymentViews(
  manager: EntityManager,
  rows: DisbursementRow[],
  known: Map<string, { applicant: ApplicantEntity; payments: DisbursementRow[] }> = new Map(),
): Promise<DisbursementView[]> {
  if (rows.length === 0) return [];
  const byApp = new Map(known);
  const wanted = new Map<ApplicationKind, Set<number>>();
  for (const r of rows) {
    if (byApp.has(`${r.applicantKind}:${r.applicantId}`)) continue;
    if (!wanted.has(r.applicantKind)) wanted.set(r.applicantKind, new Set());
    wanted.get(r.applicantKind)!.add(r.applicantId);
  }
  for (const [kind, ids] of wanted) {
    const applicants = await manager.find(KINDS[kind].entity, { where: { id: In([...ids]) } });
    const payments = await manager.find(DisbursementRow, { where: { applicantKind: kind, applicantId: In([...ids]) } });
    for (const applicant of applicants)
      byApp.set(`${kind}:${applicant.id}`, { applicant, payments: payments.filter((p) => p.applicantId === applicant.id) });
  }
  const userIds = [...new Set(rows.flatMap((r) => [r.preparedBy, r.approvedBy]).filter((v): v is number => v !== null))];
  const users = userIds.length ? await manager.find(User, { where: { id: In(userIds) } }) : [];
  const nameOf = (id: number | null) => {
    if (id === null) return null;
    const u = users.find((x) => x.id === id);
    return { id, name: u ? `${u.firstName} ${u.lastName}` : 'A former staff member' };
  };
  const fileIds = [...new Set(rows.map((r) => r.proofFileId).filter((v): v is string => v !== null))];
  const docs = fileIds.length ? await manager.find(ApplicationDocument, { where: { fileId: In(fileIds) } }) : [];
  return rows.flatMap((r) => {
    const found = byApp.get(`${r.applicantKind}:${r.applicantId}`);
    if (!found) return [];
    const { applicant, payments } = found;
    const name = applicantName(KINDS[r.applicantKind], applicant);
    const doc = docs.find((d) => d.fileId === r.proofFileId);
    const others = payments.filter((p) => p.id !== r.id);
    return [
      {
        id: r.id,
        kind: r.applicantKind,
        applicationId: r.applicantId,
        reference: applicant.reference,
        applicantName: `${name.firstName} ${name.lastName}`,
        state: r.state,
        origin: r.origin,
        payeeType: r.payeeType,
        payeeName: r.payeeName,
        accountLast4: r.accountLast4,
        amountCents: r.amountCents,
        method: r.method,
        proof: doc
          ? {
              fileId: doc.fileId,
              label:
                requestableDocument(r.applicantKind, doc.fileAlias)?.label ??
                (doc.fileAlias === PAYMENT_PROOF.name ? PAYMENT_PROOF.label : doc.fileAlias),
              originalName: doc.originalName,
              datedOn: r.proofDatedOn,
            }
          : null,
        preparedBy: nameOf(r.preparedBy),
        preparedAt: r.preparedAt,
        approvedBy: nameOf(r.approvedBy),
        approvedAt: r.approvedAt,
        sentAt: r.sentAt,
        sentReference: r.sentReference,
        clearedOn: r.clearedOn,
        failedAt: r.failedAt,
        failureReason: r.failureReason,
        voidedAt: r.voidedAt,
        voidReason: r.voidReason,
        stateChangedAt: r.stateChangedAt,
        remainderWithoutItCents: awardRemainder(applicant.awardCents, others),
      },
    ];
  });
}
