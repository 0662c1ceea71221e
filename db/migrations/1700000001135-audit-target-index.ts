import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const TARGET = new TableIndex({ name: 'idx_audit_log_target_time', columnNames: ['target_type', 'target_id', 'at', 'audit_id'] });

/**
 * The audit page's reference filter also finds the rows about an application that do not carry
 * its reference (status moves, notes, assignments written before every application's event
 * stored it; rows are chained, so they are never rewritten): by their target, on this index,
 * which ends in (at, audit_id) like every filter's (docs/decisions/410 and 455).
 */
export class AuditTargetIndex1700000001135 implements MigrationInterface {
  name = 'AuditTargetIndex1700000001135';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('audit_log', TARGET);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('audit_log', TARGET.name!);
  }
}
