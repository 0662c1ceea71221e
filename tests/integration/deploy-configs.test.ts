import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { render, renderAll, TEMPLATES } from '../../deploy/render.mjs';
import { needs, nginxMainConf, selfSignedCertificate } from './deploy.support.js';

const UNITS = [
  'odf.service',
  'odf-backup.service',
  'odf-backup.timer',
  'odf-restore-check.service',
  'odf-restore-check.timer',
  'odf-doctor.service',
];

/** The deploy/ templates rendered with this machine's paths (verify checks that ExecStart= exists). */
function rendered(values: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-rendered-'));
  renderAll(dir, { NODE: process.execPath, APP_DIR: projectRoot, DATA_DIR: dir, BACKUP_DIR: dir, ...values });
  return { dir, read: (name: string) => readFileSync(path.join(dir, name), 'utf8') };
}

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });

/** Node on a script, without blocking this process (the test's own server must keep answering). */
const runNode = (script: string, args: string[]) =>
  new Promise<number | null>((resolve) => spawn(process.execPath, [script, ...args], { stdio: 'ignore' }).on('exit', resolve));

describe('deploy/ templates', () => {
  it('render every value, and refuse a placeholder they do not know', () => {
    const { read } = rendered({ DOMAIN: 'apply.example.org', UPLOAD_REQUEST_MB: '40', SHUTDOWN_GRACE_S: '25' });
    for (const name of [...UNITS, 'Caddyfile', 'nginx-odf.conf', 'odf.env']) expect(read(name), name).not.toMatch(/\{\{/);
    expect(() => render('{{NOPE}}')).toThrow(/Unknown template value/);
    // The stop timeout follows the app's grace; the proxies' body limit follows its upload limit.
    expect(read('odf.service')).toContain('TimeoutStopSec=35');
    expect(read('Caddyfile')).toMatch(/max_size 41MiB/);
    expect(read('nginx-odf.conf')).toMatch(/client_max_body_size 41m;/);
    expect(read('odf.env')).toMatch(/^UPLOAD_REQUEST_MB=40$/m);
  });

  it('keep secrets out of the environment: credentials only, the app trusting exactly its proxy', () => {
    const { dir, read } = rendered();
    const unit = read('odf.service');
    expect(unit).not.toMatch(/^Environment=.*(KEY|SECRET|PASSWORD)/m);
    expect(unit).toMatch(/^LoadCredential=encryption-key:/m);
    for (const option of [
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'PrivateTmp=yes',
      'ProtectHome=yes',
      'Restart=on-failure',
    ])
      expect(unit).toContain(option);
    // The data folder, and nothing else.
    expect(unit.match(/^ReadWritePaths=(.*)$/m)![1]).toBe(dir);
    expect(read('odf.env')).toMatch(/^TRUST_PROXY=127\.0\.0\.1$/m);
    expect(read('odf.env')).not.toMatch(/KEY=|SECRET=|PASSWORD=/);
    // Set, not appended: a visitor's own X-Forwarded-For never reaches the app.
    expect(read('nginx-odf.conf')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(read('nginx-odf.conf').replace(/#.*$/gm, '')).not.toContain('$proxy_add_x_forwarded_for');
    expect(read('Caddyfile')).toContain('header_up X-Forwarded-For {remote_host}');
  });

  it("send nginx's plain HTTP to the site's own name, never the Host a visitor wrote, and name no nginx version", () => {
    const conf = (given: Record<string, string>) => rendered(given).read('nginx-odf.conf').replace(/#.*$/gm, '');
    const plain = conf({ DOMAIN: 'apply.example.org' });
    expect(plain).toContain('return 301 https://apply.example.org$request_uri;');
    expect(plain).not.toMatch(/return 30\d [^;]*\$(host|http_host)/);
    expect(plain.match(/server_tokens off;/g)).toHaveLength(2);
    // A proxy on another HTTPS port (the tests' loopback copies) keeps it in the address.
    expect(conf({ DOMAIN: 'localhost', HTTPS_PORT: '8443' })).toContain('return 301 https://localhost:8443$request_uri;');
  });

  it('wait-ready.mjs (ExecStartPost) returns once /api/health/ready answers 200, and fails when it never does', async () => {
    let calls = 0;
    const server = createServer((_req, res) => res.writeHead(++calls < 3 ? 503 : 200).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const script = path.join(projectRoot, 'deploy/wait-ready.mjs');
    try {
      const ready = await runNode(script, [`http://127.0.0.1:${port}/api/health/ready`, '10']);
      expect(ready).toBe(0);
      expect(calls).toBe(3);
    } finally {
      server.close();
    }
    expect(await runNode(script, [`http://127.0.0.1:${port}/api/health/ready`, '1'])).toBe(1);
  });

  const systemdAnalyze = needs('systemd-analyze', 'systemd-analyze verify on the units');
  it.skipIf(!systemdAnalyze)('systemd-analyze verify passes on the units', () => {
    const { dir } = rendered();
    const result = spawnSync(systemdAnalyze!, ['verify', ...UNITS.map((u) => path.join(dir, u))], { encoding: 'utf8', cwd: dir });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
    // And it can fail: a unit whose program does not exist.
    writeFileSync(
      path.join(dir, 'odf.service'),
      render(readFileSync(path.join(TEMPLATES, 'odf.service'), 'utf8'), { NODE: '/nonexistent/node' }),
    );
    expect(spawnSync(systemdAnalyze!, ['verify', path.join(dir, 'odf.service')]).status).not.toBe(0);
  });

  const caddy = needs('caddy', 'caddy validate on the Caddyfile');
  it.skipIf(!caddy)('caddy validate passes on the Caddyfile, with a real domain and with tls internal', () => {
    const variants: Record<string, string>[] = [
      { DOMAIN: 'apply.example.org' },
      { SITE_ADDRESS: 'https://localhost:18443', CADDY_TLS: 'tls internal' },
    ];
    for (const values of variants) {
      const { dir } = rendered(values);
      const result = run(caddy!, ['validate', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile']);
      expect(result.status, result.stderr).toBe(0);
    }
  });

  const nginx = needs('nginx', 'nginx -t on the site');
  const openssl = needs('openssl', 'nginx -t on the site');
  it.skipIf(!nginx || !openssl)('nginx -t passes on the site, inside a main configuration of the test', () => {
    const { dir } = rendered({ HTTP_PORT: '18080', HTTPS_PORT: '18443' });
    const { cert, key } = selfSignedCertificate(dir, openssl!);
    writeFileSync(
      path.join(dir, 'nginx-odf.conf'),
      render(readFileSync(path.join(TEMPLATES, 'nginx-odf.conf'), 'utf8'), {
        TLS_CERT: cert,
        TLS_KEY: key,
        HTTP_PORT: '18080',
        HTTPS_PORT: '18443',
      }),
    );
    const main = nginxMainConf(dir);
    const result = run(nginx!, ['-t', '-p', dir, '-c', main]);
    expect(result.status, result.stderr).toBe(0);
  });
});
