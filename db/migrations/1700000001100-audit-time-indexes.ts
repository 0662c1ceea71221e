import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const OLD = [
  new TableIndex({ name: 'idx_audit_log_at', columnNames: ['at'] }),
  new TableIndex({ name: 'idx_audit_log_actor', columnNames: ['actor_user_id', 'audit_id'] }),
  new TableIndex({ name: 'idx_audit_log_ref', columnNames: ['application_ref', 'audit_id'] }),
  new TableIndex({ name: 'idx_audit_log_action', columnNames: ['action', 'audit_id'] }),
];

const NEW = [
  new TableIndex({ name: 'idx_audit_log_time', columnNames: ['at', 'audit_id'] }),
  new TableIndex({ name: 'idx_audit_log_actor_time', columnNames: ['actor_user_id', 'at', 'audit_id'] }),
  new TableIndex({ name: 'idx_audit_log_ref_time', columnNames: ['application_ref', 'at', 'audit_id'] }),
  new TableIndex({ name: 'idx_audit_log_action_time', columnNames: ['action', 'at', 'audit_id'] }),
];

/**
 * The audit page stays fast at millions of rows (issue 27, point 7; docs/decisions/410): it lists
 * newest first by time then id, and each filter's index now ends in (at, audit_id), so a page,
 * with or without a date range, is one range of one index read backwards, and a deep page skips
 * entries of that index rather than whole rows. The indexes they replace ended in the id alone.
 */
export class AuditTimeIndexes1700000001100 implements MigrationInterface {
  name = 'AuditTimeIndexes1700000001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('audit_log', NEW);
    for (const index of OLD) await queryRunner.dropIndex('audit_log', index.name!);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('audit_log', OLD);
    for (const index of NEW) await queryRunner.dropIndex('audit_log', index.name!);
  }
}
