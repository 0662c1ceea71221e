/**
 * The worker side of document-jobs.ts: runs one job at a time, reports progress, answers with
 * the result or the error's message. Its heap is limited by the pool; the pool kills it on timeout.
 */
import { parentPort } from 'node:worker_threads';
import { documentJobKinds, type DocumentJobKind } from './document-job-kinds.js';

const port = parentPort!;
port.on('message', async ({ kind, input }: { kind: DocumentJobKind; input: never }) => {
  try {
    const job = documentJobKinds[kind] as (input: never, report: (value: number) => void) => unknown;
    const value = await job(input, (progress) => port.postMessage({ type: 'progress', value: progress }));
    port.postMessage({ type: 'done', value });
  } catch (error) {
    port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
