import { Column } from 'typeorm';

/**
 * The stored half of an e-mailed code (password reset, application status): the columns both
 * tables share. Each entity adds its own id and whose code it is.
 */
export abstract class OneTimeCodeRecord {
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
