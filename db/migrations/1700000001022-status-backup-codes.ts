import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The longer code in each status-code e-mail (issue 30, finding 6): when strangers have spent the
 * six-digit code's five tries, the applicant still signs in with the 12-digit code beside it.
 * Stored as a keyed hash like the short one; null for codes issued before.
 */
export class StatusBackupCodes1700000001022 implements MigrationInterface {
  name = 'StatusBackupCodes1700000001022';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'application_status_codes',
      new TableColumn({ name: 'backup_hash', type: 'varchar', length: '64', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('application_status_codes', 'backup_hash');
  }
}
