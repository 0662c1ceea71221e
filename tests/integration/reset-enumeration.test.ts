import { spawn } from 'node:child_process';
import { createStaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const SEND = '/api/auth/admin-access/reset-password/send-temp-code';
const CREATE = '/api/auth/admin-access/reset-password/create-new-password';

function post(app: TestApp, path: string, body: unknown): Promise<Response> {
  return fetch(app.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Times code requests from another process, as an outside prober would: a client inside the
 * server's own process could only read an answer once the server's event loop is free again.
 * Each of the samples is the middle of five tries, after two warm-up rounds, with a pause
 * between requests; which address goes first alternates, so an order effect cannot pass for a
 * difference.
 */
function probeFromOutside(url: string, knownEmail: string, unknownEmail: string, rounds: number) {
  const script = `
    const { performance } = require('node:perf_hooks');
    const [url, known, unknown, rounds] = process.argv.slice(1);
    const pause = (ms) => new Promise((r) => setTimeout(r, ms));
    const timed = async (email) => {
      const start = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error('status ' + response.status);
      const ms = performance.now() - start;
      await pause(100);
      return ms;
    };
    const mid = (xs) => xs.sort((a, b) => a - b)[2];
    (async () => {
      const out = { known: [], unknown: [] };
      for (let i = 0; i < 2 + Number(rounds); i++) {
        // Each sample is the middle of five tries; turns alternate so that neither always goes first.
        const k = [], u = [];
        for (let t = 0; t < 5; t++) {
          if ((i + t) % 2) { k.push(await timed(known)); u.push(await timed(unknown)); }
          else { u.push(await timed(unknown)); k.push(await timed(known)); }
        }
        if (i >= 2) { out.known.push(mid(k)); out.unknown.push(mid(u)); }
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e.message); process.exit(1); });`;
  return new Promise<{ known: number[]; unknown: number[] }>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, url, knownEmail, unknownEmail, String(rounds)]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(stderr))));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe.each(databases)('a stranger cannot tell known accounts from unknown ones on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('answers wrong codes after a code request alike, down to the fifth', async () => {
    const known = await createStaffAccount(app, 'employee');
    const unknown = 'no-such-person@example.org';
    const answers: Record<string, string[]> = {};
    for (const email of [known.email, unknown]) {
      expect((await post(app, SEND, { email })).status).toBe(200);
      await pause(100);
      answers[email] = [];
      for (let i = 0; i < 6; i++) {
        const response = await post(app, CREATE, { email, password: 'Guess#Word1', tempPassResetCode: `1000000${i}` });
        answers[email].push(`${response.status} ${JSON.stringify(await response.json())}`);
      }
    }
    expect(answers[known.email]!.map((a) => a.slice(0, 3))).toEqual(['400', '400', '400', '400', '429', '429']);
    expect(answers[unknown]).toEqual(answers[known.email]);
  });

  // Timing on a shared machine has noise in both directions; a real difference (2.4 ms before the
  // answer went out first) fails every try, a noisy one passes on another.
  it(
    'answers a code request for a known and an unknown address in the same time (medians within 1 ms)',
    { retry: 2 },
    async () => {
      const known = await createStaffAccount(app, 'employee');
      const samples = await probeFromOutside(app.url + SEND, known.email, 'nobody-at-all@example.org', 20);
      const gap = Math.abs(median(samples.known) - median(samples.unknown));
      const said = `known ${median(samples.known).toFixed(2)} ms, unknown ${median(samples.unknown).toFixed(2)} ms`;
      expect(samples.known).toHaveLength(20);
      expect(gap, said).toBeLessThan(1);
    },
  );
});
