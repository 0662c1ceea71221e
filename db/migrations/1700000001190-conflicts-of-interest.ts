import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Conflicts of interest (issue 39, docs/decisions/490): each cycle's policy in versions, who
 * accepted which version and when, and the declarations that recuse a staff member from one
 * application. Table API only, the same on SQLite and MariaDB.
 */
export class ConflictsOfInterest1700000001190 implements MigrationInterface {
  name = 'ConflictsOfInterest1700000001190';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = (name: string) => ({
      name,
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    });
    await queryRunner.createTable(
      new Table({
        name: 'conflict_policies',
        columns: [
          id('policy_id'),
          { name: 'cycle_id', type: 'integer' },
          { name: 'version', type: 'integer' },
          { name: 'text', type: 'text' },
          { name: 'written_by', type: 'integer', isNullable: true },
          { name: 'written_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'idx_conflict_policies_cycle', columnNames: ['cycle_id', 'version'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'conflict_policy_acceptances',
        columns: [
          id('acceptance_id'),
          { name: 'cycle_id', type: 'integer' },
          { name: 'version', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'accepted_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'idx_conflict_acceptances_user',
            columnNames: ['cycle_id', 'user_id', 'version'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'conflict_declarations',
        columns: [
          id('declaration_id'),
          { name: 'applicant_kind', type: 'varchar', length: '16' },
          { name: 'applicant_id', type: 'integer' },
          { name: 'cycle_id', type: 'integer', isNullable: true },
          { name: 'user_id', type: 'integer' },
          { name: 'category', type: 'varchar', length: '32' },
          { name: 'note', type: 'varchar', length: '1000', isNullable: true },
          { name: 'declared_at', type: 'datetime' },
          { name: 'withdrawn_at', type: 'datetime', isNullable: true },
          { name: 'withdrawn_by', type: 'integer', isNullable: true },
          { name: 'withdrawal_reason', type: 'varchar', length: '1000', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'idx_conflict_declarations_user',
            columnNames: ['user_id', 'applicant_kind', 'applicant_id'],
          }),
          new TableIndex({ name: 'idx_conflict_declarations_application', columnNames: ['applicant_kind', 'applicant_id'] }),
          new TableIndex({ name: 'idx_conflict_declarations_cycle', columnNames: ['cycle_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('conflict_declarations');
    await queryRunner.dropTable('conflict_policy_acceptances');
    await queryRunner.dropTable('conflict_policies');
  }
}
