import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Related applications (issue 39, docs/decisions/495): keyed hashes of what applications may
 * share, and where the backfill of the applications already stored stands. The hashes need the
 * encryption key, which a migration does not have: the migration records, per kind, the ids
 * stored so far, and the server's `match-key-backfill` job (or `npm run keys:rotate`) hashes
 * them in batches. Table API only, the same on SQLite and MariaDB.
 */
const KINDS = [
  { kind: 'undergrad', table: 'undergrad_applicants', id: 'undergrad_applicant_id' },
  { kind: 'parent', table: 'parent_applicants', id: 'parent_applicant_id' },
  { kind: 'high-school', table: 'school_applicants', id: 'school_applicant_id' },
];

export class ApplicationMatchKeys1700000001200 implements MigrationInterface {
  name = 'ApplicationMatchKeys1700000001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'application_match_keys',
        columns: [
          { name: 'match_key_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_kind', type: 'varchar', length: '16' },
          { name: 'applicant_id', type: 'integer' },
          { name: 'field', type: 'varchar', length: '16' },
          { name: 'hash', type: 'varchar', length: '64' },
          { name: 'key_version', type: 'integer' },
          { name: 'source_id', type: 'integer', isNullable: true },
          { name: 'shared', type: 'boolean', default: false },
        ],
        indices: [
          new TableIndex({
            name: 'uq_match_keys_applicant',
            columnNames: ['applicant_kind', 'applicant_id', 'field', 'hash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'idx_match_keys_value', columnNames: ['field', 'hash'] }),
          new TableIndex({ name: 'idx_match_keys_shared', columnNames: ['applicant_kind', 'shared', 'applicant_id'] }),
          new TableIndex({ name: 'idx_match_keys_version', columnNames: ['key_version'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'match_key_backfill',
        columns: [
          { name: 'applicant_kind', type: 'varchar', length: '16', isPrimary: true },
          { name: 'next_id', type: 'integer' },
          { name: 'last_id', type: 'integer' },
        ],
      }),
    );
    for (const { kind, table, id } of KINDS) {
      const [row] = (await queryRunner.query(`SELECT MIN(${id}) AS low, MAX(${id}) AS high FROM ${table}`)) as [
        { low: number | string | null; high: number | string | null },
      ];
      if (row?.high === null || row?.high === undefined) continue;
      await queryRunner.query('INSERT INTO match_key_backfill (applicant_kind, next_id, last_id) VALUES (?, ?, ?)', [
        kind,
        Number(row.low),
        Number(row.high),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('match_key_backfill');
    await queryRunner.dropTable('application_match_keys');
  }
}
