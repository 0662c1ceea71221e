import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { createMysqlDatabase } from '../tests/support/test-app.js';
import { openDatabase } from './data-source.js';
import { eraseDeletedData } from './erase-deleted.js';

describe('eraseDeletedData on SQLite', () => {
  it('runs with secure_delete, and empties the WAL once its own connection leaves another transaction', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-erase-'));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const [{ secure_delete: secure }] = (await db.query('PRAGMA secure_delete')) as [{ secure_delete: number }];
      expect(secure).toBe(1);
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      await runner.query("INSERT INTO audit_log (action, target_type, at) VALUES ('test', 'test', '2026-01-01')");
      const erasing = eraseDeletedData(db, []);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await runner.commitTransaction();
      expect(await erasing).toMatchObject({ checkpointed: true });
      const [wal] = (await db.query('PRAGMA wal_checkpoint(PASSIVE)')) as { log: number }[];
      expect(Number(wal!.log)).toBe(0);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('eraseDeletedData on SQLite behind a long reader (a backup)', () => {
  it('never stops the server while it waits, and empties the WAL once the reader is gone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-erase-'));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    const reader = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      await db.query("INSERT INTO audit_log (action, target_type, at) VALUES ('test', 'test', '2026-01-01')");
      reader.prepare('BEGIN').run();
      reader.prepare('SELECT COUNT(*) FROM audit_log').get();
      let longestTick = 0;
      let last = Date.now();
      const ticking = setInterval(() => {
        longestTick = Math.max(longestTick, Date.now() - last);
        last = Date.now();
      }, 20);
      const report = await eraseDeletedData(db, []);
      clearInterval(ticking);
      expect(report.checkpointed).toBe(false);
      // Each try gives up at once (no busy wait on the connection the server's queries share).
      expect(longestTick).toBeLessThan(500);
      reader.prepare('COMMIT').run();
      expect(await eraseDeletedData(db, [])).toMatchObject({ checkpointed: true });
    } finally {
      reader.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe.runIf(process.env.MYSQL_URL)('eraseDeletedData on MariaDB', () => {
  it('rebuilds the tables, and gives up at once on one a long transaction holds instead of stalling its queries', async () => {
    const target = await createMysqlDatabase();
    const db = await openDatabase({ dataDir: tmpdir(), databaseUrl: target.url });
    const url = new URL(target.url);
    const holder = await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: 'root',
      database: url.pathname.slice(1),
    });
    try {
      // A backup's snapshot transaction has read this table and holds it until it ends.
      await holder.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
      await holder.query('SELECT COUNT(*) FROM undergrad_applicants');
      const started = Date.now();
      const erasing = eraseDeletedData(db, ['undergrad_applicants', 'application_notes']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const queried = Date.now();
      await db.query('SELECT COUNT(*) AS n FROM undergrad_applicants');
      expect(Date.now() - queried).toBeLessThan(4000);
      const report = await erasing;
      expect(Date.now() - started).toBeLessThan(8000);
      expect(report).toMatchObject({ notNow: ['undergrad_applicants'], rebuilt: ['application_notes'], tooLarge: [] });

      await holder.query('COMMIT');
      expect(await eraseDeletedData(db, ['undergrad_applicants'])).toMatchObject({
        rebuilt: ['undergrad_applicants'],
        notNow: [],
      });
    } finally {
      await holder.end();
      await db.destroy();
      await target.drop();
    }
  }, 30_000);
});
