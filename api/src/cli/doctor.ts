import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sqliteFile } from '../backup/sqlite-backup.js';
import { loadDatabaseSettings, nodeEnvKind } from '../config/config.js';
import { withCredentials } from '../config/credentials.js';
import { openDatabase } from '../../../db/data-source.js';
import { fail, type CheckResult, type DoctorContext } from './doctor/check.js';
import { checkClock, checkMigrations, databaseResult } from './doctor/database-check.js';
import { checkKey } from './doctor/key-check.js';
import { checkDataPermissions } from './doctor/permissions-check.js';
import { checkRuntime } from './doctor/runtime-check.js';
import { checkScanner } from './doctor/scanner-check.js';
import {
  checkHost,
  checkIntrospection,
  checkProduction,
  checkPublicUrl,
  checkRateLimits,
  checkSecondFactor,
  checkSessionSecret,
  checkAuditKey,
  checkTrustProxy,
} from './doctor/settings-checks.js';
import { checkSmtp } from './doctor/smtp-check.js';
import { checkBackups, checkDisk } from './doctor/storage-checks.js';

/**
 * `npm run doctor [-- --json]`: is this installation safe? One line per check, with what to do
 * for each failure; exit 1 on any failure (warnings exit 0). Runs with the server up or down, and
 * changes nothing: no migration, no generated secret, no mail sent. Run it with the service's
 * settings and credentials: `systemctl start odf-doctor; journalctl -u odf-doctor` (deploy/README.md).
 */
const USAGE = 'Usage: npm run doctor [-- --json]';
const MARK = { ok: '✔', warn: '!', fail: '✖' } as const;

async function runChecks(given: Record<string, string | undefined>): Promise<CheckResult[]> {
  let env: Record<string, string | undefined>;
  let settings: { dataDir: string; databaseUrl: string | undefined };
  try {
    env = withCredentials(given);
    settings = loadDatabaseSettings(env);
  } catch (error) {
    return [fail('settings', (error as Error).message, 'Fix the setting named, in /etc/odf/odf.env or its credential.')];
  }
  // A misspelt production (`Production`) is judged as production: the production check names it.
  const production = nodeEnvKind(env.NODE_ENV) !== 'other';
  const ctx: DoctorContext = { env, given, ...settings, production, db: undefined };
  const safely = async (name: string, check: () => Promise<CheckResult | CheckResult[]> | CheckResult | CheckResult[]) => {
    try {
      return [await check()].flat();
    } catch (error) {
      return [fail(name, `the check itself failed: ${(error as Error).message}`, 'Report this with the line above.')];
    }
  };
  // Before the database opens: the modes as the server left them.
  const permissions = await safely('data-permissions', () => checkDataPermissions(ctx));
  let dbError: Error | undefined;
  try {
    // Opening a missing SQLite file would create an empty one: say so instead.
    if (!settings.databaseUrl && !existsSync(sqliteFile(settings.dataDir))) {
      throw new Error(`There is no database at ${sqliteFile(settings.dataDir)}: start the server once, or restore a backup.`);
    }
    ctx.db = await openDatabase(settings, { migrate: false });
  } catch (error) {
    dbError = error as Error;
  }
  try {
    const results: CheckResult[] = [checkRuntime(ctx), databaseResult(ctx, dbError)];
    results.push(...(await safely('migrations', () => checkMigrations(ctx))));
    results.push(...(await safely('encryption-key', () => checkKey(ctx))));
    results.push(...(await safely('session-secret', () => checkSessionSecret(ctx))));
    results.push(...(await safely('audit-key', () => checkAuditKey(ctx))));
    results.push(...permissions);
    results.push(...(await safely('production', () => checkProduction(ctx))));
    results.push(...(await safely('public-url', () => checkPublicUrl(ctx))));
    results.push(...(await safely('trust-proxy', () => checkTrustProxy(ctx))));
    results.push(...(await safely('host', () => checkHost(ctx))));
    results.push(...(await safely('rate-limits', () => checkRateLimits(ctx))));
    results.push(...(await safely('second-factor', () => checkSecondFactor(ctx))));
    results.push(...(await safely('introspection', () => checkIntrospection(ctx))));
    results.push(...(await safely('smtp', () => checkSmtp(ctx))));
    results.push(...(await safely('scanner', () => checkScanner(ctx))));
    results.push(...(await safely('disk', () => checkDisk(ctx))));
    results.push(...(await safely('clock', () => checkClock(ctx))));
    results.push(...(await safely('backup', () => checkBackups(ctx))));
    return results;
  } finally {
    await ctx.db?.destroy();
  }
}

async function main(): Promise<void> {
  // Whatever loadDatabaseSettings has to create (a missing outbox folder) is private, as the server makes it.
  process.umask(0o077);
  const { values } = parseArgs({ options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) return void console.log(USAGE);
  const results = await runChecks(process.env);
  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  if (values.json) {
    console.log(JSON.stringify({ ok: failed === 0, failed, warned, checks: results }, null, 2));
  } else {
    const width = Math.max(...results.map((r) => r.name.length));
    for (const r of results) {
      console.log(`${MARK[r.status]} ${r.name.padEnd(width)}  ${r.detail}${r.fix ? `\n  ${' '.repeat(width)}  → ${r.fix}` : ''}`);
    }
    console.log(failed ? `${failed} failed, ${warned} warnings: not safe yet.` : `All checks passed (${warned} warnings).`);
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(`The doctor could not run: ${(error as Error).message}\n${USAGE}`);
  process.exit(1);
});
