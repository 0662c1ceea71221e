import 'reflect-metadata';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app.js';
import { organisation } from './domain/organisation.js';
import { ConfigError, loadConfig } from './config/config.js';
import { shareInstanceSecrets } from './config/shared-secrets.js';
import { withCredentials } from './config/credentials.js';
import { keepServingOnUnhandledRejection } from './http/safety-net.js';
import { createMailer } from './mail/mailer.js';
import { createServices } from './services.js';
import { SCANNING_OFF_NOTICE } from './scanning/scanner.js';
import { DatabaseError, describeDatabase, openDatabase } from '../../db/data-source.js';
import { User } from './modules/accounts/user.entity.js';

async function main(): Promise<void> {
  // A safety net, not the fix: one forgotten promise must not take the site down for everyone.
  keepServingOnUnhandledRejection();
  // Files we create (database, secrets, outbox) are readable by this user only: they hold PII.
  process.umask(0o077);
  const loaded = loadConfig();
  const db = await openDatabase(loaded);
  // Several instances on one MySQL sign with one session secret and seal with the same keys.
  const config = await shareInstanceSecrets(db, loaded, withCredentials(process.env));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const services = createServices(config, db, mailer);
  const { app, apollo } = await createApp(services);
  const server = createServer(app);
  // Uploads on slow phone connections take time; idle sockets do not.
  server.requestTimeout = 5 * 60 * 1000;
  server.headersTimeout = 60 * 1000;
  server.keepAliveTimeout = 5 * 1000;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  // Mail queued before a restart (or while SMTP was down) leaves from here on.
  services.mailOutbox.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`${organisation.name} is running at http://${shownHost}:${port}/ (${describeDatabase(config)})`);
  // Said at every start: an operator reading the log sees that uploads go unscanned.
  if (services.infra.scanner.driver === 'off') console.warn(SCANNING_OFF_NOTICE);
  else console.log(`Uploads are scanned for malware by clamd at ${config.scanning.clamdUrl}.`);
  if ((await db.getRepository(User).countBy({ role: 'admin' })) === 0) {
    console.log('No admin yet. Create the first one with:');
    console.log('  npm run admin:create -- --email you@example.org --first-name Ada --last-name Lovelace');
  }

  // After the migrations (openDatabase ran them) and once the app serves.
  services.infra.jobs.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    // No new connections from here; uploads in flight get up to SHUTDOWN_GRACE_S to finish.
    const force = setTimeout(() => {
      console.error(`Requests still open after ${config.shutdownGraceMs / 1000} s: stopping anyway.`);
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    // Scheduled jobs stop claiming now; a run in progress is told to stop and its lease handed back.
    const jobsStopped = services.infra.jobs.stop();
    server.close(() => {
      void Promise.all([apollo.stop(), jobsStopped])
        .then(() => services.accounts.passwordResets.drain())
        .then(() => services.applicationStatus.signIn.drain())
        .then(() => services.mailOutbox.stop())
        .then(() => db.destroy())
        .then(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseError) {
    console.error(error.message);
  } else {
    console.error(`Could not start: ${(error as Error).message}`);
  }
  process.exit(1);
});
