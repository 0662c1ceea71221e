import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TestAuthenticator } from '../support/test-authenticator.js';

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
    // --expose-gc: a bench server collects what its own seeding left behind before it is timed.
    const child = fork(file, [], {
      env: { ...process.env, ...env },
      execArgv: ['--expose-gc'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
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

/** The cookies a response sets, as a browser would send them back (later ones replace earlier ones). */
export class BenchBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly url: string) {}

  async fetch(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.header() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  async csrfToken(): Promise<string> {
    return ((await (await this.fetch('GET', '/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Each bench account's authenticator app, by server and e-mail: it enrols on its first sign-in. */
const authenticators = new Map<string, TestAuthenticator>();

/**
 * Signs a bench account in, password then second factor (issue 23): the first time it sets up an
 * authenticator app as a person would, later it gives the app's next code. Answers the browser.
 */
export async function signInBench(url: string, email: string, password: string): Promise<BenchBrowser> {
  const browser = new BenchBrowser(url);
  const response = await browser.fetch('POST', '/api/auth/admin-access/login', { email, password });
  if (response.status !== 200) throw new Error(`bench sign-in failed: ${response.status}`);
  const step = (await response.json()) as { mfa?: string };
  const key = `${url} ${email}`;
  const headers = { 'CSRF-Token': await browser.csrfToken() };
  if (step.mfa === 'enrol') {
    const started = await browser.fetch('POST', '/api/auth/mfa/totp/start', {}, headers);
    const phone = new TestAuthenticator(((await started.json()) as { secret: string }).secret);
    const confirmed = await browser.fetch('POST', '/api/auth/mfa/totp/confirm', { code: await phone.nextCode() }, headers);
    if (confirmed.status !== 200) throw new Error(`bench enrolment failed: ${confirmed.status}`);
    authenticators.set(key, phone);
  } else if (step.mfa === 'verify') {
    const phone = authenticators.get(key);
    if (!phone) throw new Error(`${email} has a factor the bench did not enrol`);
    const verified = await browser.fetch('POST', '/api/auth/mfa/verify', { code: await phone.nextCode() }, headers);
    if (verified.status !== 200) throw new Error(`bench factor failed: ${verified.status}`);
  }
  return browser;
}

/**
 * Signs the seeded bench admin in and returns the Cookie header a browser would send next: every
 * cookie the sign-in sets (the session, the known-device cookie), not only the first.
 */
export async function signInBenchAdmin(url: string): Promise<string> {
  return (await signInBench(url, 'bench@example.org', 'Bench=Pass1')).header();
}
