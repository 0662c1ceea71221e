/**
 * The suites' MariaDB databases are copied from a migrated template (tests/support/mysql-template.ts)
 * instead of each running every migration. The copy must be the schema the migrations make: the
 * same tables with the same columns, keys, foreign keys and options, and the rows they seed.
 */
import { openDatabase } from '../../db/data-source.js';
import { adminSettings, readSchema } from '../support/mysql-template.js';
import { createMysqlDatabase } from '../support/test-app.js';

describe.skipIf(!process.env.MYSQL_URL)('a migrated test database on MariaDB (needs MYSQL_URL)', () => {
  it('is what running the migrations makes: every table as MariaDB prints it, and the seeded rows', async () => {
    const admin = adminSettings(process.env.MYSQL_URL!);
    const migrated = await createMysqlDatabase();
    const copied = await createMysqlDatabase({ migrated: true });
    try {
      const db = await openDatabase({ dataDir: '', databaseUrl: migrated.url });
      await db.destroy();
      const nameOf = (url: string) => new URL(url).pathname.slice(1);
      const want = await readSchema(admin, nameOf(migrated.url));
      const got = await readSchema(admin, nameOf(copied.url));

      expect(want.tables.length).toBeGreaterThan(30);
      expect(got.tables).toEqual(want.tables);
      // Seeded rows may carry the time they were written; their tables, columns and counts match.
      const shape = (t: typeof want) => t.rows.map((r) => ({ table: r.table, columns: r.columns, count: r.values.length }));
      expect(shape(got)).toEqual(shape(want));
      const applied = (t: typeof want) => t.rows.find((r) => r.table === 'migrations')?.values;
      expect(applied(got)).toEqual(applied(want));
      expect(applied(got)?.length).toBe(db.migrations.length);

      // A copy starts as the app leaves a migrated database: nothing is left to run.
      const app = await openDatabase({ dataDir: '', databaseUrl: copied.url }, { migrate: false });
      expect(await app.showMigrations()).toBe(false);
      await app.destroy();
    } finally {
      await migrated.drop();
      await copied.drop();
    }
  });
});
