import { Worker } from 'node:worker_threads';
import { median } from '../bench/harness.js';

export { median };

/** Twice the 20 the finding asks for: a median of 40 stays put when the machine is busy. */
export const SAMPLES = 40;
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
const { url, plan, pauseMs, headers } = workerData;
// One connection, kept alive: connection set-up would otherwise dwarf the difference sought.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function time(json) {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error('answered ' + res.statusCode)));
    });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  const times = [];
  for (const json of plan) {
    await sleep(pauseMs);
    times.push(await time(json));
  }
  agent.destroy();
  parentPort.postMessage(times);
})().catch((error) => { throw error; });
`;

/** Times each JSON POST of the plan, in order, from the prober thread (ms). */
function probe(url: string, plan: unknown[], headers: Record<string, string>): Promise<number[]> {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, plan, pauseMs: PAUSE_MS, headers } });
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', (times: number[]) => resolve(times));
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

/**
 * The answer times of a door (a JSON POST to `url`) for a known subject and for unknown ones, in
 * SAMPLES pairs after a warm-up, alternating which of the pair goes first so neither gains from
 * a warmer server. `unknown(n)` is the n-th unknown body, each a fresh one.
 */
export async function timeKnownAndUnknown(
  url: string,
  known: unknown,
  unknown: (n: number) => unknown,
  headers: Record<string, string> = {},
): Promise<{ known: number[]; unknown: number[] }> {
  const plan: { who: 'known' | 'unknown' | 'warm-up'; body: unknown }[] = [];
  for (let i = -WARM_UP; i < SAMPLES; i++) {
    const pair = [
      { who: 'known' as const, body: known },
      { who: 'unknown' as const, body: unknown(i + WARM_UP) },
    ];
    if (i % 2) pair.reverse();
    plan.push(...pair.map((p) => (i < 0 ? { ...p, who: 'warm-up' as const } : p)));
  }
  const measured = await probe(
    url,
    plan.map((p) => p.body),
    headers,
  );
  const times = { known: [] as number[], unknown: [] as number[] };
  plan.forEach((p, i) => p.who !== 'warm-up' && times[p.who].push(measured[i]!));
  return times;
}

/** How many rounds a timing test may take before it reports a gap. */
export const ROUNDS = 3;

export interface TimingRound {
  known: number;
  unknown: number;
  gap: number;
}

/**
 * Measures the door in up to ROUNDS rounds of SAMPLES pairs and returns each round's medians,
 * stopping at the first round whose gap is under `barMs`. A real leak (a hash, a write or a mail
 * done only for a known subject) shows in every round; a neighbour's burst of work lands in one
 * round at most, so the smallest gap says what the door leaks and not what the machine did.
 */
export async function medianGapRounds(
  url: string,
  known: unknown,
  unknown: (n: number) => unknown,
  headers: Record<string, string> = {},
  barMs = 1,
): Promise<TimingRound[]> {
  const rounds: TimingRound[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times = await timeKnownAndUnknown(url, known, (n) => unknown(round * 1000 + n), headers);
    if (times.known.length !== SAMPLES || times.unknown.length !== SAMPLES) throw new Error('a sample went missing');
    const [k, u] = [median(times.known), median(times.unknown)];
    rounds.push({ known: k, unknown: u, gap: Math.abs(k - u) });
    if (rounds.at(-1)!.gap < barMs) break;
  }
  return rounds;
}

/** One line per round, for the log a reader compares across runs. */
export function describeRounds(label: string, rounds: TimingRound[]): string {
  return rounds
    .map(
      (r, i) =>
        `[${label}] round ${i + 1}: median known ${r.known.toFixed(3)} ms, unknown ${r.unknown.toFixed(3)} ms, gap ${r.gap.toFixed(3)} ms`,
    )
    .join('\n');
}
