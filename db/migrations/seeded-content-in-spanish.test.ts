import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { demoNews, demoStoreProducts, demoTeam } from '../../api/src/domain/site-content-seed.js';
import { dataSourceOptions } from '../data-source.js';
import { migrations } from './index.js';

const NAME = 'SeededContentInSpanish1700000001160';

/** A database as it stood before the migration: every migration before it has run. */
async function databaseBefore(dataDir: string): Promise<DataSource> {
  const upTo = migrations.findIndex((m) => m.name === NAME);
  const db = new DataSource({ ...dataSourceOptions({ dataDir, databaseUrl: undefined }), migrations: migrations.slice(0, upTo) });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  return db;
}

/** Stores a row with the given values and a filler in every other required column. */
async function insertRow(db: DataSource, table: string, values: Record<string, string | number | null>): Promise<void> {
  const columns = (await db.query(`PRAGMA table_info(${table})`)) as {
    name: string;
    type: string;
    notnull: number;
    pk: number;
  }[];
  const row: Record<string, string | number | null> = {};
  for (const c of columns) {
    if (c.pk || !c.notnull) continue;
    row[c.name] = /int|bool/i.test(c.type) ? 1 : c.type === 'datetime' ? '2026-01-01 00:00:00' : `x-${c.name}`.slice(0, 8);
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await db.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, Object.values(row));
}

// Issue 41 (H4): a database seeded before the seed had its Spanish gets it, where staff left it.
describe('the seeded content in Spanish migration', () => {
  it('fills only empty Spanish fields whose English is still the seed’s, and raises the content version', async () => {
    const [maya, daniel] = demoTeam as [(typeof demoTeam)[number], (typeof demoTeam)[number]];
    const [report] = demoNews;
    const backpack = demoStoreProducts.find((p) => p.title === 'Campus Backpack')!;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-migrate-'));
    const before = await databaseBefore(dataDir);
    await insertRow(before, 'content_version', { version_id: 1, version: 7 });
    // Untouched demo rows.
    await insertRow(before, 'team_members', { name: maya.name, role: maya.role, summary: maya.summary, blurb: maya.blurb });
    // Staff wrote a Spanish role, and changed the English summary.
    await insertRow(before, 'team_members', {
      name: daniel.name,
      role: daniel.role,
      role_es: 'Director de Programas',
      summary: 'Runs our grants.',
      blurb: daniel.blurb,
    });
    // Staff replaced the person: nothing of theirs matches the seed.
    await insertRow(before, 'team_members', { name: 'Ana Ruiz', role: 'Treasurer', summary: 'Keeps the books.', blurb: '' });
    await insertRow(before, 'news_stories', {
      title: report!.title,
      summary: report!.summary,
      summary_es: 'Resumen del personal.',
    });
    await insertRow(before, 'store_products', { title: backpack.title, title_es: '' });
    await before.destroy();

    const after = new DataSource(dataSourceOptions({ dataDir, databaseUrl: undefined }));
    await after.initialize();
    await after.runMigrations({ transaction: 'each' });
    const team = (await after.query('SELECT name, role_es, summary_es, blurb_es FROM team_members ORDER BY member_id')) as Record<
      string,
      string | null
    >[];
    expect(team).toEqual([
      { name: maya.name, role_es: maya.roleEs, summary_es: maya.summaryEs, blurb_es: maya.blurbEs },
      { name: daniel.name, role_es: 'Director de Programas', summary_es: null, blurb_es: daniel.blurbEs },
      { name: 'Ana Ruiz', role_es: null, summary_es: null, blurb_es: null },
    ]);
    expect(await after.query('SELECT title_es, summary_es FROM news_stories')).toEqual([
      { title_es: report!.titleEs, summary_es: 'Resumen del personal.' },
    ]);
    expect(await after.query('SELECT title_es FROM store_products')).toEqual([{ title_es: 'Mochila Campus' }]);
    expect(await after.query('SELECT version FROM content_version')).toEqual([{ version: 8 }]);
    await after.destroy();
  });
});
