import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, multipartForm } from '../support/fixtures/application-requests.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { createMysqlDatabase, type DatabaseKind } from '../support/test-app.js';
import { startInstance } from '../support/two-instances.js';

export const KEY = 'ab'.repeat(32);
export const OTHER_KEY = 'cd'.repeat(32);

export interface CliResult {
  status: number | null;
  out: string;
}

/** Runs a built command-line tool (dist/api/src/cli/<name>.js) as the deployment's services would. */
export function runCli(name: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, [path.join(projectRoot, `dist/api/src/cli/${name}.js`), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    cwd: projectRoot,
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, out })));
}

/**
 * An installation as deploy/ sets one up: secrets in a credentials folder (as LoadCredential=
 * leaves them, 0600), production settings behind a proxy on loopback, a mail server, and one
 * submitted application (an SSN and documents to open). The app is stopped after the submission.
 */
export async function installation(kind: DatabaseKind) {
  if (!existsSync(path.join(projectRoot, 'dist/api/src/server.js'))) throw new Error('Run `npm run build` first.');
  const root = mkdtempSync(path.join(tmpdir(), 'odf-deploy-'));
  const dataDir = path.join(root, 'data');
  const credentials = path.join(root, 'credentials');
  const backups = path.join(root, 'backups');
  mkdirSync(credentials, { mode: 0o700 });
  const writeCredential = (name: string, value: string) => {
    writeFileSync(path.join(credentials, name), value + '\n', { mode: 0o600 });
    chmodSync(path.join(credentials, name), 0o600);
  };
  writeCredential('encryption-key', KEY);
  writeCredential('session-secret', 's'.repeat(48));
  const database = kind === 'mysql' ? await createMysqlDatabase() : undefined;
  const smtp = await startSmtpReceiver();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CREDENTIALS_DIRECTORY: credentials,
    NODE_ENV: 'production',
    // Only the proxy on this machine reaches the app (deploy/templates/odf.env).
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://apply.example.org',
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: smtp.url,
    LOG_REQUESTS: 'off',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const app = await startInstance('deploy', env);
  const fields = sampleFields['high-school']({ email: 'applicant@example.org' });
  const response = await fetch(`${app.url}/api/high-school/submit-new-application`, {
    method: 'POST',
    body: multipartForm(fields, await documentsFor('high-school', { sizeBytes: 16 * 1024 })),
  });
  if (response.status !== 201) throw new Error(`submission answered ${response.status}: ${await response.text()}`);
  app.child.kill('SIGTERM');
  await app.exited;
  const admin = await runCli(
    'admin-create',
    ['--email', 'admin@example.org', '--password', 'Str0ng#Pass', '--first-name', 'Ada', '--last-name', 'Admin'],
    env,
  );
  if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.out}`);
  return {
    root,
    dataDir,
    credentials,
    backups,
    env,
    smtp,
    database,
    writeCredential,
    async close() {
      await smtp.close();
      await database?.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export type Installation = Awaited<ReturnType<typeof installation>>;

/** A tool from Debian's packages (caddy, nginx, systemd-analyze, openssl), or undefined when absent. */
export function findTool(name: string): string | undefined {
  for (const dir of ['/usr/bin', '/usr/sbin', '/bin', '/sbin', ...(process.env.PATH ?? '').split(':')]) {
    const full = path.join(dir, name);
    if (dir && existsSync(full)) return full;
  }
  return undefined;
}

/** Says, by name, why a suite is skipped: only where the tool is absent (CI installs it: .ci/run). */
export function needs(tool: string, suite: string): string | undefined {
  const found = findTool(tool);
  if (!found)
    console.log(
      `[skipped] ${suite}: ${tool} is not installed (apt-get install ${tool === 'systemd-analyze' ? 'systemd' : tool}).`,
    );
  return found;
}

/** A certificate for localhost, made here: nginx terminates TLS with it in the tests. */
export function selfSignedCertificate(dir: string, openssl: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    openssl,
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** nginx's own main file for a test: everything in `dir`, the site included. */
export function nginxMainConf(dir: string): string {
  const main = path.join(dir, 'nginx-main.conf');
  writeFileSync(
    main,
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/nginx-odf.conf;\n}\n`,
  );
  return main;
}
