import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Contact messages and volunteer requests (api/src/modules/messages). Table API only. */
export class VisitorMessages1700000000004 implements MigrationInterface {
  name = 'VisitorMessages1700000000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'visitor_messages',
        columns: [
          { name: 'message_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'volunteer_role', type: 'varchar', length: '40', isNullable: true },
          { name: 'other_role', type: 'varchar', length: '200', isNullable: true },
          { name: 'body', type: 'text' },
          { name: 'received_at', type: 'datetime' },
          { name: 'mailed_at', type: 'datetime', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_visitor_messages_kind_received', columnNames: ['kind', 'received_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('visitor_messages');
  }
}
