import { Worker } from 'node:worker_threads';
import { UndergradApplicant } from '../../api/src/modules/applicants/undergrad-applicant.entity.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications } from './review-support.js';

const SEND = '/api/application-status/send-code';
/** Twice the 20 the finding asks for: a median of 40 stays put when the machine is busy. */
const SAMPLES = 40;
const WARM_UP = 5;
/**
 * A paced prober leaves the server idle between requests, so it sees the answer alone and not
 * whatever work the previous request left behind; pausing here measures what such a prober
 * measures, and keeps one sample's leftover work from landing in the next sample.
 */
const PAUSE_MS = 30;

/**
 * The prober runs on a thread of its own, as a stranger's client runs on a machine of its own:
 * on the app's thread, the reply would be read only after the work the app does once it has
 * answered, and the test would time that work instead of the answer.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { setTimeout: sleep } = require('node:timers/promises');
const { url, plan, pauseMs, csrf, cookie } = workerData;
// One connection, kept alive: connection set-up would otherwise dwarf the difference sought.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function time(pair) {
  const body = JSON.stringify(pair);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'csrf-token': csrf, cookie } }, (res) => {
      res.resume();
      res.on('end', () => res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error('answered ' + res.statusCode)));
    });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  const times = [];
  for (const pair of plan) {
    await sleep(pauseMs);
    times.push(await time(pair));
  }
  agent.destroy();
  parentPort.postMessage(times);
})().catch((error) => { throw error; });
`;

type Pair = { reference: string; email: string };

/** Times each code request of the plan, in order, from the prober thread (ms), with an anonymous CSRF token. */
async function probe(app: TestApp, plan: Pair[]): Promise<number[]> {
  const client = new HttpClient(app.url);
  const csrf = await client.csrfToken();
  const cookie = `odf.csrf=${client.cookie('odf.csrf')}`;
  const worker = new Worker(PROBER, { eval: true, workerData: { url: app.url + SEND, plan, pauseMs: PAUSE_MS, csrf, cookie } });
  return new Promise((resolve, reject) => {
    worker.once('message', (times: number[]) => resolve(times));
    worker.once('error', reject);
  }).finally(() => void worker.terminate()) as Promise<number[]>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe.each(databases)(
  'a status-page code takes as long to ask for a real application as for a wrong reference on %s',
  (kind) => {
    let app: TestApp;
    beforeAll(async () => {
      // The test app runs with rate limits off, so 90 requests from one address all get answered.
      app = await startTestApp(kind);
    });
    afterAll(() => app.close());

    it(`answers within 1 ms of each other, in median over ${SAMPLES} samples each`, async () => {
      const [id] = await freshApplications(app, 1);
      const applicant = await app.services.db.getRepository(UndergradApplicant).findOneByOrFail({ id });
      const known = { reference: applicant.reference, email: applicant.email };
      const plan: ({ who: 'known' | 'unknown' | 'warm-up' } & Pair)[] = [];
      for (let i = -WARM_UP; i < SAMPLES; i++) {
        // Alternating which goes first, so neither gains from a warmer server.
        const n = String(i + WARM_UP).padStart(4, '0');
        const pair = [
          { who: 'known' as const, ...known },
          { who: 'unknown' as const, reference: `UG-ZZZZ-${n}`, email: known.email },
        ];
        if (i % 2) pair.reverse();
        plan.push(...pair.map((p) => (i < 0 ? { ...p, who: 'warm-up' as const } : p)));
      }
      const measured = await probe(
        app,
        plan.map(({ reference, email }) => ({ reference, email })),
      );
      const times = { known: [] as number[], unknown: [] as number[] };
      plan.forEach((p, i) => p.who !== 'warm-up' && times[p.who].push(measured[i]!));
      expect(times.known).toHaveLength(SAMPLES);
      expect(times.unknown).toHaveLength(SAMPLES);
      if (process.env.STATUS_TIMING_DEBUG) console.log(JSON.stringify(times));
      const gap = Math.abs(median(times.known) - median(times.unknown));
      console.log(
        `[status-code-timing] ${kind}: median known ${median(times.known).toFixed(3)} ms, unknown ${median(times.unknown).toFixed(3)} ms, gap ${gap.toFixed(3)} ms`,
      );
      expect(gap).toBeLessThan(1);
    });
  },
);
