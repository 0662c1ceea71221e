import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One line of the results table. Later suites add rows the same way. */
export interface BenchRow {
  /** What was measured, e.g. "Submission, 7 × 2 MB files: latency". */
  metric: string;
  value: number;
  /** Same measurement against a bare node:http server in the same run, when it has one. */
  baseline?: number;
  /** What the baseline is when it is not bare node:http, e.g. "at 2,000" (the same request on a smaller table). */
  against?: string;
  unit: 'ms' | 'µs' | 'MB' | 'queries' | 'KB' | 'req/s' | '%';
  /** The performance bar of ARCHITECTURE.md, as text, e.g. "< 30 MB". */
  bar?: string;
  /** Whether the value meets the bar. */
  pass?: boolean;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchRow[]>;
}

/** A child Node process started from a compiled bench entry file, talking over IPC. */
export class Child {
  private constructor(
    readonly process: ChildProcess,
    readonly url: string,
  ) {}

  static async start(entry: string, env: Record<string, string> = {}): Promise<Child> {
    const file = fileURLToPath(new URL(entry, import.meta.url));
    const child = fork(file, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (m: { ready?: string }) => (m.ready ? resolve(m.ready) : reject(new Error('child failed'))));
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
    });
    return new Child(child, url);
  }

  /** Sends a command and waits for its answer (the bench server's query counter). */
  ask<T>(command: string): Promise<T> {
    return new Promise((resolve) => {
      this.process.once('message', (m: { answer: T }) => resolve(m.answer));
      this.process.send({ command });
    });
  }

  /** Resident memory of the child in bytes, read from /proc (Linux). */
  rss(): number {
    const status = readFileSync(`/proc/${this.process.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
  }

  /** CPU time the child has used so far (user + system), in ms, read from /proc (Linux; 100 ticks a second). */
  cpuMs(): number {
    const fields = readFileSync(`/proc/${this.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }

  async stop(): Promise<void> {
    const exited = new Promise((r) => this.process.once('exit', r));
    this.process.kill('SIGTERM');
    await exited;
  }
}

/** Runs `work` while sampling the child's RSS every 2 ms; returns its time and the peak growth. */
export async function measure<T>(child: Child, work: () => Promise<T>): Promise<{ ms: number; peakGrowth: number; result: T }> {
  if (global.gc) global.gc();
  const before = child.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, child.rss())), 2);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    peak = Math.max(peak, child.rss());
    return { ms, peakGrowth: peak - before, result };
  } finally {
    clearInterval(timer);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const MB = 1024 * 1024;

/**
 * Signs the seeded bench admin in and returns the Cookie header a browser would send next: every
 * cookie the sign-in sets (the session, the known-device cookie), not only the first.
 */
export async function signInBenchAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/admin-access/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.org', password: 'Bench=Pass1' }),
  });
  if (response.status !== 200) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}
