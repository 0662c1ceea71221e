import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const time = (name: string, isNullable = true): TableColumnOptions => ({ name, type: 'datetime', isNullable });
const id = (name: string): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

/** Staff second factors (api/src/modules/accounts, docs/decisions/270). Table API only. */
export class StaffSecondFactors1700000000960 implements MigrationInterface {
  name = 'StaffSecondFactors1700000000960';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'staff_totp',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'secret_sealed', type: 'varchar', length: '255', isNullable: true },
          { name: 'last_step', type: 'bigint', isNullable: true },
          { name: 'pending_secret_sealed', type: 'varchar', length: '255', isNullable: true },
          time('confirmed_at'),
          time('last_used_at'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'staff_passkeys',
        columns: [
          id('passkey_id'),
          { name: 'user_id', type: 'integer' },
          { name: 'credential_id', type: 'varchar', length: '255' },
          { name: 'public_key', type: 'text' },
          { name: 'sign_count', type: 'bigint' },
          { name: 'transports', type: 'varchar', length: '200', isNullable: true },
          { name: 'name', type: 'varchar', length: '60' },
          time('created_at', false),
          time('last_used_at'),
        ],
        indices: [
          new TableIndex({ name: 'idx_staff_passkeys_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'uq_staff_passkeys_credential', columnNames: ['credential_id'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'staff_recovery_codes',
        columns: [
          id('code_id'),
          { name: 'user_id', type: 'integer' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          time('created_at', false),
          time('used_at'),
        ],
        indices: [new TableIndex({ name: 'idx_staff_recovery_codes_user', columnNames: ['user_id'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'factor_reset_requests',
        columns: [
          id('request_id'),
          { name: 'user_id', type: 'integer' },
          { name: 'requested_by', type: 'integer' },
          time('requested_at', false),
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'decided_by', type: 'integer', isNullable: true },
          time('decided_at'),
        ],
        indices: [new TableIndex({ name: 'idx_factor_reset_requests_user', columnNames: ['user_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('factor_reset_requests');
    await queryRunner.dropTable('staff_recovery_codes');
    await queryRunner.dropTable('staff_passkeys');
    await queryRunner.dropTable('staff_totp');
  }
}
