import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
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

  it("takes SQLite's write lock when a transaction begins, so another process's write never fails a request midway", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-db-'));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    await db.query('CREATE TABLE scratch (name TEXT NOT NULL)');
    // Another process on the same file (an operator's command-line tool), not waiting for locks.
    const other = new Database(path.join(dataDir, 'app.sqlite'), { timeout: 0 });
    const otherWrite = () => other.prepare("INSERT INTO scratch (name) VALUES ('other')").run();
    try {
      await db.transaction(async (manager) => {
        await manager.query('SELECT COUNT(*) FROM scratch');
        // Begun as a reader, the transaction would let the other write in, then fail its own
        // write with "database is locked". It holds the lock instead: the other process waits.
        expect(otherWrite).toThrow(/database is locked/);
        await manager.query("INSERT INTO scratch (name) VALUES ('mine')");
      });
      otherWrite();
      const names = ((await db.query('SELECT name FROM scratch ORDER BY name')) as { name: string }[]).map((r) => r.name);
      expect(names).toEqual(['mine', 'other']);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
