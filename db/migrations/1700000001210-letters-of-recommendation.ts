import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Letters of recommendation (issue 38, docs/decisions/510): what each cycle asks for, and each
 * request to a recommender with its one-time link (kept as a SHA-256 hash only). The letter
 * itself is one of the application's documents. Table API only, the same on SQLite and MariaDB.
 */
export class LettersOfRecommendation1700000001210 implements MigrationInterface {
  name = 'LettersOfRecommendation1700000001210';

  async up(queryRunner: QueryRunner): Promise<void> {
    // 0 by default: every cycle, and every integration, keeps working until an admin asks for a letter.
    await queryRunner.addColumns('program_cycles', [
      new TableColumn({ name: 'letters_required', type: 'integer', default: 0 }),
      new TableColumn({ name: 'letters_due_days', type: 'integer', default: 14 }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'letter_requests',
        columns: [
          { name: 'letter_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_kind', type: 'varchar', length: '16' },
          { name: 'applicant_id', type: 'integer' },
          { name: 'cycle_id', type: 'integer', isNullable: true },
          { name: 'recommender_name', type: 'varchar', length: '100' },
          { name: 'recommender_email', type: 'varchar', length: '254' },
          { name: 'recommender_role', type: 'varchar', length: '16' },
          { name: 'waived', type: 'boolean' },
          { name: 'locale', type: 'varchar', length: '8' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'token_sealed', type: 'varchar', length: '200' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'requested_at', type: 'datetime' },
          { name: 'due_at', type: 'datetime' },
          { name: 'received_at', type: 'datetime', isNullable: true },
          { name: 'file_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'declined_at', type: 'datetime', isNullable: true },
          { name: 'decline_reason', type: 'varchar', length: '1000', isNullable: true },
          { name: 'ended_at', type: 'datetime', isNullable: true },
          { name: 'last_reminded_at', type: 'datetime', isNullable: true },
          { name: 'auto_reminder_sent_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_letter_requests_token', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'idx_letter_requests_application', columnNames: ['applicant_kind', 'applicant_id'] }),
          new TableIndex({ name: 'idx_letter_requests_open', columnNames: ['status', 'due_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('letter_requests');
    await queryRunner.dropColumn('program_cycles', 'letters_due_days');
    await queryRunner.dropColumn('program_cycles', 'letters_required');
  }
}
