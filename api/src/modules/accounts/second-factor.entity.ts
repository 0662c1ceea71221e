import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';

/**
 * A staff member's authenticator app (TOTP, RFC 6238). The secret is sealed with the PII key;
 * `lastStep` is the last 30-second step whose code was accepted, so a code works once.
 * A set-up in progress waits in `pendingSecret` until its first code confirms it.
 */
@Entity({ name: 'staff_totp' })
export class StaffTotp {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'secret_sealed', type: 'varchar', length: 255, nullable: true })
  secretSealed!: string | null;

  @Column({
    name: 'last_step',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) },
  })
  lastStep!: number | null;

  @Column({ name: 'pending_secret_sealed', type: 'varchar', length: 255, nullable: true })
  pendingSecretSealed!: string | null;

  @Column({ name: 'confirmed_at', type: 'datetime', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;
}

/** A passkey (WebAuthn credential): its public key, signature counter and the name its owner gave it. */
@Entity({ name: 'staff_passkeys' })
export class StaffPasskey {
  @PrimaryGeneratedColumn({ name: 'passkey_id', type: 'integer' })
  id!: number;

  @Index('idx_staff_passkeys_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** The credential id, base64url: how the browser names the passkey. */
  @Index('uq_staff_passkeys_credential', { unique: true })
  @Column({ name: 'credential_id', type: 'varchar', length: 255 })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Column({ name: 'public_key', type: 'text' })
  publicKey!: string;

  @Column({ name: 'sign_count', type: 'bigint', transformer: { to: (v) => v, from: (v) => Number(v) } })
  signCount!: number;

  @Column({ name: 'transports', type: 'varchar', length: 200, nullable: true })
  transports!: string | null;

  @Column({ name: 'name', type: 'varchar', length: 60 })
  name!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;
}

/** One of the ten recovery codes, as a SHA-256 of its 75 random bits; `usedAt` once spent. */
@Entity({ name: 'staff_recovery_codes' })
export class StaffRecoveryCode {
  @PrimaryGeneratedColumn({ name: 'code_id', type: 'integer' })
  id!: number;

  @Index('idx_staff_recovery_codes_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;
}

/** An admin's request to reset another user's factors; a different admin approves it. */
@Entity({ name: 'factor_reset_requests' })
export class FactorResetRequest {
  @PrimaryGeneratedColumn({ name: 'request_id', type: 'integer' })
  id!: number;

  @Index('idx_factor_reset_requests_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'requested_by', type: 'integer' })
  requestedBy!: number;

  @Column({ name: 'requested_at', type: 'datetime' })
  requestedAt!: Date;

  /** pending, approved or cancelled. */
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: 'pending' | 'approved' | 'cancelled';

  @Column({ name: 'decided_by', type: 'integer', nullable: true })
  decidedBy!: number | null;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt!: Date | null;
}

export const secondFactorEntities = [StaffTotp, StaffPasskey, StaffRecoveryCode, FactorResetRequest];

/**
 * Deletes every factor of a user (an approved reset, or the operator's command), in the caller's
 * transaction. Here, beside the tables, so the admin:create command loads no WebAuthn library.
 */
export async function removeAllFactors(manager: EntityManager, userId: number): Promise<void> {
  await manager.getRepository(StaffTotp).delete({ userId });
  await manager.getRepository(StaffPasskey).delete({ userId });
  await manager.getRepository(StaffRecoveryCode).delete({ userId });
}
