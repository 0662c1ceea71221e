import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { LetterStatus, RecommenderRole } from '../../domain/letters.js';

/**
 * One letter of recommendation asked of one recommender for one application. The link's token is
 * found by its SHA-256 and kept sealed with the key ring: the database alone never holds a working link. The letter, once it arrives,
 * is one of the application's documents (`fileId`).
 */
@Entity({ name: 'letter_requests' })
@Index('idx_letter_requests_application', ['applicantKind', 'applicantId'])
@Index('idx_letter_requests_open', ['status', 'dueAt'])
export class LetterRequest {
  @PrimaryGeneratedColumn({ name: 'letter_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'cycle_id', type: 'integer', nullable: true })
  cycleId!: number | null;

  @Column({ name: 'recommender_name', type: 'varchar', length: 100 })
  recommenderName!: string;

  @Column({ name: 'recommender_email', type: 'varchar', length: 254 })
  recommenderEmail!: string;

  @Column({ name: 'recommender_role', type: 'varchar', length: 16 })
  recommenderRole!: RecommenderRole;

  /** "I waive my right to read this letter": shown to staff beside the letter. */
  @Column({ name: 'waived', type: 'boolean' })
  waived!: boolean;

  /** The application's language: the recommender's e-mail and page lead with it. */
  @Column({ name: 'locale', type: 'varchar', length: 8 })
  locale!: string;

  @Index('idx_letter_requests_token', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The token sealed with the key ring: the reminders carry the same link, and the database alone never opens it. */
  @Column({ name: 'token_sealed', type: 'varchar', length: 200 })
  tokenSealed!: string;

  /** REQUESTED until it is received, declined, cancelled (replaced) or expired. */
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: LetterStatus;

  @Column({ name: 'requested_at', type: 'datetime' })
  requestedAt!: Date;

  /** The cycle's deadline plus its letters' days: the link works until then. */
  @Column({ name: 'due_at', type: 'datetime' })
  dueAt!: Date;

  @Column({ name: 'received_at', type: 'datetime', nullable: true })
  receivedAt!: Date | null;

  /** The letter among the application's documents, once received. */
  @Column({ name: 'file_id', type: 'varchar', length: 36, nullable: true })
  fileId!: string | null;

  @Column({ name: 'declined_at', type: 'datetime', nullable: true })
  declinedAt!: Date | null;

  @Column({ name: 'decline_reason', type: 'varchar', length: 1000, nullable: true })
  declineReason!: string | null;

  /** When it was cancelled (replaced) or expired. */
  @Column({ name: 'ended_at', type: 'datetime', nullable: true })
  endedAt!: Date | null;

  /** The last reminder the applicant or staff sent: one per 48 hours. */
  @Column({ name: 'last_reminded_at', type: 'datetime', nullable: true })
  lastRemindedAt!: Date | null;

  /** The automatic reminder 7 days before the due date, sent once. */
  @Column({ name: 'auto_reminder_sent_at', type: 'datetime', nullable: true })
  autoReminderSentAt!: Date | null;
}
