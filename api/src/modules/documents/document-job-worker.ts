/**
 * The worker side of document-jobs.ts: runs one job at a time, reports progress, answers with
 * the result or the error's message. Its heap is limited by the pool; the pool kills it on timeout.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { withDecodeBudget } from './decode-budget.js';
import { documentJobKinds, type DocumentJobKind } from './document-job-kinds.js';
import { PDF_BUDGET } from './pdf-prescan.js';

// Whatever a job decodes outside a narrower window of its own (docs/decisions/445).
const JOB_DECODE_BUDGET = 2 * PDF_BUDGET.decodeCeilingBytes;

// A job's input and output are megabytes of documents, garbage once it answers. V8 would keep them
// until its heap fills; collecting after each job gives the memory back at once.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const port = parentPort!;
port.on('message', async ({ kind, input }: { kind: DocumentJobKind; input: never }) => {
  try {
    const job = (await documentJobKinds[kind]()) as (input: never, report: (value: number) => void) => unknown;
    port.postMessage({ type: 'started' });
    const report = (progress: number) => port.postMessage({ type: 'progress', value: progress });
    const value = await withDecodeBudget(JOB_DECODE_BUDGET, async () => job(input, report));
    // A result that owns its whole buffer moves to the caller instead of being copied.
    const transfer = value instanceof Uint8Array && value.byteLength === value.buffer.byteLength ? [value.buffer] : [];
    port.postMessage({ type: 'done', value }, transfer as ArrayBuffer[]);
  } catch (error) {
    port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
  collect();
});
