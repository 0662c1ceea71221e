import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One-time password reset codes, stored as keyed hashes (see docs/decisions/011), and database
 * defaults for the users' timestamps: MySQL needs them, since TypeORM leaves @CreateDateColumn
 * to the database on insert. Table API only.
 */
export class PasswordResetCodes1700000000002 implements MigrationInterface {
  name = 'PasswordResetCodes1700000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['created_at', 'updated_at']) {
      await queryRunner.changeColumn('users', name, new TableColumn({ name, type: 'datetime', default: 'CURRENT_TIMESTAMP' }));
    }
    await queryRunner.createTable(
      new Table({
        name: 'password_reset_codes',
        columns: [
          { name: 'reset_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'datetime' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_password_reset_codes_user', columnNames: ['user_id'] })],
        foreignKeys: [
          {
            name: 'fk_password_reset_codes_user',
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
    await queryRunner.dropTable('password_reset_codes');
    for (const name of ['created_at', 'updated_at']) {
      await queryRunner.changeColumn('users', name, new TableColumn({ name, type: 'datetime' }));
    }
  }
}
