import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const id = (name: string) => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
});
const applicant = [
  { name: 'applicant_kind', type: 'varchar', length: '16' },
  { name: 'applicant_id', type: 'integer' },
];

/**
 * The applicant's status page (issue 17): e-mailed sign-in codes, applicant sessions stored by
 * hash, and staff requests for more documents with their answer and reminder.
 */
export class ApplicationStatus1700000000501 implements MigrationInterface {
  name = 'ApplicationStatus1700000000501';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'application_status_codes',
        columns: [
          id('code_id'),
          ...applicant,
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'datetime' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_application_status_codes_applicant', columnNames: ['applicant_kind', 'applicant_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'applicant_sessions',
        columns: [
          { name: 'session_hash', type: 'varchar', length: '64', isPrimary: true },
          ...applicant,
          { name: 'created_at', type: 'datetime' },
          { name: 'expires_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'idx_applicant_sessions_expires', columnNames: ['expires_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_info_requests',
        columns: [
          id('request_id'),
          ...applicant,
          { name: 'document', type: 'varchar', length: '64' },
          { name: 'note', type: 'varchar', length: '1000', isNullable: true },
          { name: 'due_at', type: 'datetime', isNullable: true },
          { name: 'requested_by', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'fulfilled_at', type: 'datetime', isNullable: true },
          { name: 'file_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'reminder_sent_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_application_info_requests_applicant', columnNames: ['applicant_kind', 'applicant_id'] }),
          new TableIndex({ name: 'idx_application_info_requests_due', columnNames: ['due_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('application_info_requests');
    await queryRunner.dropTable('applicant_sessions');
    await queryRunner.dropTable('application_status_codes');
  }
}
