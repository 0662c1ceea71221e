import { makeManyPagePdf, makePdf } from '../../../../tests/support/fixtures/documents.js';
import { closeDocumentJobs, configureDocumentJobs, DocumentJobError, runDocumentJob } from './document-jobs.js';

const limits = { timeoutMs: 30_000, memoryMb: 256 };

afterAll(() => closeDocumentJobs());

// Workers started from the TypeScript sources load the compiler first: allow for a busy machine.
describe('document jobs', { timeout: 120_000 }, () => {
  it('run in a worker and answer there', async () => {
    expect(await runDocumentJob('count-pdf-pages', { bytes: await makePdf({ pages: 3 }) }, limits)).toBe(3);
    expect(await runDocumentJob('count-pdf-pages', { bytes: Buffer.from('%PDF-1.7 damaged') }, limits)).toBeNull();
  });

  it('keep the main thread free while a job works, and stop a job that runs out of time', async () => {
    const hostile = makeManyPagePdf(40_000);
    // A warm worker, so that the limit below is spent parsing, not starting up.
    await runDocumentJob('count-pdf-pages', { bytes: await makePdf() }, limits);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    const job = runDocumentJob('count-pdf-pages', { bytes: hostile }, { ...limits, timeoutMs: 300 });
    await expect(job).rejects.toMatchObject({ name: 'DocumentJobError', reason: 'timeout' });
    clearInterval(ticker);
    // Stopped long before the 2 s or more that parsing 40,000 pages takes, and this thread kept
    // running meanwhile (parsing here would have held every tick back until it ended).
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('stop a job that needs more memory than it was given', async () => {
    const job = runDocumentJob('count-pdf-pages', { bytes: makeManyPagePdf(40_000) }, { timeoutMs: 60_000, memoryMb: 24 });
    await expect(job).rejects.toMatchObject({ reason: 'memory' });
  });

  it('refuse work beyond the queue instead of piling it up', async () => {
    configureDocumentJobs({ workers: 1, maxQueued: 0 });
    try {
      const first = runDocumentJob('count-pdf-pages', { bytes: makeManyPagePdf(20_000) }, limits);
      const second = runDocumentJob('count-pdf-pages', { bytes: await makePdf() }, limits);
      await expect(second).rejects.toBeInstanceOf(DocumentJobError);
      await expect(second).rejects.toMatchObject({ reason: 'busy' });
      expect(await first).toBe(20_000);
    } finally {
      configureDocumentJobs({ workers: 1, maxQueued: 50 });
    }
  });

  it('serve the sender served least recently first, and refuse no sender while the queue has room', async () => {
    const heavy = makeManyPagePdf(5_000);
    const order: string[] = [];
    const run = (sender: string, label: string, bytes: Uint8Array) =>
      runDocumentJob('count-pdf-pages', { bytes }, { ...limits, sender }).then((pages) => {
        order.push(label);
        return pages;
      });
    // A school lab behind one address: every one of its jobs is taken.
    const lab = [1, 2, 3, 4, 5, 6].map((n) => run('203.0.113.1', `lab ${n}`, heavy));
    const honest = run('198.51.100.2', 'honest', await makePdf());
    expect(await Promise.all([...lab, honest])).toEqual([5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 1]);
    // The other address arrived after the lab's sixth, but went right after the job in progress.
    expect(order).toEqual(['lab 1', 'honest', 'lab 2', 'lab 3', 'lab 4', 'lab 5', 'lab 6']);
  });

  it('make room in a full queue by refusing the newest job of the sender holding the most', async () => {
    configureDocumentJobs({ workers: 1, maxQueued: 2 });
    try {
      const heavy = makeManyPagePdf(5_000);
      const run = (sender: string, bytes: Uint8Array) => runDocumentJob('count-pdf-pages', { bytes }, { ...limits, sender });
      const first = run('203.0.113.1', heavy);
      const second = run('203.0.113.1', heavy);
      const third = run('203.0.113.1', heavy);
      // The queue (2) is full of one sender's jobs: another sender gets in, that sender's newest gives way.
      const honest = run('198.51.100.2', await makePdf());
      await expect(third).rejects.toMatchObject({ reason: 'busy' });
      // The sender holding the most cannot push anyone out: it is refused itself.
      await expect(run('203.0.113.1', heavy)).rejects.toMatchObject({ reason: 'busy' });
      expect(await Promise.all([first, second, honest])).toEqual([5_000, 5_000, 1]);
    } finally {
      configureDocumentJobs({ workers: 1, maxQueued: 50 });
    }
  });
});
