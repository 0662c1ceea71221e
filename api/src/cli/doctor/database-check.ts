import type { DataSource } from 'typeorm';
import { describeDatabase } from '../../../../db/data-source.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

/** Migrations this version knows that the database has not run: the server runs them at start. */
async function pendingMigrations(db: DataSource): Promise<string[]> {
  const ran = (await db.query('SELECT name FROM migrations')) as { name: string }[];
  const done = new Set(ran.map((r) => r.name));
  return db.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !done.has(name));
}

export async function checkMigrations(ctx: DoctorContext): Promise<CheckResult> {
  const where = describeDatabase(ctx);
  if (!ctx.db) return fail('migrations', 'not checked: the database did not open', 'Fix the database first.');
  const pending = await pendingMigrations(ctx.db).catch(() => ['(no migrations table)']);
  if (pending.length === 0) return ok('migrations', `${ctx.db.migrations.length} applied, none pending (${where})`);
  return fail(
    'migrations',
    `${pending.length} not applied: ${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}`,
    'Take a backup, then run `npm run db:migrate` (or restart the service: it migrates at start).',
  );
}

/** The database's clock against this machine's: expiry of codes and sessions compares the two. */
export async function checkClock(ctx: DoctorContext): Promise<CheckResult> {
  if (!ctx.db) return fail('clock', 'not checked: the database did not open', 'Fix the database first.');
  if (ctx.db.options.type !== 'mysql') return ok('clock', "SQLite uses this machine's clock");
  const before = Date.now();
  const [row] = (await ctx.db.query('SELECT UNIX_TIMESTAMP(NOW(3)) AS now')) as { now: string | number }[];
  const local = (before + Date.now()) / 2;
  const skew = Math.abs(Number(row!.now) * 1000 - local) / 1000;
  const detail = `database and this machine differ by ${skew.toFixed(1)} s`;
  const fix = 'Run time synchronisation on both machines (`timedatectl set-ntp true`).';
  if (skew > 30) return fail('clock', detail, fix);
  if (skew > 2) return warn('clock', detail, fix);
  return ok('clock', detail);
}

export function databaseResult(ctx: DoctorContext, error: Error | undefined): CheckResult {
  if (error)
    return fail(
      'database',
      error.message,
      'Check DATABASE_URL (and the db-password credential) and that the database server runs.',
    );
  return ok('database', `reachable: ${describeDatabase(ctx)}`);
}
