import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what, when and from where. Never holds an SSN, password, code or token. */
@Entity({ name: 'audit_log' })
@Index('idx_audit_log_at', ['at'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn({ name: 'audit_id', type: 'integer' })
  id!: number;

  @Column({ name: 'at', type: 'datetime' })
  at!: Date;

  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId!: number | null;

  @Column({ name: 'action', type: 'varchar', length: 64 })
  action!: string;

  @Column({ name: 'target_type', type: 'varchar', length: 32, nullable: true })
  targetType!: string | null;

  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId!: string | null;

  @Column({ name: 'ip', type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Column({ name: 'detail', type: 'varchar', length: 500, nullable: true })
  detail!: string | null;
}
