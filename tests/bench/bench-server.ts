import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config/config.js';
import { createMailer } from '../../api/src/mail/mailer.js';
import { hashPassword } from '../../api/src/modules/accounts/password-hash.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { createServices } from '../../api/src/services.js';
import { openDatabase } from '../../db/data-source.js';
import { countQueries } from './query-counter.js';
import { seedDecisions, seedUndergradApplicants } from './seed-applicants.js';

/**
 * The real app in its own process for the bench: fresh DATA_DIR and SQLite (or BENCH_DATABASE_URL),
 * an admin bench@example.org, BENCH_SEED undergraduate applications, and a query counter the
 * parent reads over IPC.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-bench-'));
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ODF_RATE_LIMITS: 'off',
    LOG_REQUESTS: 'off',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    // The hostile-PDF suite sends from several addresses through X-Forwarded-For.
    ...(process.env.BENCH_TRUST_PROXY ? { TRUST_PROXY: process.env.BENCH_TRUST_PROXY } : {}),
  },
  () => {},
);
const db = await openDatabase(config);
const mailer = createMailer({
  smtpUrl: undefined,
  from: config.mailFrom,
  outboxDir: path.join(dataDir, 'outbox'),
});
const services = createServices(config, db, mailer);
services.mailOutbox.start();
await db.getRepository(User).insert({
  firstName: 'Bench',
  lastName: 'Admin',
  email: 'bench@example.org',
  emailNormalized: 'bench@example.org',
  passwordHash: await hashPassword('Bench=Pass1'),
  role: 'admin',
});
const seedStarted = performance.now();
await seedUndergradApplicants(db, config.encryptionKey, Number(process.env.BENCH_SEED ?? 0), {
  inReviewEvery: Number(process.env.BENCH_IN_REVIEW_EVERY ?? 0),
});
// "Assigned to me": every BENCH_ASSIGN_EVERY-th seeded application is assigned to the bench admin.
if (process.env.BENCH_ASSIGN_EVERY) {
  const admin = await db.getRepository(User).findOneByOrFail({ email: 'bench@example.org' });
  await db.query(
    `INSERT INTO application_assignments (applicant_kind, applicant_id, user_id, assigned_at) SELECT 'undergrad', undergrad_applicant_id, ?, created_at FROM undergrad_applicants WHERE undergrad_applicant_id % ? = 1`,
    [admin.id, Number(process.env.BENCH_ASSIGN_EVERY)],
  );
}
// The reports bench: a share of them decided, approved and paid, with their status history.
if (process.env.BENCH_DECIDE) await seedDecisions(db);
const seedMs = performance.now() - seedStarted;
const counter = countQueries(db);
// BENCH_WEB_ROOT serves the built site (dist/web) for the page-delivery figures.
const { app, apollo } = await createApp(services, { webRoot: process.env.BENCH_WEB_ROOT ?? path.join(dataDir, 'no-web') });
const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  process.send?.({ ready: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

process.on('message', (m: { command: string }) => {
  if (m.command === 'queries-reset') counter.reset();
  process.send?.({ answer: m.command === 'seed-ms' ? seedMs : counter.count });
});
process.on('SIGTERM', () => {
  console.log = () => {};
  server.closeAllConnections();
  server.close(async () => {
    await apollo.stop();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
