import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The review workflow (issue 12, docs/decisions/140): the review status and award on each
 * applicant table, and tables for status history, notes, assignments, rubrics and scores.
 * Table API only, so it runs on SQLite and MySQL alike.
 */
const APPLICANT_TABLES = ['undergrad_applicants', 'parent_applicants', 'school_applicants'];

/** The rubrics as first seeded (a frozen copy of DEFAULT_RUBRICS in api/src/domain/review). */
const SCHOLARSHIP: [string, string, number, number][] = [
  ['academics', 'GPA and academics', 10, 3],
  ['essay', 'Essay', 10, 2],
  ['recommendation', 'Recommendation', 10, 1],
  ['singleParentHousehold', 'Single-parent household', 5, 1],
  ['fourYearPlan', 'Four-year plan', 5, 1],
];
const REPAYMENT: [string, string, number, number][] = [
  ['hardship', 'Hardship', 10, 3],
  ['debtBurden', 'Debt burden', 10, 2],
  ['degreeInFourYears', 'Degree finished in four years', 5, 1],
  ['documentsComplete', 'Documents complete', 5, 1],
];
const SEEDED_RUBRICS = { 'high-school': SCHOLARSHIP, undergrad: REPAYMENT, parent: REPAYMENT };

const kindAndId = [
  { name: 'applicant_kind', type: 'varchar', length: '16' },
  { name: 'applicant_id', type: 'integer' },
];
const generatedId = (name: string) => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
});

export class Review1700000000101 implements MigrationInterface {
  name = 'Review1700000000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of APPLICANT_TABLES) {
      await queryRunner.addColumns(table, [
        new TableColumn({ name: 'review_status', type: 'varchar', length: '16', default: "'RECEIVED'" }),
        new TableColumn({ name: 'award_cents', type: 'integer', isNullable: true }),
        new TableColumn({ name: 'payment_reference', type: 'varchar', length: '100', isNullable: true }),
        new TableColumn({ name: 'paid_at', type: 'datetime', isNullable: true }),
      ]);
      // Lists filter by active/archived and review status and sort by date.
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_review_status`, columnNames: ['status', 'review_status', 'created_at'] }),
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'application_status_history',
        columns: [
          generatedId('history_id'),
          ...kindAndId,
          { name: 'from_status', type: 'varchar', length: '16' },
          { name: 'to_status', type: 'varchar', length: '16' },
          { name: 'actor_user_id', type: 'integer', isNullable: true },
          { name: 'reason', type: 'varchar', length: '1000', isNullable: true },
          { name: 'at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'idx_application_status_history_applicant', columnNames: ['applicant_kind', 'applicant_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_notes',
        columns: [
          generatedId('note_id'),
          ...kindAndId,
          { name: 'author_user_id', type: 'integer', isNullable: true },
          { name: 'text', type: 'text' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'idx_application_notes_applicant', columnNames: ['applicant_kind', 'applicant_id'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_assignments',
        columns: [
          { name: 'applicant_kind', type: 'varchar', length: '16', isPrimary: true },
          { name: 'applicant_id', type: 'integer', isPrimary: true },
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'assigned_by', type: 'integer', isNullable: true },
          { name: 'assigned_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'idx_application_assignments_user',
            columnNames: ['user_id', 'applicant_kind', 'applicant_id'],
          }),
        ],
        // A deleted staff user is no longer anyone's assignee.
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_application_assignments_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['user_id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'review_rubric_criteria',
        columns: [
          { name: 'applicant_kind', type: 'varchar', length: '16', isPrimary: true },
          { name: 'criterion_key', type: 'varchar', length: '40', isPrimary: true },
          { name: 'label', type: 'varchar', length: '100' },
          { name: 'max_points', type: 'integer' },
          { name: 'weight', type: 'integer' },
          { name: 'position', type: 'integer' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_scores',
        columns: [
          generatedId('score_id'),
          ...kindAndId,
          { name: 'reviewer_user_id', type: 'integer' },
          { name: 'points_json', type: 'varchar', length: '4000' },
          { name: 'score_hundredths', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'uq_application_scores_reviewer',
            columnNames: ['applicant_kind', 'applicant_id', 'reviewer_user_id'],
            isUnique: true,
          }),
        ],
      }),
    );
    // The seeded rubrics; `?` placeholders read alike on SQLite and MySQL.
    for (const [kind, criteria] of Object.entries(SEEDED_RUBRICS)) {
      for (const [position, [key, label, maxPoints, weight]] of criteria.entries()) {
        await queryRunner.query(
          'INSERT INTO review_rubric_criteria (applicant_kind, criterion_key, label, max_points, weight, position) VALUES (?, ?, ?, ?, ?, ?)',
          [kind, key, label, maxPoints, weight, position],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'application_scores',
      'review_rubric_criteria',
      'application_assignments',
      'application_notes',
      'application_status_history',
    ])
      await queryRunner.dropTable(name);
    for (const table of APPLICANT_TABLES) {
      await queryRunner.dropIndex(table, `idx_${table}_review_status`);
      await queryRunner.dropColumns(table, ['paid_at', 'payment_reference', 'award_cents', 'review_status']);
    }
  }
}
