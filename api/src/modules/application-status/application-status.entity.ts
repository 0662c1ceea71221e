import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { OneTimeCodeRecord } from '../../crypto/one-time-code-record.js';
import type { ApplicationKind } from '../../domain/applications/index.js';

/** A sign-in code e-mailed to an applicant for /application-status. Only its keyed hash is stored. */
@Entity({ name: 'application_status_codes' })
@Index('idx_application_status_codes_applicant', ['applicantKind', 'applicantId'])
export class StatusSignInCode extends OneTimeCodeRecord {
  @PrimaryGeneratedColumn({ name: 'code_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  /**
   * Keyed hash of the 12-digit code in the same e-mail: it still opens the page after strangers
   * spent the short code's tries, and is too long to guess (docs/decisions/330).
   */
  @Column({ name: 'backup_hash', type: 'varchar', length: 64, nullable: true })
  backupHash!: string | null;
}

/**
 * An applicant's session on /application-status: one application, 30 minutes. Only the SHA-256
 * of its cookie is stored, so any instance can read it and a leaked table opens nothing.
 */
@Entity({ name: 'applicant_sessions' })
export class ApplicantSession {
  @PrimaryColumn({ name: 'session_hash', type: 'varchar', length: 64 })
  sessionHash!: string;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Index('idx_applicant_sessions_expires')
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;
}

export const applicationStatusEntities = [StatusSignInCode, ApplicantSession];
