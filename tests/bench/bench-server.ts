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
import { seedAuditLog } from './seed-audit.js';

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
// The audit bench: BENCH_AUDIT_ROWS chained rows, timed on their own.
const auditStarted = performance.now();
const auditStaff = process.env.BENCH_AUDIT_ROWS
  ? await seedAuditLog(db, Number(process.env.BENCH_AUDIT_ROWS), config.auditKey)
  : [];
const auditSeedMs = performance.now() - auditStarted;
// Seeding a million rows in this process leaves garbage a real server never carries: collected
// now, so that no request timed later pays for it with a long pause.
(globalThis as { gc?: () => void }).gc?.();
const counter = countQueries(db);
// BENCH_WEB_ROOT serves the built site (dist/web) for the page-delivery figures.
const { app, apollo } = await createApp(services, { webRoot: process.env.BENCH_WEB_ROOT ?? path.join(dataDir, 'no-web') });
const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  process.send?.({ ready: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

/**
 * Bench-only: the audit write costed out. `audit-off` makes the audit service's record() a no-op
 * in this process (the row, its chain step and the access alerts' count), `audit-on` restores it.
 * Nothing of the kind exists in the app.
 */
const audit = services.audit as unknown as { record: unknown };
const auditOff = () => (audit.record = async () => {});
const auditOn = () => delete audit.record;

/** Times `n` audited reads appended straight through the audit service (with the alerts' count). */
async function appendTimes(n: number): Promise<number[]> {
  const times: number[] = [];
  const actor = { userId: auditStaff[0] ?? 1, ip: '10.9.9.9' };
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await services.audit.record(actor, {
      action: 'application.view',
      targetType: 'undergrad',
      targetId: i + 1,
      reference: 'UG-BNCH-0001',
      read: true,
    });
    times.push(performance.now() - started);
  }
  return times;
}

const commands: Record<string, () => unknown> = {
  // A request's own queries only: mail an earlier request queued (a sign-in's notice) is sent
  // first, so its delivery is not counted as the measured request's.
  'queries-reset': async () => {
    await services.mailOutbox.runDue();
    counter.reset();
    return 0;
  },
  'seed-ms': () => seedMs,
  'audit-seed-ms': () => auditSeedMs,
  'audit-staff': () => auditStaff,
  'audit-off': () => Boolean(auditOff()),
  'audit-on': auditOn,
  'append-times': () => appendTimes(40),
  'audit-verify': async () => {
    const started = performance.now();
    const report = await services.audit.verify();
    return { ok: report.ok, rows: report.rows, ms: performance.now() - started, message: report.firstBreak?.message ?? null };
  },
};
process.on('message', (m: { command: string }) => {
  const command = commands[m.command];
  void Promise.resolve(command ? command() : counter.count).then((answer) => process.send?.({ answer }));
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
