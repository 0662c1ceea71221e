import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The bare node:http baseline: the least any server must do for the same request. It reads a
 * POST body and throws it away, or answers a GET with n bytes or a JSON list of n rows;
 * /static/<file> is a file of BENCH_STATIC_ROOT read from disk and sent as it is; /same answers
 * any request with the body last PUT there.
 */
const cache = new Map<number, Buffer>();

/** The body /same answers with, set by a PUT to /same: the app's own answer, byte for byte. */
let same = Buffer.alloc(0);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/same') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') same = Buffer.concat(chunks);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(same.length) }).end(same);
    });
    return;
  }
  if (req.method === 'POST') {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ size })));
    return;
  }
  if (url.pathname.startsWith('/static/') && process.env.BENCH_STATIC_ROOT) {
    const file = path.join(process.env.BENCH_STATIC_ROOT, path.normalize(url.pathname.slice('/static/'.length)));
    readFile(file).then(
      (bytes) =>
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(bytes.length) }).end(bytes),
      () => res.writeHead(404).end(),
    );
    return;
  }
  const n = Number(url.searchParams.get('n') ?? 0);
  if (url.pathname === '/bytes') {
    if (!cache.has(n)) cache.set(n, Buffer.alloc(n, 7));
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(n) }).end(cache.get(n));
    return;
  }
  const rows = Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    kind: 'UNDERGRAD',
    reference: 'UG-0000-0000',
    firstName: 'Maria',
    lastName: `Gonzalez${i}`,
    email: `applicant${i}@example.org`,
    createdAt: new Date().toISOString(),
    status: 'ACTIVE',
  }));
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ data: { applications: { total: 10_000, items: rows } } }));
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ ready: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
