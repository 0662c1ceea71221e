import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What several instances on one database must agree on (docs/decisions/240): the session secret
 * when SESSION_SECRET is not set, and a check value per encryption key version (an HMAC of a
 * fixed text, which reveals nothing of the key) so an instance with a different key refuses to
 * start instead of sealing data no other instance can open. The keys themselves never go here.
 */
export class InstanceSecrets1700000000703 implements MigrationInterface {
  name = 'InstanceSecrets1700000000703';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'instance_secrets',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          { name: 'value', type: 'varchar', length: '255' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('instance_secrets');
  }
}
