import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';

/** One document a staff member asked an applicant for, and how it was answered. */
@Entity({ name: 'application_info_requests' })
@Index('idx_application_info_requests_applicant', ['applicantKind', 'applicantId'])
export class InfoRequestRow {
  @PrimaryGeneratedColumn({ name: 'request_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  /** A document field of the kind's form, or `other`. */
  @Column({ name: 'document', type: 'varchar', length: 64 })
  document!: string;

  /** What the staff member wrote for the applicant; shown to them. */
  @Column({ name: 'note', type: 'varchar', length: 1000, nullable: true })
  note!: string | null;

  @Index('idx_application_info_requests_due')
  @Column({ name: 'due_at', type: 'datetime', nullable: true })
  dueAt!: Date | null;

  @Column({ name: 'requested_by', type: 'integer', nullable: true })
  requestedBy!: number | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'fulfilled_at', type: 'datetime', nullable: true })
  fulfilledAt!: Date | null;

  /** The document version the applicant uploaded in answer. */
  @Column({ name: 'file_id', type: 'varchar', length: 36, nullable: true })
  fileId!: string | null;

  /**
   * Set when staff moved the application out of NEEDS_INFO while this request was open (a
   * decision, or taking the request back): it takes no upload after that.
   */
  @Column({ name: 'closed_at', type: 'datetime', nullable: true })
  closedAt!: Date | null;

  /** Set when the one reminder before dueAt left, so it leaves once across instances. */
  @Column({ name: 'reminder_sent_at', type: 'datetime', nullable: true })
  reminderSentAt!: Date | null;
}
