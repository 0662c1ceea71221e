import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../data-source.js';
import { migrations } from './index.js';

/** A database as it stood before a migration: every migration before it has run. */
async function databaseBefore(dataDir: string, migrationName: string): Promise<DataSource> {
  const upTo = migrations.findIndex((m) => m.name === migrationName);
  const db = new DataSource({ ...dataSourceOptions({ dataDir, databaseUrl: undefined }), migrations: migrations.slice(0, upTo) });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  return db;
}

/** Stores a row with the given values and a plausible filler in every other required column. */
async function insertRow(db: DataSource, table: string, values: Record<string, string | number>): Promise<void> {
  const columns = (await db.query(`PRAGMA table_info(${table})`)) as {
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }[];
  const row: Record<string, string | number> = {};
  for (const c of columns) {
    if (c.pk || !c.notnull || c.dflt_value !== null) continue;
    row[c.name] = /int/i.test(c.type) ? 1 : c.name.endsWith('_at') ? '2026-01-01 00:00:00' : `x-${c.name}`.slice(0, 8);
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await db.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, Object.values(row));
}

describe('the staff list index migration', () => {
  it('indexes the applications stored before it, so an upgraded site finds them by name', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-migrate-'));
    const before = await databaseBefore(dataDir, 'StaffListIndex1700000000940');
    await insertRow(before, 'undergrad_applicants', { reference: 'U-OLD1', first_name: 'Marisol', last_name: 'Quintero' });
    await insertRow(before, 'parent_applicants', { reference: 'P-OLD1', parent_first_name: 'Abena', parent_last_name: 'Owusu' });
    await insertRow(before, 'school_applicants', { reference: 'S-OLD1', first_name: 'Tomasz', last_name: 'Wojcik' });
    await before.destroy();

    const after = new DataSource(dataSourceOptions({ dataDir, databaseUrl: undefined }));
    await after.initialize();
    await after.runMigrations({ transaction: 'each' });
    const terms = (await after.query(
      "SELECT applicant_kind AS kind, term FROM application_search_terms WHERE term IN ('quintero', 'owusu', 'wojcik') ORDER BY term",
    )) as { kind: string; term: string }[];
    expect(terms).toEqual([
      { kind: 'parent', term: 'owusu' },
      { kind: 'undergrad', term: 'quintero' },
      { kind: 'high-school', term: 'wojcik' },
    ]);
    await after.destroy();
  });
});
