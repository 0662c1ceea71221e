import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { longTextColumnType } from '../dialect.js';

/** Users, sessions and the audit log. Table API only, so it runs on SQLite and MySQL alike. */
export class Initial1700000000001 implements MigrationInterface {
  name = 'Initial1700000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'first_name', type: 'varchar', length: '100' },
          { name: 'last_name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'email_normalized', type: 'varchar', length: '254' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '16', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'uq_users_email_normalized', columnNames: ['email_normalized'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'sid', type: 'varchar', length: '128', isPrimary: true },
          { name: 'expires_at', type: 'datetime' },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'data', type: longTextColumnType(queryRunner) },
        ],
        indices: [new TableIndex({ name: 'idx_sessions_expires_at', columnNames: ['expires_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          { name: 'audit_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'at', type: 'datetime' },
          { name: 'actor_user_id', type: 'integer', isNullable: true },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'target_type', type: 'varchar', length: '32', isNullable: true },
          { name: 'target_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'ip', type: 'varchar', length: '45', isNullable: true },
          { name: 'detail', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_audit_log_at', columnNames: ['at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log');
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}
