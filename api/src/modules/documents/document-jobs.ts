/**
 * The one guard for heavy document work (docs/decisions/130): every job runs in a worker thread
 * with a memory limit and a wall-clock limit, and at most DOCUMENT_WORKERS (1) jobs run at once, so
 * no upload can stall the server: `/api/health`, sign-ins and forms keep answering meanwhile.
 * The pool is one per process, shared by every caller.
 *
 * How to use it (the package PDF and the upload page check do; the ZIP export should too):
 *
 *   const pages = await runDocumentJob('count-pdf-pages', { bytes }, { timeoutMs: 15_000, memoryMb: 512 });
 *
 * - A job kind is a plain function in `document-job-kinds.ts` (input and output are structured-
 *   cloneable: Buffers arrive as Uint8Array). Add yours there; it runs in the worker, never here.
 *   Prefer memoryMb 512 like the others: an idle worker is reused only for the same limit.
 * - It rejects with a DocumentJobError: `timeout` (the worker was terminated), `memory` (over its
 *   memoryMb), `busy` (the queue was full or waited too long), or `failed` (the job threw).
 *   `progress` is the last value the job reported (`report(n)`), e.g. the document being merged,
 *   so the caller can say which file was at fault.
 * - A ZIP of many applications: get each package from `DownloadsService.buildPackageFor` (one job
 *   per application, too-heavy documents already replaced by a "could not be merged" page), and
 *   put single documents in as stored. Jobs queue in order, so other staff's downloads interleave
 *   with the export instead of waiting for all of it. Compressing in archiver runs in libuv's
 *   thread pool, off this thread; store PDFs and images without deflate, they are compressed.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { DocumentJobInput, DocumentJobKind, DocumentJobOutput } from './document-job-kinds.js';
import { sourceModeBootstrap } from './source-mode.js';
import { acquire, runningJobs, slotFreed } from './document-job-queue.js';

export interface DocumentJobOptions {
  /** Wall clock for the job once it runs (waiting in the queue is not counted). */
  timeoutMs: number;
  /** V8 heap limit of the worker. Buffers live outside it; size inputs with the upload limits. */
  memoryMb: number;
  onProgress?: (progress: number) => void;
  /** Buffers to move into the worker rather than copy (each must own its whole ArrayBuffer). */
  transfer?: ArrayBuffer[];
  /**
   * Who asked (an applicant's address, or staff). The queue serves the sender served least
   * recently first, so one sender's files never make another wait behind them; when the queue is
   * full, the sender holding the most jobs gives way, never a newcomer with fewer. A school lab
   * behind one address is slowed by its own files only, and refused only when it alone fills the
   * queue (docs/decisions/310).
   */
  sender?: string;
}

export type DocumentJobFailure = 'timeout' | 'memory' | 'busy' | 'failed';

