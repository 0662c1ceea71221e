import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderAll } from '../../deploy/render.mjs';
import { findTool, nginxMainConf } from '../integration/deploy.support.js';

/** A port nobody listens on now (the proxies' configurations need their ports before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface TlsProxy {
  name: 'caddy' | 'nginx';
  /** https://localhost:<port> */
  url: string;
  port: number;
  /** The plain-HTTP port nginx redirects from (Caddy's tests turn its redirects off). */
  httpPort?: number;
  /** The certificate authority a client must trust (Caddy's internal one, or nginx's self-signed certificate). */
  ca: Buffer;
  output: () => string;
  stop(): Promise<void>;
}

function watch(child: ChildProcess) {
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function until<T>(
  what: string,
  output: () => string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not come up:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** deploy/Caddyfile rendered for loopback: `tls internal` (Caddy's own authority) on a high port. */
export async function startCaddy(appPort: number): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  renderAll(dir, {
    PORT: String(appPort),
    SITE_ADDRESS: `https://localhost:${httpsPort}`,
    CADDY_TLS: 'tls internal',
    CADDY_GLOBAL: [
      'admin off',
      `http_port ${httpPort}`,
      `https_port ${httpsPort}`,
      'auto_https disable_redirects',
      'skip_install_trust',
      `storage file_system {\n\t\troot ${dir}/data\n\t}`,
    ].join('\n\t'),
  });
  const child = spawn(findTool('caddy')!, ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  const { output, stop } = watch(child);
  const rootCert = path.join(dir, 'data/pki/authorities/local/root.crt');
  const ca = await until('caddy', output, () => (existsSync(rootCert) ? readFileSync(rootCert) : undefined));
  const url = `https://localhost:${httpsPort}`;
  await until('caddy', output, async () => ((await httpsRequest(url, '/api/health', { ca })).status > 0 ? true : undefined));
  return { name: 'caddy', url, port: httpsPort, ca, output, stop };
}

/** deploy/nginx-odf.conf rendered for loopback, terminating TLS with a certificate made here by openssl. */
export async function startNginx(appPort: number): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-nginx-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    findTool('openssl')!,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  renderAll(dir, {
    PORT: String(appPort),
    DOMAIN: 'localhost',
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    TLS_CERT: cert,
    TLS_KEY: key,
  });
  const main = nginxMainConf(dir);
  // Workers run as the test's user; as root, nginx would switch them to nobody, who cannot use the test's folder.
  if (process.getuid?.() === 0) writeFileSync(main, `user root;\n${readFileSync(main, 'utf8')}`);
  const child = spawn(findTool('nginx')!, ['-p', dir, '-c', main, '-g', 'daemon off;'], {
    env: { PATH: process.env.PATH ?? '' },
  });
  const { output, stop } = watch(child);
  const ca = readFileSync(cert);
  const url = `https://localhost:${httpsPort}`;
  const log = () => output() + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  await until('nginx', log, async () => ((await httpsRequest(url, '/api/health', { ca })).status > 0 ? true : undefined));
  return { name: 'nginx', url, port: httpsPort, httpPort, ca, output: log, stop };
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTPS request to the proxy, checking its certificate against `ca`. `from` is the client's
 * own loopback address (127.0.0.x): each test client is a different visitor to the proxy.
 */
export function httpsRequest(
  base: string,
  pathname: string,
  options: { ca: Buffer; method?: string; headers?: Record<string, string | number>; body?: Buffer; from?: string },
): Promise<HttpsAnswer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: Number(port),
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host: `localhost:${port}`, ...options.headers },
        ca: options.ca,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A FormData as the bytes and content type a browser would send. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
