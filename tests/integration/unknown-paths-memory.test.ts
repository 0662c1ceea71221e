/**
 * Unknown paths cost no memory (issue 36, finding 2): 20,000 distinct 2,000-character paths that
 * are no page each answer 404 with the one 404 page, and the server's resident memory ends where
 * it began. The page cache used to keep a null result for every path asked for, until the
 * content changed: an outside tester grew a server from 373 MB to 1,212 MB that way.
 * The built server runs in its own process, so its RSS is its own; it is started with
 * --expose-gc and collects its garbage on SIGUSR2, so the figures compare live memory.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { startInstance } from '../support/two-instances.js';

const MB = 1024 * 1024;
const PATHS = 20_000;
const PATH_LENGTH = 2_000;
const IN_FLIGHT = 8;
/** What the flood may leave behind: 20,000 paths kept (40 MB of keys alone) would far exceed it. */
const ALLOWANCE_MB = 20;
const serverScript = path.join(projectRoot, 'dist/api/src/server.js');
/** A garbage collection on request, so a reading is of live memory, not of garbage not yet collected. */
const GC_ON_SIGNAL = 'data:text/javascript,process.on("SIGUSR2",()=>{globalThis.gc();globalThis.gc();})';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-unknown-paths-'));
  const instance = await startInstance(
    'unknown-paths',
    { DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32) },
    { nodeArgs: ['--expose-gc', '--import', GC_ON_SIGNAL] },
  );
  return {
    child: instance.child,
    port: Number(new URL(instance.url).port),
    async stop() {
      if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
      await instance.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's resident memory after two full collections. */
async function liveRss(server: Server): Promise<number> {
  server.child.kill('SIGUSR2');
  await sleep(500);
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;
}

const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function get(server: Server, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: url, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A distinct unknown path of PATH_LENGTH characters: every tenth under /es, which has its own 404
 * page, and every tenth a team member that does not exist (the router's `:id` matches any id).
 */
function unknownPath(round: string, i: number): string {
  if (i % 10 === 5) return `/open-diploma-fund-our-team-member/${round === 'warm' ? 9 : 1}${i}`.padEnd(PATH_LENGTH, '0');
  const start = `${i % 10 === 0 ? '/es' : ''}/${round}-${i}-`;
  return start + 'abcdefghij'.repeat(PATH_LENGTH / 10).slice(0, PATH_LENGTH - start.length);
}

/** Asks for `count` unknown paths, IN_FLIGHT at a time; each must be the 404 page of its language. */
async function askUnknown(server: Server, round: string, count: number, notFound: { en: string; es: string }) {
  let next = 0;
  let wrong = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const url = unknownPath(round, i);
      const { status, body } = await get(server, url);
      if (status !== 404 || body !== (url.startsWith('/es/') ? notFound.es : notFound.en)) wrong++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return wrong;
}

describe('unknown paths on the built server', () => {
  let server: Server;
  beforeAll(async () => {
    if (!existsSync(serverScript)) throw new Error('Run `npm run build` first: this test starts the built server.');
    server = await startServer();
  });
  afterAll(async () => {
    agent.destroy();
    await server?.stop();
  });

  it(`answers ${PATHS} distinct ${PATH_LENGTH}-character unknown paths with the 404 page and keeps none of them (RSS +${ALLOWANCE_MB} MB at most)`, async () => {
    const home = await get(server, '/');
    expect(home.status).toBe(200);
    expect(home.body).toMatch(/<h1[^>]*>/);
    const staff = await get(server, '/admin-access');
    expect(staff.status).toBe(200);
    const en = await get(server, '/no-such-page');
    const es = await get(server, '/es/no-such-page');
    expect([en.status, es.status]).toEqual([404, 404]);
    expect(en.body).toContain('Oops! We couldn&#x27;t find this page');
    expect(es.body).toContain('lang="es');
    const notFound = { en: en.body, es: es.body };

    // Warmed up with paths of the same shape, so the heap has grown to what the traffic needs.
    expect(await askUnknown(server, 'warm', 2_000, notFound)).toBe(0);
    const before = await liveRss(server);
    const started = performance.now();
    expect(await askUnknown(server, 'flood', PATHS, notFound)).toBe(0);
    const seconds = (performance.now() - started) / 1000;
    const after = await liveRss(server);
    const growthMb = (after - before) / MB;
    console.log(
      `[unknown paths] ${PATHS} × ${PATH_LENGTH} characters in ${seconds.toFixed(1)} s: RSS ` +
        `${(before / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB (${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB)`,
    );
    expect(growthMb).toBeLessThan(ALLOWANCE_MB);
    // The real pages are still there.
    expect((await get(server, '/')).body).toBe(home.body);
  }, 120_000);
});
