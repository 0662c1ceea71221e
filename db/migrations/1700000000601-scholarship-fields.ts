import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What scholarship reviewers score, asked on the form: the GPA (in hundredths) and whether the
 * applicant lives in a single-parent household, both optional; and the home address in parts.
 * Existing applications keep their one-line address and have none of the new answers (null).
 */
export class ScholarshipFields1700000000601 implements MigrationInterface {
  name = 'ScholarshipFields1700000000601';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: number) =>
      new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true });
    await queryRunner.addColumns('school_applicants', [
      text('street', 150),
      text('city', 100),
      text('state', 2),
      text('zip', 10),
      new TableColumn({ name: 'gpa_hundredths', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'single_parent_household', type: 'boolean', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['single_parent_household', 'gpa_hundredths', 'zip', 'state', 'city', 'street'])
      await queryRunner.dropColumn('school_applicants', column);
  }
}
