import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { KINDS, type ApplicantEntity } from '../../api/src/modules/applicants/kinds.js';
import { insertSearchTerms } from '../../api/src/modules/staff-review/search-index.js';
import { isMysql } from '../dialect.js';

/**
 * The staff lists stay fast at any size (issue 28, docs/decisions/270): the search-term index
 * and the name-order indexes. One migration for SQLite and MySQL; the terms table is written in
 * each dialect's own words because its term column compares as bytes (utf8mb4_bin on MySQL,
 * SQLite's default BINARY), so a prefix is a range of the primary key.
 */
const TABLES: Record<ApplicationKind, { table: string; first: string; last: string }> = {
  undergrad: { table: 'undergrad_applicants', first: 'first_name', last: 'last_name' },
  parent: { table: 'parent_applicants', first: 'parent_first_name', last: 'parent_last_name' },
  'high-school': { table: 'school_applicants', first: 'first_name', last: 'last_name' },
};

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

  private async indexExisting(queryRunner: QueryRunner, kind: ApplicationKind): Promise<void> {
    const repository = queryRunner.manager.getRepository<ApplicantEntity>(KINDS[kind].entity);
    let after = 0;
    for (;;) {
      const rows = await repository
        .createQueryBuilder('a')
        .where('a.id > :after', { after })
        .orderBy('a.id', 'ASC')
        .take(BACKFILL_BATCH)
        .getMany();
      if (rows.length === 0) return;
      await insertSearchTerms(queryRunner.manager, kind, rows);
      after = rows[rows.length - 1]!.id;
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
