import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const TABLES = ['undergrad_applicants', 'parent_applicants', 'school_applicants'];

/**
 * The language an application was made in (issue 26): 'en' or 'es'. Every later e-mail to the
 * applicant is written in it. Applications made before are English.
 */
export class ApplicationLocale1700000000990 implements MigrationInterface {
  name = 'ApplicationLocale1700000000990';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: 'locale', type: 'varchar', length: '5', isNullable: false, default: "'en'" }),
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.dropColumn(table, 'locale');
  }
}
