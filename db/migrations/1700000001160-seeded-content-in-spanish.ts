import type { MigrationInterface, QueryRunner } from 'typeorm';
import { demoNews, demoStoreProducts, demoTeam } from '../../api/src/domain/site-content-seed.js';

/**
 * The Spanish of the demo content (issue 41, docs/decisions/475) for a database seeded before the
 * seed carried it: a fresh install gets it from the seed itself (this runs first, on empty tables,
 * and changes nothing). A Spanish field is filled only where it is still empty AND its English is
 * still the seed's, word for word: whatever staff wrote, in either language, is never touched, and
 * no Spanish is put beside an English that staff changed since. Data only; `down` leaves it, as
 * staff may have kept or edited it since.
 */
const FILLS: { table: string; items: readonly object[]; fields: Record<string, string> }[] = [
  { table: 'team_members', items: demoTeam, fields: { role: 'role_es', summary: 'summary_es', blurb: 'blurb_es' } },
  { table: 'news_stories', items: demoNews, fields: { title: 'title_es', summary: 'summary_es' } },
  { table: 'store_products', items: demoStoreProducts, fields: { title: 'title_es' } },
];

export class SeededContentInSpanish1700000001160 implements MigrationInterface {
  name = 'SeededContentInSpanish1700000001160';

  async up(queryRunner: QueryRunner): Promise<void> {
    let filled = 0;
    for (const { table, items, fields } of FILLS) {
      for (const item of items as Record<string, string>[]) {
        for (const [english, spanish] of Object.entries(fields)) {
          const en = item[english];
          const es = item[`${english}Es`];
          if (!en || !es) continue;
          const where = `${english} = ? AND (${spanish} IS NULL OR ${spanish} = '')`;
          const [{ n }] = (await queryRunner.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, [en])) as [
            { n: number | string },
          ];
          if (Number(n) === 0) continue;
          await queryRunner.query(`UPDATE ${table} SET ${spanish} = ? WHERE ${where}`, [es, en]);
          filled += Number(n);
        }
      }
    }
    // Every instance re-reads the content at its next version check, as after a staff edit.
    if (filled > 0) await queryRunner.query('UPDATE content_version SET version = version + 1 WHERE version_id = 1');
  }

  async down(): Promise<void> {
    // Nothing to undo: the columns stay (migration 991), and the Spanish may be staff's by now.
  }
}
