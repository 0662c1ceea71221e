import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The admin's retention policy (one row, id 1). */
@Entity({ name: 'retention_settings' })
export class RetentionSettingsRow {
  @PrimaryColumn({ name: 'settings_id', type: 'integer' })
  id!: number;

  @Column({ name: 'declined_months', type: 'integer' })
  declinedMonths!: number;

  @Column({ name: 'paid_months', type: 'integer' })
  paidMonths!: number;

  @Column({ name: 'archived_months', type: 'integer' })
  archivedMonths!: number;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;

  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy!: number | null;
}

/** An application under legal hold: the policy never deletes it while the hold stands. */
@Entity({ name: 'retention_legal_holds' })
export class LegalHold {
  @PrimaryColumn({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: string;

  @PrimaryColumn({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'set_by', type: 'integer', nullable: true })
  setBy!: number | null;

  @Column({ name: 'set_at', type: 'datetime' })
  setAt!: Date;
}

/** The anonymised record a purged application leaves for the statistics. */
@Entity({ name: 'retention_records' })
export class RetentionRecord {
  @PrimaryGeneratedColumn({ name: 'record_id' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: string;

  @Column({ name: 'cycle_id', type: 'integer', nullable: true })
  cycleId!: number | null;

  @Column({ name: 'review_status', type: 'varchar', length: 16 })
  reviewStatus!: string;

  /** The rule that purged it: declined, paid or archived. */
  @Column({ name: 'rule', type: 'varchar', length: 16 })
  rule!: string;

  @Column({ name: 'submitted_at', type: 'datetime' })
  submittedAt!: Date;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt!: Date | null;

  @Column({ name: 'paid_at', type: 'datetime', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'archived_at', type: 'datetime', nullable: true })
  archivedAt!: Date | null;

  @Column({ name: 'award_cents', type: 'integer', nullable: true })
  awardCents!: number | null;

  @Column({ name: 'payment_reference', type: 'varchar', length: 100, nullable: true })
  paymentReference!: string | null;

  @Column({ name: 'purged_at', type: 'datetime' })
  purgedAt!: Date;
}

export const retentionEntities = [RetentionSettingsRow, LegalHold, RetentionRecord];
