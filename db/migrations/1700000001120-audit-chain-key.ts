import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The audit chain's head gets its own seal and the first place sealed with AUDIT_KEY (issue 36,
 * low 9; docs/decisions/450). Both stay empty here, where the key is not known: the app fills
 * them when it starts, and every row it appends from then on is sealed with the key.
 */
export class AuditChainKey1700000001120 implements MigrationInterface {
  name = 'AuditChainKey1700000001120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('audit_chain_head', [
      new TableColumn({ name: 'keyed_from_seq', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'head_mac', type: 'varchar', length: '64', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('audit_chain_head', 'head_mac');
    await queryRunner.dropColumn('audit_chain_head', 'keyed_from_seq');
  }
}
