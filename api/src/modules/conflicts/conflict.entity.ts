import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { ConflictCategory } from '../../domain/conflicts.js';

/** One version of a program cycle's conflict-of-interest policy; the newest is the one to accept. */
@Entity({ name: 'conflict_policies' })
@Index('idx_conflict_policies_cycle', ['cycleId', 'version'], { unique: true })
export class ConflictPolicyRow {
  @PrimaryGeneratedColumn({ name: 'policy_id', type: 'integer' })
  id!: number;

  @Column({ name: 'cycle_id', type: 'integer' })
  cycleId!: number;

  /** 1, 2, …: a new version asks everyone again. */
  @Column({ name: 'version', type: 'integer' })
  version!: number;

  @Column({ name: 'text', type: 'text' })
  text!: string;

  @Column({ name: 'written_by', type: 'integer', nullable: true })
  writtenBy!: number | null;

  @Column({ name: 'written_at', type: 'datetime' })
  writtenAt!: Date;
}

/** A staff member's acceptance of one version of a cycle's policy (kept for the board's record). */
@Entity({ name: 'conflict_policy_acceptances' })
@Index('idx_conflict_acceptances_user', ['cycleId', 'userId', 'version'], { unique: true })
export class ConflictPolicyAcceptanceRow {
  @PrimaryGeneratedColumn({ name: 'acceptance_id', type: 'integer' })
  id!: number;

  @Column({ name: 'cycle_id', type: 'integer' })
  cycleId!: number;

  @Column({ name: 'version', type: 'integer' })
  version!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'accepted_at', type: 'datetime' })
  acceptedAt!: Date;
}

/** "I have a conflict" on one application: its declarer is recused until another admin withdraws it. */
@Entity({ name: 'conflict_declarations' })
@Index('idx_conflict_declarations_user', ['userId', 'applicantKind', 'applicantId'])
@Index('idx_conflict_declarations_application', ['applicantKind', 'applicantId'])
@Index('idx_conflict_declarations_cycle', ['cycleId'])
export class ConflictDeclarationRow {
  @PrimaryGeneratedColumn({ name: 'declaration_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  /** The application's cycle when declared (null: the kind had none yet). */
  @Column({ name: 'cycle_id', type: 'integer', nullable: true })
  cycleId!: number | null;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'category', type: 'varchar', length: 32 })
  category!: ConflictCategory;

  @Column({ name: 'note', type: 'varchar', length: 1000, nullable: true })
  note!: string | null;

  @Column({ name: 'declared_at', type: 'datetime' })
  declaredAt!: Date;

  @Column({ name: 'withdrawn_at', type: 'datetime', nullable: true })
  withdrawnAt!: Date | null;

  @Column({ name: 'withdrawn_by', type: 'integer', nullable: true })
  withdrawnBy!: number | null;

  @Column({ name: 'withdrawal_reason', type: 'varchar', length: 1000, nullable: true })
  withdrawalReason!: string | null;
}

export const conflictEntities = [ConflictPolicyRow, ConflictPolicyAcceptanceRow, ConflictDeclarationRow];