export class DocumentJobError extends Error {
  override readonly name = 'DocumentJobError';
  constructor(
    readonly reason: DocumentJobFailure,
    /** The last progress the job reported before it stopped, if any. */
    readonly progress: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface PoolSettings {
  /** Jobs running at once. One leaves the other core to the web server. */
  workers: number;
  /** Jobs waiting beyond this are refused as `busy`. */
  maxQueued: number;
  /** A queued job that waited this long is refused as `busy`. */
  maxWaitMs: number;
}

const settings: PoolSettings = {
  workers: 1,
  maxQueued: 50,
  maxWaitMs: 120_000,
};

/** At start-up (DOCUMENT_WORKERS) and in tests: how many jobs run at once and how many may wait. */
export function configureDocumentJobs(next: Partial<PoolSettings>): void {
  Object.assign(settings, next);
}

interface IdleWorker {
  worker: Worker;
  memoryMb: number;
  timer: NodeJS.Timeout;
}

const IDLE_MS = 30_000;
const STARTUP_MS = 60_000;
const idle: IdleWorker[] = [];
// In production the worker is the compiled .js beside this file. Tests and `npm run dev` run the
// TypeScript sources; there the worker loads them through a small transpiling loader.
const sourceMode = import.meta.url.endsWith('.ts');
const entryUrl = new URL(`./document-job-worker.${sourceMode ? 'ts' : 'js'}`, import.meta.url);

function spawn(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(32, memoryMb / 4) };
  if (!sourceMode) return new Worker(entryUrl, { resourceLimits });
  const typescript = createRequire(import.meta.url).resolve('typescript');
  return new Worker(sourceModeBootstrap(entryUrl.href, typescript), { eval: true, resourceLimits });
}

function takeWorker(memoryMb: number): Worker {
  const i = idle.findIndex((w) => w.memoryMb === memoryMb);
  if (i >= 0) {
    const [found] = idle.splice(i, 1);
    clearTimeout(found!.timer);
    return found!.worker;
  }
  // A worker with other limits is not reused; free its memory before starting one.
  while (idle.length > 0 && idle.length + runningJobs() >= settings.workers) retire(idle.shift()!.worker);
  return spawn(memoryMb);
}

/** Only our own listeners: Worker keeps internal ones that a bare removeAllListeners() would drop. */
function detach(worker: Worker): void {
  for (const event of ['message', 'error', 'exit'] as const) worker.removeAllListeners(event);
}

function retire(worker: Worker): void {
  void worker.terminate();
}

function giveBack(worker: Worker, memoryMb: number): void {
  detach(worker);
  const timer = setTimeout(() => {
    const i = idle.findIndex((w) => w.worker === worker);
    if (i >= 0) idle.splice(i, 1);
    retire(worker);
  }, IDLE_MS);
  timer.unref();
  worker.unref();
  idle.push({ worker, memoryMb, timer });
}

const busy = () => new DocumentJobError('busy', null, 'Too many documents are being prepared.');

type WorkerReply =
  | { type: 'started' }
  | { type: 'progress'; value: number }
  | { type: 'done'; value: unknown }
  | { type: 'error'; message: string };

/** Runs one job of `kind` in a worker thread under the given limits; see the header comment. */
export async function runDocumentJob<K extends DocumentJobKind>(
  kind: K,
  input: DocumentJobInput<K>,
  options: DocumentJobOptions,
): Promise<DocumentJobOutput<K>> {
  const sender = options.sender ?? '';
  await acquire(sender, settings, busy);
  const worker = takeWorker(options.memoryMb);
  worker.ref();
  let progress: number | null = null;
  try {
    return await new Promise<DocumentJobOutput<K>>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void, keepWorker: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (keepWorker) giveBack(worker, options.memoryMb);
        else {
          detach(worker);
          worker.on('error', () => {});
          retire(worker);
        }
        outcome();
      };
      // Starting a worker and loading the job's code is not the job's time: from sources it
      // means loading the TypeScript compiler, seconds on a busy machine.
      let timer = setTimeout(
        () => finish(() => reject(new DocumentJobError('timeout', null, `The ${kind} job did not start.`)), false),
        STARTUP_MS,
      );
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'started') {
          clearTimeout(timer);
          timer = setTimeout(
            () => finish(() => reject(new DocumentJobError('timeout', progress, `The ${kind} job took too long.`)), false),
            options.timeoutMs,
          );
        } else if (reply.type === 'progress') {
          progress = reply.value;
          options.onProgress?.(reply.value);
        } else if (reply.type === 'done') finish(() => resolve(reply.value as DocumentJobOutput<K>), true);
        else finish(() => reject(new DocumentJobError('failed', progress, reply.message)), true);
      });
      worker.on('error', (error: Error & { code?: string }) => {
        const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed';
        finish(() => reject(new DocumentJobError(reason, progress, `The ${kind} job stopped (${reason}).`)), false);
      });
      worker.on('exit', () => {
        finish(() => reject(new DocumentJobError('failed', progress, `The ${kind} job stopped.`)), false);
      });
      worker.postMessage({ kind, input }, options.transfer ?? []);
    });
  } finally {
    slotFreed(sender);
  }
}

/** Stops every idle worker (at shutdown, and between tests). Running jobs finish or time out. */
export async function closeDocumentJobs(): Promise<void> {
  const all = idle.splice(0);
  await Promise.all(
    all.map(async (w) => {
      clearTimeout(w.timer);
      await w.worker.terminate();
    }),
  );
}
