import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { applicationTerms } from '../../api/src/domain/search-terms.js';
import { isMysql } from '../dialect.js';

/**
 * The staff lists stay fast at any size (issue 28, docs/decisions/280): the search-term index
 * and the name-order indexes. One migration for SQLite and MySQL; the terms table is written in
 * each dialect's own words because its term column compares as bytes (utf8mb4_bin on MySQL,
 * SQLite's default BINARY), so a prefix is a range of the primary key.
 */
const TABLES: Record<ApplicationKind, { table: string; id: string; first: string; last: string; searched: string[] }> = {
  undergrad: {
    table: 'undergrad_applicants',
    id: 'undergrad_applicant_id',
    first: 'first_name',
    last: 'last_name',
    searched: ['first_name', 'last_name', 'email', 'reference', 'college_attended', 'college_major'],
  },
  parent: {
    table: 'parent_applicants',
    id: 'parent_applicant_id',
    first: 'parent_first_name',
    last: 'parent_last_name',
    searched: ['parent_first_name', 'parent_last_name', 'parent_email', 'reference', 'college_attended', 'college_major'],
  },
  'high-school': {
    table: 'school_applicants',
    id: 'school_applicant_id',
    first: 'first_name',
    last: 'last_name',
    searched: ['first_name', 'last_name', 'email', 'reference', 'college_accepted'],
  },
};

/** Rows of one multi-row INSERT: well under every driver's limit on bound values. */
const ROWS_PER_INSERT = 300;

/** Applications indexed per read while the existing ones are indexed. */
const BACKFILL_BATCH = 500;

export class StaffListIndex1700000000940 implements MigrationInterface {
  name = 'StaffListIndex1700000000940';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      await queryRunner.query(
        `CREATE TABLE application_search_terms (
          applicant_kind varchar(16) NOT NULL,
          term varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
          applicant_id int NOT NULL,
          PRIMARY KEY (applicant_kind, term, applicant_id),
          KEY idx_application_search_terms_applicant (applicant_kind, applicant_id, term)
        ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
      );
    } else {
      await queryRunner.query(
        `CREATE TABLE application_search_terms (
          applicant_kind varchar(16) NOT NULL,
          term varchar(64) NOT NULL,
          applicant_id integer NOT NULL,
          PRIMARY KEY (applicant_kind, term, applicant_id)
        ) WITHOUT ROWID`,
      );
      await queryRunner.query(
        'CREATE INDEX idx_application_search_terms_applicant ON application_search_terms (applicant_kind, applicant_id, term)',
      );
    }
    for (const [kind, { table, first, last }] of Object.entries(TABLES) as [
      ApplicationKind,
      (typeof TABLES)[ApplicationKind],
    ][]) {
      // Sorting by name, with or without the review-status filter, walks one of these.
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_status_name`, columnNames: ['status', last, first] }),
      );
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_review_name`, columnNames: ['status', 'review_status', last, first] }),
      );
      await this.indexExisting(queryRunner, kind);
    }
  }

  /**
   * Indexes the applications already stored. It reads the searched columns by their names in
   * this migration's schema, not through the entities, which later migrations may grow.
   */
  private async indexExisting(queryRunner: QueryRunner, kind: ApplicationKind): Promise<void> {
    const { table, id, searched } = TABLES[kind];
    let after = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await queryRunner.query(
        `SELECT ${id} AS id, ${searched.join(', ')} FROM ${table} WHERE ${id} > ? ORDER BY ${id} LIMIT ${BACKFILL_BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      const terms = rows.flatMap((row) =>
        applicationTerms(searched.map((column) => row[column] as string | null)).map((term) => [kind, term, Number(row.id)]),
      );
      for (let i = 0; i < terms.length; i += ROWS_PER_INSERT) {
        const batch = terms.slice(i, i + ROWS_PER_INSERT);
        await queryRunner.query(
          `INSERT INTO application_search_terms (applicant_kind, term, applicant_id) VALUES ${batch.map(() => '(?, ?, ?)').join(', ')}`,
          batch.flat(),
        );
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of Object.values(TABLES)) {
      await queryRunner.dropIndex(table, `idx_${table}_review_name`);
      await queryRunner.dropIndex(table, `idx_${table}_status_name`);
    }
    await queryRunner.query('DROP TABLE application_search_terms');
  }
}
