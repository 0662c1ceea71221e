import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Leases of the scheduled jobs (mail, reminders, retention, clean-up), so that each runs on one
 * instance at a time however many share the database (docs/decisions/240). Times are
 * milliseconds since 1970 in BIGINT columns: the same comparison on SQLite and MySQL.
 */
export class JobLeases1700000000701 implements MigrationInterface {
  name = 'JobLeases1700000000701';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_leases',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '100', isNullable: true },
          { name: 'lease_until', type: 'bigint', default: 0 },
          { name: 'next_run_at', type: 'bigint', default: 0 },
          { name: 'last_finished_at', type: 'bigint', isNullable: true },
          { name: 'last_failed', type: 'boolean', default: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_leases');
  }
}
