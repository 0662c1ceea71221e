import { PDFDocument } from 'pdf-lib';
import { makePdf } from '../../../../tests/support/fixtures/documents.js';
import { makeDeflateBombPdf, makeDisguisedBombPdf } from '../../../../tests/support/fixtures/hostile-pdfs.js';
import { DecodeBudgetExceeded, withDecodeBudget } from './decode-budget.js';

const MiB = 1024 * 1024;
const load = (bytes: Uint8Array) => () => PDFDocument.load(bytes, { updateMetadata: false });

/** Runs `work`, sampling this process's resident memory; its peak growth in MB. */
async function peakGrowthMb(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  try {
    await work();
  } catch {
    // the caller checks the outcome separately
  } finally {
    clearInterval(timer);
  }
  return (Math.max(peak, process.memoryUsage.rss()) - before) / MiB;
}

describe("pdf-lib's decoders held to a budget (issue 36, finding 1)", () => {
  it('let an honest file open within its budget', async () => {
    const pdf = await withDecodeBudget(32 * MiB, load(await makePdf({ pages: 3 })));
    expect(pdf.getPageCount()).toBe(3);
  });

  it('stop a bomb pdf-lib is handed directly, though pdf-lib catches the error while it parses', async () => {
    // No pre-scan here: this is the limit that holds when a file talks past it.
    for (const bomb of [await makeDeflateBombPdf(256 * MiB), await makeDisguisedBombPdf(256 * MiB, 'filter-chain')]) {
      await expect(withDecodeBudget(32 * MiB, load(bomb))).rejects.toBeInstanceOf(DecodeBudgetExceeded);
      const growth = await peakGrowthMb(() => withDecodeBudget(32 * MiB, load(bomb)));
      expect(growth, `grew ${growth.toFixed(0)} MB`).toBeLessThan(96);
    }
  });

  it('nest: an inner budget holds inside an outer one, and the outer one applies again after it', async () => {
    const bomb = await makeDeflateBombPdf(40 * MiB);
    await withDecodeBudget(256 * MiB, async () => {
      await expect(withDecodeBudget(16 * MiB, load(bomb))).rejects.toBeInstanceOf(DecodeBudgetExceeded);
      expect((await load(bomb)()).getPageCount()).toBe(1);
    });
    await expect(withDecodeBudget(8 * MiB, load(bomb))).rejects.toMatchObject({ budgetBytes: 8 * MiB });
  });
});
