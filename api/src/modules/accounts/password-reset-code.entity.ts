import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OneTimeCodeRecord } from '../../crypto/one-time-code-record.js';

/** A one-time code e-mailed for a password reset. Only its keyed hash is stored. */
@Entity({ name: 'password_reset_codes' })
export class PasswordResetCode extends OneTimeCodeRecord {
  @PrimaryGeneratedColumn({ name: 'reset_id', type: 'integer' })
  id!: number;

  @Index('idx_password_reset_codes_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;
}
