import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { createApp } from '../../api/src/app.js';
import { loadConfig, type AppConfig } from '../../api/src/config/config.js';
import { shareInstanceSecrets } from '../../api/src/config/shared-secrets.js';
import { createMailer, type Mailer } from '../../api/src/mail/mailer.js';
import type { MailOutboxOptions } from '../../api/src/modules/mail-outbox/mail-outbox.service.js';
import { createServices, type Services } from '../../api/src/services.js';
import type { Clock } from '../../api/src/config/clock.js';
import { openDatabase } from '../../db/data-source.js';
import { adminSettings, buildSchemaTemplate, copySchemaInto, quoted, type SchemaTemplate } from './mysql-template.js';

export type DatabaseKind = 'sqlite' | 'mysql';

/** SQLite always; MariaDB/MySQL too when MYSQL_URL is set (CI sets it). */
export const databases: DatabaseKind[] = process.env.MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export interface TestApp {
  url: string;
  services: Services;
  config: AppConfig;
  dataDir: string;
  server: Server;
  /** Stops the app; with `keep`, its data folder and database stay for a restart (`reuse`). */
  close(options?: { keep?: boolean }): Promise<StoredData>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  webRoot?: string;
  /** Where the app's time comes from (program cycle windows); tests drive it instead of waiting. */
  clock?: Clock;
  /** The outbox worker's timing; by default it looks every 200 ms and retries after 100 ms, 200 ms, … */
  mailOutbox?: MailOutboxOptions;
  /** Start on the data of an earlier app (see `close({ keep: true })`), as a restart does. */
  reuse?: StoredData;
}

/** What a restarted app needs to find its data again. */
export interface StoredData {
  dataDir: string;
  databaseUrl?: string;
  drop?: () => Promise<void>;
}

/** Each worker migrates one template and copies it into every migrated database it makes. */
let template: Promise<SchemaTemplate> | undefined;

/**
 * A database of its own on the MariaDB at MYSQL_URL: empty, or with `migrated` already holding
 * every migration (copied from a template this worker migrated once; see mysql-template.ts).
 */
export async function createMysqlDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = adminSettings(process.env.MYSQL_URL!);
  const name = `odf_test_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const conn = await mysql.createConnection(admin);
    await conn.query(sql).finally(() => conn.end());
  };
  await run(`CREATE DATABASE ${quoted(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const drop = () => run(`DROP DATABASE IF EXISTS ${quoted(name)}`);
  if (migrated) {
    template ??= buildSchemaTemplate(process.env.MYSQL_URL!);
    await copySchemaInto(admin, name, await template).catch(async (error: unknown) => {
      await drop();
      throw error;
    });
  }
  const url = new URL(process.env.MYSQL_URL!);
  url.pathname = `/${name}`;
  return { url: url.href, drop };
}

/** Starts the real app on an ephemeral port with its own data folder and database. */
export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'odf-test-'));
  const mysqlDb =
    kind !== 'mysql'
      ? undefined
      : options.reuse?.databaseUrl
        ? { url: options.reuse.databaseUrl, drop: options.reuse.drop ?? (async () => {}) }
        : await createMysqlDatabase({ migrated: true });
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // Limits off, except for an app started as production, which refuses to run without them.
    ODF_RATE_LIMITS: options.env?.NODE_ENV === 'production' ? 'on' : 'off',
    LOG_REQUESTS: 'off',
    ...(mysqlDb ? { DATABASE_URL: mysqlDb.url } : {}),
    ...options.env,
  };
  const db = await openDatabase(loadConfig(env, () => {}));
  const config = await shareInstanceSecrets(
    db,
    loadConfig(env, () => {}),
    env,
  );
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  // Scheduled jobs are not started in tests; the outbox's own look every 200 ms stands in for its sweep.
  const services = createServices(config, db, mailer, {
    clock: options.clock,
    mailOutbox: { pollMs: 200, backoff: { baseMs: 100, capMs: 1000 }, ...options.mailOutbox },
  });
  services.mailOutbox.start();
  const { app, apollo } = await createApp(services, { webRoot: options.webRoot ?? path.join(dataDir, 'no-web') });
  const server = createServer(app);
  // The tests' fetch shares this process: after a test holds the event loop for seconds (a
  // synchronous SQLite seed), the server's idle timer and the client's fire together and a reused
  // socket can be reset mid-request. The client's own 4 s idle limit then always closes first.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    config,
    dataDir,
    server,
    async close({ keep = false } = {}) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await services.infra.jobs.stop();
      await services.accounts.passwordResets.drain();
      await services.applicationStatus.signIn.drain();
      await services.mailOutbox.stop();
      await db.destroy();
      if (!keep) {
        await mysqlDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      return { dataDir, databaseUrl: mysqlDb?.url, drop: mysqlDb?.drop };
    },
  };
}
