import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const time = (name: string, isNullable = true): TableColumnOptions => ({ name, type: 'datetime', isNullable });

/** Data retention (api/src/modules/retention, docs/decisions/250). Table API only. */
export class DataRetention1700000000802 implements MigrationInterface {
  name = 'DataRetention1700000000802';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row: the admin's policy. Absent until first saved; the defaults apply until then.
    await queryRunner.createTable(
      new Table({
        name: 'retention_settings',
        columns: [
          { name: 'settings_id', type: 'integer', isPrimary: true },
          { name: 'declined_months', type: 'integer' },
          { name: 'paid_months', type: 'integer' },
          { name: 'archived_months', type: 'integer' },
          time('updated_at', false),
          { name: 'updated_by', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'retention_legal_holds',
        columns: [
          { name: 'applicant_kind', type: 'varchar', length: '16', isPrimary: true },
          { name: 'applicant_id', type: 'integer', isPrimary: true },
          { name: 'set_by', type: 'integer', isNullable: true },
          time('set_at', false),
        ],
      }),
    );
    // What stays of a purged application: nothing that names or reaches a person.
    await queryRunner.createTable(
      new Table({
        name: 'retention_records',
        columns: [
          { name: 'record_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_kind', type: 'varchar', length: '16' },
          { name: 'cycle_id', type: 'integer', isNullable: true },
          { name: 'review_status', type: 'varchar', length: '16' },
          { name: 'rule', type: 'varchar', length: '16' },
          time('submitted_at', false),
          time('decided_at'),
          time('paid_at'),
          time('archived_at'),
          { name: 'award_cents', type: 'integer', isNullable: true },
          { name: 'payment_reference', type: 'varchar', length: '100', isNullable: true },
          time('purged_at', false),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('retention_records');
    await queryRunner.dropTable('retention_legal_holds');
    await queryRunner.dropTable('retention_settings');
  }
}
