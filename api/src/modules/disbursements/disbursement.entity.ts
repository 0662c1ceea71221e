import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { DisbursementOrigin, DisbursementState, PayeeType, PaymentMethod } from '../../domain/disbursements.js';

/**
 * One payment of an approved award (issue 40). The account or loan number is sealed like an SSN
 * (AES-256-GCM, bound to the row), and only its last four characters are kept in clear.
 * Each step keeps who took it and when; `stateChangedAt` is the last of them.
 */
@Entity({ name: 'disbursements' })
@Index('idx_disbursements_applicant', ['applicantKind', 'applicantId'])
@Index('idx_disbursements_state', ['state', 'stateChangedAt'])
@Index('idx_disbursements_changed', ['stateChangedAt'])
@Index('idx_disbursements_cleared_on', ['clearedOn'])
export class DisbursementRow {
  @PrimaryGeneratedColumn({ name: 'disbursement_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'state', type: 'varchar', length: 16 })
  state!: DisbursementState;

  @Column({ name: 'origin', type: 'varchar', length: 16, default: 'LEDGER' })
  origin!: DisbursementOrigin;

  /** Null for a payment recorded by the old move to PAID, or before the ledger. */
  @Column({ name: 'payee_type', type: 'varchar', length: 16, nullable: true })
  payeeType!: PayeeType | null;

  @Column({ name: 'payee_name', type: 'varchar', length: 120 })
  payeeName!: string;

  /** AES-256-GCM sealed account or loan number, base64 (accountAssociatedData). */
  @Column({ name: 'account_sealed', type: 'varchar', length: 160, nullable: true })
  accountSealed!: string | null;

  @Column({ name: 'account_last4', type: 'varchar', length: 4, nullable: true })
  accountLast4!: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ name: 'method', type: 'varchar', length: 16, nullable: true })
  method!: PaymentMethod | null;

  /** One of the application's documents (application_documents.file_id). */
  @Column({ name: 'proof_file_id', type: 'varchar', length: 36, nullable: true })
  proofFileId!: string | null;

  /** The date on the proof, YYYY-MM-DD. */
  @Column({ name: 'proof_dated_on', type: 'varchar', length: 10, nullable: true })
  proofDatedOn!: string | null;

  @Column({ name: 'prepared_by', type: 'integer', nullable: true })
  preparedBy!: number | null;

  @Column({ name: 'prepared_at', type: 'datetime' })
  preparedAt!: Date;

  @Column({ name: 'approved_by', type: 'integer', nullable: true })
  approvedBy!: number | null;

  @Column({ name: 'approved_at', type: 'datetime', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'sent_by', type: 'integer', nullable: true })
  sentBy!: number | null;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt!: Date | null;

  /** The check number or the transfer reference. */
  @Column({ name: 'sent_reference', type: 'varchar', length: 100, nullable: true })
  sentReference!: string | null;

  @Column({ name: 'cleared_by', type: 'integer', nullable: true })
  clearedBy!: number | null;

  @Column({ name: 'cleared_at', type: 'datetime', nullable: true })
  clearedAt!: Date | null;

  /** The day the payment cleared, YYYY-MM-DD (Schedule I's date paid). */
  @Column({ name: 'cleared_on', type: 'varchar', length: 10, nullable: true })
  clearedOn!: string | null;

  @Column({ name: 'failed_by', type: 'integer', nullable: true })
  failedBy!: number | null;

  @Column({ name: 'failed_at', type: 'datetime', nullable: true })
  failedAt!: Date | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 500, nullable: true })
  failureReason!: string | null;

  @Column({ name: 'voided_by', type: 'integer', nullable: true })
  voidedBy!: number | null;

  @Column({ name: 'voided_at', type: 'datetime', nullable: true })
  voidedAt!: Date | null;

  @Column({ name: 'void_reason', type: 'varchar', length: 500, nullable: true })
  voidReason!: string | null;

  @Column({ name: 'state_changed_at', type: 'datetime' })
  stateChangedAt!: Date;
}

/** Where a sealed account number belongs: a copy moved to another row does not decrypt. */
export const accountAssociatedData = (kind: ApplicationKind, applicantId: number, disbursementId: number) =>
  `disbursement-account:${kind}:${applicantId}:${disbursementId}`;
