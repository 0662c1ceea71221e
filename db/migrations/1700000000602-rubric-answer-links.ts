import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A rubric criterion can show reviewers a form answer beside the score. The scholarship's seeded
 * criteria "GPA and academics" and "Single-parent household" are linked to the answers the form
 * now asks for, where an admin has kept those criteria.
 */
export class RubricAnswerLinks1700000000602 implements MigrationInterface {
  name = 'RubricAnswerLinks1700000000602';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'review_rubric_criteria',
      new TableColumn({ name: 'answer_field', type: 'varchar', length: '40', isNullable: true }),
    );
    // `?` placeholders read alike on SQLite and MySQL.
    for (const [key, field] of [
      ['academics', 'gpa'],
      ['singleParentHousehold', 'singleParentHousehold'],
    ])
      await queryRunner.query(
        "UPDATE review_rubric_criteria SET answer_field = ? WHERE applicant_kind = 'high-school' AND criterion_key = ?",
        [field, key],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('review_rubric_criteria', 'answer_field');
  }
}
