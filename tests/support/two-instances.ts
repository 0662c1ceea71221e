import { CookieJar } from './cookie-jar.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';

const serverScript = path.join(projectRoot, 'dist/api/src/server.js');

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the built server as its own process (with Node's `nodeArgs` if given), and resolves once it listens. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  { nodeArgs = [] }: { nodeArgs?: string[] } = {},
): Promise<Instance> {
  const child = spawn(process.execPath, [...nodeArgs, serverScript], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'off', ...env },
    cwd: projectRoot,
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${out}`)), 45_000);
    child.stdout!.on('data', () => {
      const match = /running at (http:\/\/\S+?)\/? /.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((code) => reject(new Error(`${name} exited with ${code}:\n${out}`)));
  });
  return { name, url, child, output: () => out, exited };
}

export interface Proxy {
  url: string;
  /** Which instance answered each request, in order. */
  servedBy: string[];
  close(): Promise<void>;
}

/**
 * A small round-robin load balancer: each request goes to the next instance still up; it adds
 * the caller's X-Forwarded-For like a real one (the test sends a made-up client address in
 * X-Client-Address). An instance that refuses connections is taken out and the request goes to
 * the next (nothing was sent); a request cut off mid-way answers 502 and is not sent again (the
 * instance may have stored it).
 */
export async function startProxy(instances: Instance[]): Promise<Proxy> {
  const down = new Set<string>();
  const servedBy: string[] = [];
  let turn = 0;
  /** Sends one request to the next live instance; a refused connection (nothing sent) goes to the next. */
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse): void => {
    const live = instances.filter((i) => !down.has(i.name));
    if (live.length === 0) return void res.writeHead(503).end();
    const target = live[turn++ % live.length]!;
    const { port } = new URL(target.url);
    const client = String(req.headers['x-client-address'] ?? '198.51.100.1');
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, 'x-forwarded-for': client };
    delete headers['x-client-address'];
    // A fresh connection each time (no keep-alive), so a dead instance shows as refused at once.
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: false }, (answer) => {
      servedBy.push(target.name);
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.name });
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        down.add(target.name);
        return forward(req, body, res);
      }
      // Cut off mid-way: the instance may have stored it, so it is not sent again.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"bad gateway"}');
      else res.destroy();
    });
    upstream.end(body);
  };
  const server: Server = createServer((req, res) => {
    // A connection reset on either side (an instance killed mid-answer) ends that request only.
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser: keeps its cookies whichever address it talks to (all are the same site). */
export class Browser {
  private readonly cookies = new CookieJar();

  constructor(readonly clientAddress = '198.51.100.1') {}

  async fetch(
    base: string,
    method: string,
    url: string,
    init: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-client-address': this.clientAddress, ...init.headers };
    const cookie = this.cookies.header();
    if (cookie) headers.cookie = cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + url, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    this.cookies.take(response);
    return response;
  }

  async csrfToken(base: string): Promise<string> {
    return ((await (await this.fetch(base, 'GET', '/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
