import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DataSource } from 'typeorm';
import { JobLease } from './job-lease.entity.js';

/** What a job's run is handed: `signal` aborts when the instance stops or loses the lease. */
export interface JobContext {
  signal: AbortSignal;
}

/** A job that runs every `everyMs`, on one instance at a time across all that share the database. */
export interface ScheduledJob {
  /** Unique, stable name: it is the lease row's key (e.g. 'mail-outbox', 'session-clean-up'). */
  name: string;
  /** The time from the end of one run to the next one, on whichever instance claims it. */
  everyMs: number;
  /**
   * How long a claim lasts before another instance may take the job over; renewed while the run
   * goes on, so it only runs out when the instance holding it died. Default 30 s.
   */
  leaseMs?: number;
  run(context: JobContext): Promise<void>;
}

export interface SchedulerOptions {
  /** This instance's name in the lease rows; host, process and a random part by default. */
  instanceId?: string;
  /** How often the scheduler looks at which jobs are due. Default 1 s. */
  tickMs?: number;
  /**
   * After a claim that found the job not due or held elsewhere, how long before this instance
   * asks again (at most the job's period). Default 5 s.
   */
  recheckMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

const DEFAULT_LEASE_MS = 30_000;

interface Registered {
  job: ScheduledJob;
  leaseMs: number;
  /** Not before this time does this instance try to claim the job again. */
  nextTry: number;
  running: Promise<void> | null;
  /** Whether this instance has seen the job's lease row. */
  rowKnown: boolean;
  abort: AbortController | null;
}

/**
 * Runs the registered jobs, each on one instance at a time: before a run an instance claims the
 * job's row in `job_leases` with one conditional UPDATE and runs only if that changed the row
 * (docs/decisions/240). The server starts it after the migrations and stops it on SIGTERM.
 */
export class JobScheduler {
  readonly instanceId: string;
  private readonly jobs = new Map<string, Registered>();
  private readonly tickMs: number;
  private readonly recheckMs: number;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    options: SchedulerOptions = {},
  ) {
    this.instanceId = options.instanceId ?? `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.tickMs = options.tickMs ?? 1000;
    this.recheckMs = options.recheckMs ?? 5000;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
  }

  /** Adds a job; call before `start`. Names are unique. */
  registerJob(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
    if (!(job.everyMs > 0)) throw new Error(`Job ${job.name} needs a positive everyMs`);
    this.jobs.set(job.name, {
      job,
      leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS,
      nextTry: 0,
      running: null,
      rowKnown: false,
      abort: null,
    });
  }

  get jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  /** Looks for due jobs every tick until `stop`. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    void this.tick();
  }

  /**
   * Asks for a job to run as soon as possible on whichever instance claims it first (e.g. after
   * new mail was queued), instead of waiting for its period.
   */
  async runSoon(name: string): Promise<void> {
    const entry = this.jobs.get(name);
    if (entry) entry.nextTry = 0;
    await this.db.getRepository(JobLease).update({ name }, { nextRunAt: 0 });
    if (this.timer) void this.tick();
  }

  /** One look at every job: claims and starts those due here (their runs go on in the background). */
  async tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = (async () => {
      for (const entry of this.jobs.values()) {
        if (this.stopped) break;
        if (entry.running || this.now() < entry.nextTry) continue;
        try {
          if (await this.claim(entry)) this.runClaimed(entry);
        } catch (error) {
          // The database is away for a moment: try again on a later tick.
          entry.nextTry = this.now() + Math.min(entry.job.everyMs, 5000);
          this.log(`[jobs] could not claim ${entry.job.name}: ${describe(error)}`);
        }
      }
    })().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** Resolves when the runs started on this instance have ended (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.jobs.values()].map((e) => e.running));
  }

  /** Stops claiming, aborts runs in progress and waits for them, then hands their leases back. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A claim in flight may still start a run: let it, then abort every run.
    await this.ticking?.catch(() => undefined);
    const running = [...this.jobs.values()].filter((e) => e.running);
    for (const entry of running) entry.abort?.abort();
    await Promise.allSettled(running.map((e) => e.running));
  }

  /** The one conditional UPDATE that makes a run exclusive; creates the row on first use. */
  private async claim(entry: Registered): Promise<boolean> {
    const repo = this.db.getRepository(JobLease);
    if (!entry.rowKnown) {
      // A twin instance may insert the same row at the same moment: its copy is just as good.
      const exists = await repo.existsBy({ name: entry.job.name });
      if (!exists)
        await repo
          .insert({ name: entry.job.name, holder: null, leaseUntil: 0, nextRunAt: 0, lastFailed: false })
          .catch(() => undefined);
      entry.rowKnown = true;
    }
    const now = this.now();
    const result = await repo
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder: this.instanceId, leaseUntil: now + entry.leaseMs })
      .where('name = :name', { name: entry.job.name })
      .andWhere('next_run_at <= :now', { now })
      .andWhere('(holder IS NULL OR holder = :me OR lease_until < :now)', { me: this.instanceId, now })
      .execute();
    if (result.affected === 1) return true;
    // Not due, or running elsewhere: look again a little later (another instance may hand the
    // lease back or move the due time with runSoon).
    entry.nextTry = now + Math.min(entry.job.everyMs, this.recheckMs);
    return false;
  }

  private runClaimed(entry: Registered): void {
    const { job } = entry;
    const abort = new AbortController();
    entry.abort = abort;
    const repo = this.db.getRepository(JobLease);
    // Renews the lease while the run goes on; a run that lost its lease is told to stop.
    const renew = setInterval(
      () => {
        void repo
          .update({ name: job.name, holder: this.instanceId }, { leaseUntil: this.now() + entry.leaseMs })
          .then((r) => {
            if (r.affected === 0) abort.abort();
          })
          .catch(() => undefined);
      },
      Math.max(50, Math.floor(entry.leaseMs / 3)),
    );
    renew.unref();
    const run = (async () => {
      let failed = false;
      try {
        await job.run({ signal: abort.signal });
      } catch (error) {
        failed = true;
        this.log(`[jobs] ${job.name} failed: ${describe(error)}`);
      } finally {
        clearInterval(renew);
      }
      const finished = this.now();
      // Stopped mid-run: hand the lease back without moving the due time, so another instance
      // picks the job up straight away.
      const interrupted = abort.signal.aborted && this.stopped;
      const next = interrupted ? undefined : finished + job.everyMs;
      await repo
        .update(
          { name: job.name, holder: this.instanceId },
          {
            holder: null,
            leaseUntil: 0,
            lastFinishedAt: finished,
            lastFailed: failed,
            ...(next !== undefined ? { nextRunAt: next } : {}),
          },
        )
        .catch((error: unknown) => this.log(`[jobs] could not release ${job.name}: ${describe(error)}`));
      entry.nextTry = next ?? finished;
    })().finally(() => {
      entry.running = null;
      entry.abort = null;
    });
    entry.running = run;
  }
}

/** An error's kind and code only: a message may quote personal data from a query. */
function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const name = error instanceof Error ? error.name : 'Error';
  return typeof code === 'string' ? `${name} (${code})` : name;
}
