import { makePdf } from '../../../../tests/support/fixtures/documents.js';
import { makeDisguisedBombPdf, makeHiddenObjectStreamPdf } from '../../../../tests/support/fixtures/hostile-pdfs.js';
import { closeDocumentJobs, runDocumentJob } from './document-jobs.js';
import { pageCountLimits } from './page-limit.js';

const MiB = 1024 * 1024;

afterAll(() => closeDocumentJobs());

describe("a submission's page check (issue 36, finding 3)", () => {
  it('gives each file time in proportion to its size, not 30 s whatever it is', () => {
    expect(pageCountLimits([2_000])).toEqual({ timeoutMs: 3_006, memoryMb: 512 });
    expect(pageCountLimits([10 * MiB]).timeoutMs).toBe(33_000);
    // Seven small files: about 10 s for all of them, where each used to have 30 s of its own.
    expect(pageCountLimits(Array.from({ length: 7 }, () => 50_000)).timeoutMs).toBeLessThan(11_000);
  });

  it('reads all of a submission’s PDFs in one job, each answered in its place', { timeout: 120_000 }, async () => {
    const files = [
      await makePdf({ pages: 2 }),
      makeHiddenObjectStreamPdf(300_000, 'comment-between'),
      await makeDisguisedBombPdf(64 * MiB, 'filter-chain'),
    ];
    const seen: number[] = [];
    const limits = { ...pageCountLimits(files.map((f) => f.length)), onProgress: (i: number) => seen.push(i) };
    const found = await runDocumentJob('inspect-pdfs', { files, maxPages: 200 }, limits);
    expect(found).toEqual([
      { pages: 2 },
      { refused: { ok: false, problem: 'structure', detail: 'an object stream of 300000 entries' } },
      { refused: { ok: false, problem: 'decoded-size', capBytes: 16 * MiB } },
    ]);
    expect(seen).toEqual([0, 1, 2]);
  });
});
