import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../db/data-source.js';
import { createMysqlDatabase, type DatabaseKind } from './test-app.js';

export interface TwoConnections {
  a: DataSource;
  b: DataSource;
  close(): Promise<void>;
}

/** Two connections to one fresh, migrated database: what two instances of the app see. */
export async function twoConnections(kind: DatabaseKind): Promise<TwoConnections> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-two-'));
  const mysqlDb = kind === 'mysql' ? await createMysqlDatabase({ migrated: true }) : undefined;
  const settings = { dataDir, databaseUrl: mysqlDb?.url };
  const a = await openDatabase(settings);
  const b = await openDatabase(settings, { migrate: false });
  return {
    a,
    b,
    async close() {
      await a.destroy();
      await b.destroy();
      await mysqlDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
