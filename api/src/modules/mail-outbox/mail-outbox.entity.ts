import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/**
 * One e-mail waiting to leave, or the trace of one that left or failed. The message itself is
 * sealed (it may hold a reset code or a link) and dropped once sent; what stays is who it was
 * for, what kind of mail it was, and when.
 */
@Entity('mail_outbox')
export class OutboxMail {
  @PrimaryGeneratedColumn({ name: 'mail_id' })
  id!: number;

  /** Binds the sealed message to this row (the cipher's associated data). */
  @Column({ name: 'mail_uuid', type: 'varchar', length: 36 })
  uuid!: string;

  @Column({ name: 'kind', type: 'varchar', length: 40 })
  kind!: string;

  /** Comma-separated addresses. */
  @Column({ name: 'recipient', type: 'varchar', length: 1000 })
  recipient!: string;

  @Column({ name: 'sealed_message', type: 'blob', nullable: true, select: false })
  sealedMessage!: Buffer | null;

  /** The row the mail is about (e.g. a visitor message), for what happens once it has left. */
  @Column({ name: 'source_id', type: 'integer', nullable: true })
  sourceId!: number | null;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: OutboxStatus;

  @Column({ name: 'attempts', type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3 })
  nextAttemptAt!: Date;

  @Column({ name: 'lease_until', type: 'datetime', precision: 3, nullable: true })
  leaseUntil!: Date | null;

  /** The error class of the last failed attempt ("ECONNREFUSED", "SMTP 550"), never a message text. */
  @Column({ name: 'last_error', type: 'varchar', length: 80, nullable: true })
  lastError!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'failed_at', type: 'datetime', precision: 3, nullable: true })
  failedAt!: Date | null;
}
