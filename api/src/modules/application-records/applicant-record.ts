import { Column } from 'typeorm';
import type { ApplicationStatus } from '../../domain/applications/index.js';
import type { ReviewStatus } from '../../domain/review/index.js';
import type { Locale } from '../../domain/i18n/locales.js';

/**
 * Columns every applicant table has besides its own id and fields: the reference number the
 * applicant is given, the active/archived status and who archived it when.
 */
export abstract class ApplicantRecord {
  abstract id: number;

  /** Human-readable and unguessable, e.g. UG-7K3M-9QX2; the applicant's e-mail quotes it. */
  @Column({ name: 'reference', type: 'varchar', length: 16 })
  reference!: string;

  @Column({ name: 'status', type: 'varchar', length: 16, default: 'active' })
  status!: ApplicationStatus;

  @Column({ name: 'archived_by', type: 'integer', nullable: true })
  archivedBy!: number | null;

  @Column({ name: 'archived_at', type: 'datetime', nullable: true })
  archivedAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** The review axis (issue 12), orthogonal to active/archived; every application starts RECEIVED. */
  @Column({ name: 'review_status', type: 'varchar', length: 16, default: 'RECEIVED' })
  reviewStatus!: ReviewStatus;

  /** Set when approved, in cents. */
  @Column({ name: 'award_cents', type: 'integer', nullable: true })
  awardCents!: number | null;

  @Column({ name: 'payment_reference', type: 'varchar', length: 100, nullable: true })
  paymentReference!: string | null;

  @Column({ name: 'paid_at', type: 'datetime', nullable: true })
  paidAt!: Date | null;

  /** The program cycle it was submitted in (budgets and figures are per cycle). */
  @Column({ name: 'cycle_id', type: 'integer', nullable: true })
  cycleId!: number | null;

  /** The language the applicant applied in: every later e-mail to them is written in it (issue 26). */
  @Column({ name: 'locale', type: 'varchar', length: 5, default: 'en' })
  locale!: Locale;
}

/** Column options shared by the three tables, to keep the entity files readable. */
export const col = {
  name: (name: string) => ({ name, type: 'varchar', length: 100 }) as const,
  optionalName: (name: string) => ({ name, type: 'varchar', length: 100, nullable: true }) as const,
  text: (name: string, length: number) => ({ name, type: 'varchar', length }) as const,
  optionalText: (name: string, length: number) => ({ name, type: 'varchar', length, nullable: true }) as const,
  /** YYYY-MM-DD as text: no time zone can shift a date of birth. */
  date: (name: string) => ({ name, type: 'varchar', length: 10 }) as const,
  integer: (name: string) => ({ name, type: 'integer' }) as const,
  /** AES-GCM sealed SSN, base64. */
  sealed: (name: string) => ({ name, type: 'varchar', length: 128 }) as const,
  /** HMAC-SHA256 of the SSN's digits, hex. */
  lookupHash: (name: string) => ({ name, type: 'varchar', length: 64 }) as const,
};
