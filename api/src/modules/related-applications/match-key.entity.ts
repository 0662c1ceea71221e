import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { MatchField } from '../../domain/related-applications.js';

/**
 * One keyed hash of a value an application shares with others (issue 39, docs/decisions/495):
 * its SSN, e-mail, phone, home address or a loan account number it is paid to, normalised and
 * HMAC'd under one key of the ring (never the value itself). `shared` says another application
 * has the same hash, so "Only related" is a look-up on an index, not a self-join over the table.
 */
export const MATCH_KEYS_TABLE = 'application_match_keys';

@Entity({ name: MATCH_KEYS_TABLE })
@Index('uq_match_keys_applicant', ['applicantKind', 'applicantId', 'field', 'hash'], { unique: true })
@Index('idx_match_keys_value', ['field', 'hash'])
@Index('idx_match_keys_shared', ['applicantKind', 'shared', 'applicantId'])
@Index('idx_match_keys_version', ['keyVersion'])
export class ApplicationMatchKey {
  @PrimaryGeneratedColumn({ name: 'match_key_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'field', type: 'varchar', length: 16 })
  field!: MatchField;

  /** HMAC-SHA256, hex, under key `keyVersion` of the ring. */
  @Column({ name: 'hash', type: 'varchar', length: 64 })
  hash!: string;

  @Column({ name: 'key_version', type: 'integer' })
  keyVersion!: number;

  /** The payment (disbursements) a loan account number came from; null for the form's own answers. */
  @Column({ name: 'source_id', type: 'integer', nullable: true })
  sourceId!: number | null;

  @Column({ name: 'shared', type: 'boolean', default: false })
  shared!: boolean;
}

/**
 * Where the backfill of applications stored before match keys existed stands: one row per kind,
 * the ids still to do (from next_id to last_id). Removed when a kind is done.
 */
export const MATCH_KEY_BACKFILL_TABLE = 'match_key_backfill';

@Entity({ name: MATCH_KEY_BACKFILL_TABLE })
export class MatchKeyBackfill {
  @Column({ name: 'applicant_kind', type: 'varchar', length: 16, primary: true })
  applicantKind!: ApplicationKind;

  @Column({ name: 'next_id', type: 'integer' })
  nextId!: number;

  @Column({ name: 'last_id', type: 'integer' })
  lastId!: number;
}

export const matchKeyEntities = [ApplicationMatchKey, MatchKeyBackfill];
