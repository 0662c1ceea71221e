import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Console notices an admin dismissed for themselves (issue 42, problem 8). Table API only. */
export class DismissedNotices1700000001140 implements MigrationInterface {
  name = 'DismissedNotices1700000001140';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'dismissed_notices',
        columns: [
          { name: 'dismissal_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'notice_key', type: 'varchar', length: '64' },
          { name: 'notice_level', type: 'integer' },
          { name: 'dismissed_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'uq_dismissed_notices_user_key', columnNames: ['user_id', 'notice_key'], isUnique: true }),
        ],
        foreignKeys: [
          {
            name: 'fk_dismissed_notices_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['user_id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('dismissed_notices');
  }
}
