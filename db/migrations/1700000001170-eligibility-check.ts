import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The eligibility check (issue 43, docs/decisions/480): each cycle's questions as JSON beside its
 * window (null: the program's seeded questions), and the check's daily counts per cycle. The
 * counts table has no column for an answer, an address, a cookie or a session: a row is a cycle,
 * a day, a measure and a number. Table API only, so SQLite and MariaDB run the same migration.
 */
export class EligibilityCheck1700000001170 implements MigrationInterface {
  name = 'EligibilityCheck1700000001170';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'program_cycles',
      new TableColumn({ name: 'eligibility_questions', type: 'text', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'eligibility_daily_counts',
        columns: [
          { name: 'count_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'cycle_id', type: 'integer' },
          // The day in the cycle's time zone, YYYY-MM-DD.
          { name: 'day', type: 'varchar', length: '10' },
          // "started", "ELIGIBLE", "MAY_NOT_QUALIFY", "NOT_ELIGIBLE", "stopped:<question id>", "submitted-after-eligible".
          { name: 'measure', type: 'varchar', length: '64' },
          { name: 'tally', type: 'integer', default: 0 },
        ],
        indices: [
          new TableIndex({
            name: 'uq_eligibility_counts_cycle_day_measure',
            columnNames: ['cycle_id', 'day', 'measure'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('eligibility_daily_counts');
    await queryRunner.dropColumn('program_cycles', 'eligibility_questions');
  }
}
