import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Report settings (api/src/modules/reports, docs/decisions/360): the fiscal year's first month. Table API only. */
export class ReportSettings1700000001050 implements MigrationInterface {
  name = 'ReportSettings1700000001050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'report_settings',
        columns: [
          { name: 'settings_id', type: 'integer', isPrimary: true },
          { name: 'fiscal_year_start_month', type: 'integer' },
          { name: 'updated_at', type: 'datetime' },
          { name: 'updated_by', type: 'integer', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('report_settings');
  }
}
