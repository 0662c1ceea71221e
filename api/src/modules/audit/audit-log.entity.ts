import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Who did what, when and from where. Never holds an SSN, password, code or token. Each row is
 * chained to the one before it (docs/decisions/370): `rowHash` is sha256 over `prevHash` and the
 * row's canonical form (audit-chain.ts), `chainSeq` its place in the chain.
 */
@Entity({ name: 'audit_log' })
// Newest first is by time then id; each filter's index ends in both (docs/decisions/410).
@Index('idx_audit_log_time', ['at', 'id'])
@Index('idx_audit_log_actor_time', ['actorUserId', 'at', 'id'])
@Index('idx_audit_log_ref_time', ['applicationRef', 'at', 'id'])
@Index('idx_audit_log_action_time', ['action', 'at', 'id'])
// The reference filter's rows that do not carry the reference: by their application (migration 1135).
@Index('idx_audit_log_target_time', ['targetType', 'targetId', 'at', 'id'])
@Index('uq_audit_log_seq', ['chainSeq'], { unique: true })
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

  /** The application's reference, on every row about one application (decision 455; reads since 1040); never a name. */
  @Column({ name: 'application_ref', type: 'varchar', length: 32, nullable: true })
  applicationRef!: string | null;

  @Column({ name: 'ip', type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Column({ name: 'detail', type: 'varchar', length: 500, nullable: true })
  detail!: string | null;

  /** 1, 2, 3… in the order rows joined the chain; null only for a row written around the app. */
  @Column({ name: 'chain_seq', type: 'integer', nullable: true })
  chainSeq!: number | null;

  @Column({ name: 'prev_hash', type: 'varchar', length: 64, nullable: true })
  prevHash!: string | null;

  @Column({ name: 'row_hash', type: 'varchar', length: 64, nullable: true })
  rowHash!: string | null;
}

/**
 * The chain's head, one row (id 1): the last sequence number and hash. Every append updates it
 * first, in the same transaction as the insert, so appends from any number of instances take
 * turns. `anchorSeq`/`anchorHash` are where the kept chain starts: 0 and the genesis hash, or,
 * after the retention clean-up pruned old rows, the last pruned row's place and hash.
 */
@Entity({ name: 'audit_chain_head' })
export class AuditChainHead {
  @PrimaryColumn({ name: 'id', type: 'integer' })
  id!: number;

  @Column({ name: 'seq', type: 'integer' })
  seq!: number;

  @Column({ name: 'head_hash', type: 'varchar', length: 64 })
  headHash!: string;

  @Column({ name: 'anchor_seq', type: 'integer' })
  anchorSeq!: number;

  @Column({ name: 'anchor_hash', type: 'varchar', length: 64 })
  anchorHash!: string;

  /** The first place sealed with AUDIT_KEY (docs/decisions/450); null until the app first started with it. */
  @Column({ name: 'keyed_from_seq', type: 'integer', nullable: true })
  keyedFromSeq!: number | null;

  /** The head's own HMAC under AUDIT_KEY, rewritten with every row. */
  @Column({ name: 'head_mac', type: 'varchar', length: 64, nullable: true })
  headMac!: string | null;
}

export const auditEntities = [AuditLogEntry, AuditChainHead];
