import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time code e-mailed for a password reset. Only its keyed hash is stored. */
@Entity({ name: 'password_reset_codes' })
export class PasswordResetCode {
  @PrimaryGeneratedColumn({ name: 'reset_id', type: 'integer' })
  id!: number;

  @Index('idx_password_reset_codes_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** HMAC-SHA256 of the code, hex. */
  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  /** Codes typed so far; the code is void after the fifth wrong one. */
  @Column({ name: 'attempts', type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
