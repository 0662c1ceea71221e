import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { binaryColumnType, longTextColumnType } from '../dialect.js';

const listColumns = [
  { name: 'position', type: 'integer' },
  { name: 'visible', type: 'boolean' },
];

/**
 * Site content staff edit in the console (api/src/modules/content), and the inbox state of
 * visitor messages. The demo content is written by the content service on first start.
 */
export class SiteContent1700000000201 implements MigrationInterface {
  name = 'SiteContent1700000000201';

  async up(queryRunner: QueryRunner): Promise<void> {
    const url = (name: string) => ({ name, type: 'varchar', length: '500' });
    const buttonId = (name: string) => ({ name, type: 'varchar', length: '64' });
    await queryRunner.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          { name: 'settings_id', type: 'integer', isPrimary: true },
          { name: 'phone', type: 'varchar', length: '40' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'address', type: 'varchar', length: '200' },
          { name: 'ein', type: 'varchar', length: '20' },
          url('facebook_url'),
          url('instagram_url'),
          url('linkedin_url'),
          url('x_url'),
          buttonId('donate_dollar_button_id'),
          buttonId('donate_one_time_button_id'),
          buttonId('donate_monthly_button_id'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'team_members',
        columns: [
          { name: 'member_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'role', type: 'varchar', length: '200' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'summary', type: 'varchar', length: '300' },
          { name: 'blurb', type: 'text' },
          { name: 'photo', type: 'varchar', length: '200', isNullable: true },
          ...listColumns,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'news_stories',
        columns: [
          { name: 'story_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'story_date', type: 'varchar', length: '10' },
          { name: 'summary', type: 'text' },
          { name: 'source', type: 'varchar', length: '100' },
          url('link'),
          { name: 'image', type: 'varchar', length: '200', isNullable: true },
          ...listColumns,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'store_products',
        columns: [
          { name: 'product_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'category', type: 'varchar', length: '20' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'price', type: 'varchar', length: '20' },
          url('link'),
          { name: 'image', type: 'varchar', length: '200', isNullable: true },
          ...listColumns,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_images',
        columns: [
          { name: 'image_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'media_type', type: 'varchar', length: '32' },
          { name: 'bytes', type: binaryColumnType(queryRunner) },
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          { name: 'created_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_version',
        columns: [
          { name: 'version_id', type: 'integer', isPrimary: true },
          { name: 'version', type: 'integer' },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_changes',
        columns: [
          { name: 'change_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'at', type: 'datetime' },
          { name: 'actor_user_id', type: 'integer', isNullable: true },
          { name: 'action', type: 'varchar', length: '16' },
          { name: 'item_type', type: 'varchar', length: '32' },
          { name: 'item_id', type: 'integer' },
          { name: 'before_json', type: longTextColumnType(queryRunner), isNullable: true },
          { name: 'after_json', type: longTextColumnType(queryRunner), isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_content_changes_at', columnNames: ['at'] })],
      }),
    );
    await queryRunner.addColumns('visitor_messages', [
      new TableColumn({ name: 'handled', type: 'boolean', default: 0 }),
      new TableColumn({ name: 'handled_by_user_id', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'handled_by', type: 'varchar', length: '201', isNullable: true }),
      new TableColumn({ name: 'handled_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'visitor_messages',
      new TableIndex({ name: 'idx_visitor_messages_handled_received', columnNames: ['handled', 'received_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('visitor_messages', 'idx_visitor_messages_handled_received');
    for (const column of ['handled_at', 'handled_by', 'handled_by_user_id', 'handled'])
      await queryRunner.dropColumn('visitor_messages', column);
    for (const table of [
      'content_changes',
      'content_version',
      'content_images',
      'store_products',
      'news_stories',
      'team_members',
      'site_settings',
    ])
      await queryRunner.dropTable(table);
  }
}
