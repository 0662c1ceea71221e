import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseError, openDatabase } from './data-source.js';

describe('openDatabase', () => {
  it('fails fast with a clear message when MySQL is unreachable, never falling back to SQLite', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-db-'));
    const started = Date.now();
    const attempt = openDatabase({ dataDir, databaseUrl: 'mysql://root@127.0.0.1:9/odf' });
    await expect(attempt).rejects.toThrow(DatabaseError);
    await expect(openDatabase({ dataDir, databaseUrl: 'mysql://root@127.0.0.1:9/odf' })).rejects.toThrow(
      /^Cannot open the database \(MySQL at 127\.0\.0\.1:9\/odf\): ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('creates the SQLite file in DATA_DIR, in WAL mode, with the migrated tables', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-db-'));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    const [{ journal_mode: mode }] = (await db.query('PRAGMA journal_mode')) as [{ journal_mode: string }];
    expect(mode).toBe('wal');
    const tables = ((await db.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'audit_log', 'migrations']));
    await db.destroy();
  });
});
