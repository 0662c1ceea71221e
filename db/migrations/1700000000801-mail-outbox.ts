import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { binaryColumnType } from '../dialect.js';

/** Milliseconds matter for leases and short retry delays: datetime(3) on MySQL as on SQLite. */
const time = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable });

/** The durable mail outbox (api/src/modules/mail-outbox, docs/decisions/250). Table API only. */
export class MailOutbox1700000000801 implements MigrationInterface {
  name = 'MailOutbox1700000000801';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'mail_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'mail_uuid', type: 'varchar', length: '36', isUnique: true },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'recipient', type: 'varchar', length: '1000' },
          // The whole message, sealed with the PII key; emptied once the mail has left.
          { name: 'sealed_message', type: binaryColumnType(queryRunner), isNullable: true },
          { name: 'source_id', type: 'integer', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer', default: 0 },
          time('next_attempt_at'),
          time('lease_until', true),
          { name: 'last_error', type: 'varchar', length: '80', isNullable: true },
          time('created_at'),
          time('sent_at', true),
          time('failed_at', true),
        ],
        indices: [
          new TableIndex({ name: 'idx_mail_outbox_status_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'idx_mail_outbox_status_created', columnNames: ['status', 'created_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
