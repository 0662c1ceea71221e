import { makeManyPagePdf, makePdf } from '../../../../tests/support/fixtures/documents.js';
import {
  makeCompressedTextPdf,
  makeDeepNestingPdf,
  makeDeflateBombPdf,
  makeDisguisedBombPdf,
  makeHiddenObjectStreamPdf,
  makeManyObjectsPdf,
  makeObjectStreamRepetitionPdf,
} from '../../../../tests/support/fixtures/hostile-pdfs.js';
import { decodeCapFor, PDF_BUDGET, prescanPdf } from './pdf-prescan.js';

const MiB = 1024 * 1024;

describe('the PDF pre-scan (issue 30, findings 2 and 3)', () => {
  it('caps decoded bytes at a multiple of the file, with a floor and an absolute ceiling', () => {
    expect(decodeCapFor(1_000)).toBe(PDF_BUDGET.decodeFloorBytes);
    expect(decodeCapFor(2 * MiB)).toBe(40 * MiB);
    expect(decodeCapFor(10 * MiB)).toBe(PDF_BUDGET.decodeCeilingBytes);
  });

  it('passes honest files and counts their pages, objects and decoded bytes', async () => {
    const made = await makePdf({ pages: 3 });
    expect(await prescanPdf(made, 200)).toMatchObject({ ok: true, pages: 3 });
    const text = await prescanPdf(makeCompressedTextPdf(4 * MiB), 200);
    expect(text).toMatchObject({ ok: true, pages: 1, objects: 4, streams: 1 });
    expect(text.ok && text.decodedBytes).toBeGreaterThanOrEqual(4 * MiB);
  });

  it('stops inflating a decompression bomb at the cap, not after', async () => {
    const bomb = await makeDeflateBombPdf(256 * MiB);
    expect(bomb.length).toBeLessThan(400_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await prescanPdf(bomb, 200)).toEqual({ ok: false, problem: 'decoded-size', capBytes: PDF_BUDGET.decodeFloorBytes });
    expect(performance.now() - started).toBeLessThan(2_000);
    // Counted and dropped chunk by chunk: nothing near the 256 MB (or even the 16 MB cap) is held.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MiB);
  });

  it('holds an object stream to a limit of its own, as pdf-lib keeps it whole', async () => {
    // 2 MB: a cap of 40 MB in all, 16 MB per object stream.
    const underBoth = await makeDeflateBombPdf(30 * MiB, { padToBytes: 2 * MiB, streams: 2 });
    expect(await prescanPdf(underBoth, 200)).toMatchObject({ ok: true, decodedBytes: 30 * MiB + 22 });
    const oneTooBig = await makeDeflateBombPdf(20 * MiB, { padToBytes: 2 * MiB });
    expect(await prescanPdf(oneTooBig, 200)).toEqual({ ok: false, problem: 'decoded-size', capBytes: 16 * MiB });
  });

  it('refuses an object stream that names one object again and again, without parsing it', async () => {
    expect(await prescanPdf(makeObjectStreamRepetitionPdf(300_000), 200)).toMatchObject({ ok: false, problem: 'structure' });
    // Fewer entries than the per-stream limit, but all at one place: refused as well.
    expect(await prescanPdf(makeObjectStreamRepetitionPdf(5_000), 200)).toMatchObject({
      ok: false,
      problem: 'structure',
      detail: 'an object stream that names the same place twice',
    });
  });

  it('refuses deep nesting and too many objects', async () => {
    expect(await prescanPdf(makeDeepNestingPdf(100_000), 200)).toMatchObject({ ok: false, problem: 'structure' });
    expect(await prescanPdf(makeDeepNestingPdf(20), 200)).toMatchObject({ ok: true });
    expect(await prescanPdf(makeManyObjectsPdf(PDF_BUDGET.maxObjects + 10), 200)).toMatchObject({
      ok: false,
      problem: 'structure',
    });
  });

  it('refuses a file of more tokens than any document has, quickly', async () => {
    const dense = Buffer.from(`%PDF-1.7\n4 0 obj\n[${'0 '.repeat(PDF_BUDGET.maxTokens)}]\nendobj\n%%EOF\n`, 'latin1');
    const started = performance.now();
    expect(await prescanPdf(dense, 200)).toMatchObject({ ok: false, problem: 'structure' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('counts the pages of a 40,000-page file in one pass, without pdf-lib', async () => {
    const started = performance.now();
    expect(await prescanPdf(makeManyPagePdf(40_000), 200)).toEqual({ ok: false, problem: 'pages', pages: 40_000 });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it.each(['decoy-string', 'escaped-name', 'filter-chain', 'comment-between'] as const)(
    'reads a dictionary as pdf-lib does: a bomb behind %s is measured and refused (issue 36, finding 1)',
    async (disguise) => {
      const bomb = await makeDisguisedBombPdf(256 * MiB, disguise);
      expect(await prescanPdf(bomb, 200)).toEqual({ ok: false, problem: 'decoded-size', capBytes: PDF_BUDGET.decodeFloorBytes });
    },
  );

  it('counts every stage of a filter chain, and passes an honest chain', async () => {
    const chain = await makeDisguisedBombPdf(10 * MiB, 'filter-chain');
    expect(chain.length).toBeLessThan(2_000);
    expect(await prescanPdf(chain, 200)).toMatchObject({ ok: true });
    const scan = await prescanPdf(chain, 200);
    // Both stages' output: the zeros, and the once-deflated zeros between.
    expect(scan.ok && scan.decodedBytes).toBeGreaterThan(10 * MiB);
  });

  it.each(['decoy-string', 'escaped-name', 'comment-between'] as const)(
    'finds an object-stream repetition hidden behind %s (issue 36, finding 3)',
    async (disguise) => {
      expect(await prescanPdf(makeHiddenObjectStreamPdf(300_000, disguise), 200)).toMatchObject({
        ok: false,
        problem: 'structure',
        detail: 'an object stream of 300000 entries',
      });
      expect(await prescanPdf(makeHiddenObjectStreamPdf(5_000, disguise), 200)).toMatchObject({
        ok: false,
        detail: 'an object stream that names the same place twice',
      });
    },
  );

  it('refuses an object stream whose type, filter or count only a full parser could look up', async () => {
    const objectStream = (dict: string) =>
      Buffer.from(`%PDF-1.7\n4 0 obj\n<< ${dict} /Length 4 >>\nstream\nabcd\nendstream\nendobj\n%%EOF\n`, 'latin1');
    for (const dict of ['/Type 9 0 R', '/Type /ObjStm /N 9 0 R /First 4', '/Type /ObjStm /N 1 /First 4 /Filter 9 0 R']) {
      expect(await prescanPdf(objectStream(dict), 200), dict).toMatchObject({ ok: false, problem: 'structure' });
    }
    // Without a filter, an object stream is parsed all the same, so its entries are checked too.
    const raw = `${'5 0 '.repeat(20)}null`;
    const unfiltered = Buffer.from(
      `%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /N 20 /First 80 /Length ${raw.length} >>\nstream\n${raw}\nendstream\nendobj\n%%EOF\n`,
      'latin1',
    );
    expect(await prescanPdf(unfiltered, 200)).toMatchObject({ detail: 'an object stream that names the same place twice' });
  });
});
