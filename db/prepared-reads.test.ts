import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createMysqlDatabase, databases } from '../tests/support/test-app.js';
import { openDatabase } from './data-source.js';
import { onRead, readRowValues, readRows } from './prepared-reads.js';

const SQL = 'SELECT email AS email, role AS role, user_id AS id FROM users WHERE role = ? ORDER BY user_id';

describe.each(databases)('prepared reads on %s', (kind) => {
  let db: DataSource;
  let drop = async () => {};

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-reads-'));
    let databaseUrl: string | undefined;
    if (kind === 'mysql') ({ url: databaseUrl, drop } = await createMysqlDatabase());
    db = await openDatabase({ dataDir, databaseUrl });
    for (const [email, role] of [
      ['ada@example.org', 'admin'],
      ['bo@example.org', 'volunteer'],
      ['cy@example.org', 'admin'],
    ])
      await db.query(
        'INSERT INTO users (first_name, last_name, email, email_normalized, password_hash, role) VALUES (?, ?, ?, ?, ?, ?)',
        ['A', 'B', email, email, 'hash', role],
      );
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('reads the same rows as db.query, as objects or as values in the order selected', async () => {
    const expected = ((await db.query(SQL, ['admin'])) as Record<string, unknown>[]).map((r) => ({ ...r }));
    expect(expected.map((r) => r.email)).toEqual(['ada@example.org', 'cy@example.org']);
    expect((await readRows(db, SQL, ['admin'])).map((r) => ({ ...r }))).toEqual(expected);
    expect(await readRowValues(db, SQL, ['admin'])).toEqual(expected.map((r) => [r.email, r.role, r.id]));
    // The same text read as objects after values (one statement cache for both) still gives objects.
    expect((await readRows(db, SQL, ['volunteer']))[0]).toMatchObject({ email: 'bo@example.org', role: 'volunteer' });
    expect(await readRowValues(db, SQL, ['nobody'])).toEqual([]);
  });

  it('tells a query counter about every statement it runs past the query runner', async () => {
    const seen: string[] = [];
    const stop = onRead(db, (sql) => seen.push(sql));
    await readRows(db, SQL, ['admin']);
    await readRowValues(db, SQL, ['admin']);
    stop();
    await readRowValues(db, SQL, ['admin']);
    // On MySQL the reads go through the DataSource, where the counter wraps the query runner instead.
    expect(seen).toEqual(kind === 'sqlite' ? [SQL, SQL] : []);
  });
});
