import { PDFDocument } from 'pdf-lib';
import { formatFileSize } from '../../domain/applications/index.js';
import { makeJpeg, makePdf, makePng } from '../../../../tests/support/fixtures/documents.js';
import { pageTexts, readOutline } from '../../../../tests/support/package-reader.js';
import { renderCover } from './package-cover.js';
import { buildPackage, type PackageJobDocument } from './package-pdf.js';
import type { ApplicationDetailView, DocumentView } from '../application-records/application-views.js';

const view = (label: string, mediaType: DocumentView['mediaType'], sizeBytes: number): DocumentView => ({
  fileId: label,
  fileAlias: label,
  label,
  originalName: `${label.toLowerCase()}-scan.${mediaType === 'application/pdf' ? 'pdf' : 'img'}`,
  mediaType,
  sizeBytes,
  sha256: '',
  uploadedAt: new Date('2025-03-04T12:00:00Z'),
  scanStatus: 'CLEAN',
  scannedAt: new Date('2025-03-04T12:00:01Z'),
  scanProblem: null,
});

const detail: ApplicationDetailView = {
  kind: 'parent',
  id: 1,
  reference: 'PA-0000-0001',
  firstName: 'Zoë',
  lastName: 'Nguyễn',
  email: 'z@example.org',
  createdAt: new Date('2025-03-04T12:00:00Z'),
  status: 'active',
  archivedAt: null,
  reviewStatus: 'PAID',
  locale: 'en',
  title: 'Parent loan repayment application',
  archivedBy: null,
  sections: [
    {
      id: 'a',
      title: 'About you',
      fields: [{ name: 'x', label: 'SSN', value: '***-**-6789', raw: '***-**-6789', sensitive: true }],
    },
  ],
  documents: [],
  answers: {},
};

async function documentsOf(): Promise<PackageJobDocument[]> {
  const letter = await makePdf({ pages: 3, title: 'Letter body' });
  const statement = await makePdf({ pages: 2, title: 'Statement body' });
  const photo = makePng(200_000);
  const scan = makeJpeg();
  const broken = Buffer.from('%PDF-1.7 not really');
  const long = await makePdf({ pages: 5, title: 'Long body' });
  return [
    { view: view('Letter', 'application/pdf', letter.length), bytes: letter },
    { view: view('Photo', 'image/png', photo.length), bytes: photo },
    { view: view('Statement', 'application/pdf', statement.length), bytes: statement },
    { view: view('Scan', 'image/jpeg', scan.length), bytes: scan },
    { view: view('Broken', 'application/pdf', broken.length), bytes: broken },
    { view: view('Long', 'application/pdf', long.length), bytes: long },
  ];
}

describe('the application package', () => {
  it('puts the contents on the cover, then the answers, then each document after a separator page naming it', async () => {
    const docs = await documentsOf();
    const withViews = { ...detail, documents: docs.map((d) => d.view) };
    const coverPages = (await PDFDocument.load(await renderCover(withViews, new Date()))).getPageCount();
    const bytes = await buildPackage({ detail: withViews, documents: docs, generatedAt: new Date(), maxPages: 4 });
    const texts = await pageTexts(bytes);
    // Letter 3 + Photo 1 + Statement 2 + Scan 1, each after its separator; Broken and Long (over
    // the 4-page limit given here) are a separator saying so.
    expect(texts).toHaveLength(coverPages + (1 + 3) + (1 + 1) + (1 + 2) + (1 + 1) + 1 + 1);
    // The first page: the cover, where the review stands, and the contents.
    expect(texts[0]).toContain('Contents');
    expect(texts[0]).toContain('Review status Paid');
    expect(texts[0]).not.toContain('Active');

    const outline = await readOutline(bytes);
    expect(outline.map((b) => b.title)).toEqual([
      'Contents',
      'Application',
      '1. Letter',
      '2. Photo',
      '3. Statement',
      '4. Scan',
      '5. Broken',
      '6. Long',
    ]);
    expect(outline[0]!.pageIndex).toBe(0);
    expect(outline[1]!.pageIndex).toBe(1);
    const starts = Object.fromEntries(outline.slice(2).map((b) => [b.title.replace(/^\d+\. /, ''), b.pageIndex]));
    expect(starts).toEqual({
      Letter: coverPages,
      Photo: coverPages + 4,
      Statement: coverPages + 6,
      Scan: coverPages + 9,
      Broken: coverPages + 11,
      Long: coverPages + 12,
    });

    // Each bookmark opens the separator naming its document; every page of each document follows.
    docs.forEach((d, i) => {
      const at = starts[d.view.label]!;
      expect(texts[at]).toContain(`Document ${i + 1} of 6`);
      expect(texts[at]).toContain(d.view.label);
      expect(texts[at]).toContain(d.view.originalName);
      expect(texts[at]).toContain(formatFileSize(d.view.sizeBytes));
    });
    for (let p = 1; p <= 3; p++) expect(texts[starts.Letter! + p]).toContain(`Letter body — page ${p} of 3`);
    for (let p = 1; p <= 2; p++) expect(texts[starts.Statement! + p]).toContain(`Statement body — page ${p} of 2`);
    expect(texts[starts.Photo! + 1]).toContain('Photo');
    expect(texts[starts.Broken!]).toContain('could not be merged');
    expect(texts[starts.Long!]).toContain('This PDF has 5 pages, more than the 4 a package can hold, so it could not be merged.');

    // The contents give the page (from 1) where the answers and each document start, and sizes in KB.
    const contents = texts[0]!;
    expect(contents).toMatch(/The application’s answers 2/);
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    docs.forEach((d, i) => {
      const row = `${i + 1}\\. ${d.view.label} (\\d+ pages?|not merged) ${starts[d.view.label]! + 1} ${escape(d.view.originalName)} · [^·]+ · ${formatFileSize(d.view.sizeBytes)}`;
      expect(contents).toMatch(new RegExp(row));
    });
    expect(contents).toContain('1. Letter 3 pages');
    expect(contents).toMatch(/ \d+ KB/);
    expect(contents).not.toMatch(/0\.0 MB/);
  });

  it('carries every page of every PDF document, in order, each document after its separator', async () => {
    // Pages of sizes found nowhere else, so each one can be recognised in the package.
    const pdfOfSizes = async (sizes: [number, number][]) => {
      const doc = await PDFDocument.create();
      for (const size of sizes) doc.addPage(size);
      return Buffer.from(await doc.save());
    };
    const letter: [number, number][] = [
      [301, 401],
      [302, 402],
      [303, 403],
    ];
    const form: [number, number][] = [
      [311, 411],
      [312, 412],
    ];
    const docs: PackageJobDocument[] = [
      { view: view('Letter', 'application/pdf', 1000), bytes: await pdfOfSizes(letter) },
      { view: view('Form', 'application/pdf', 1000), bytes: await pdfOfSizes(form) },
    ];
    const withViews = { ...detail, documents: docs.map((d) => d.view) };
    const coverPages = (await PDFDocument.load(await renderCover(withViews, new Date()))).getPageCount();
    const pkg = await PDFDocument.load(
      await buildPackage({ detail: withViews, documents: docs, generatedAt: new Date(), maxPages: 200 }),
    );
    const sizes = pkg.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);
    const separator = [612, 792];
    // Each separator and its document's pages, straight after the answers.
    expect(sizes.slice(coverPages)).toEqual([separator, ...letter, separator, ...form]);
  });

  it('renders a package for an application without documents', async () => {
    const bytes = await buildPackage({ detail, documents: [], generatedAt: new Date(), maxPages: 200 });
    expect((await readOutline(bytes)).map((b) => b.title)).toEqual(['Contents', 'Application']);
  });

  it('reads sizes as people do', () => {
    expect([512, 18_000, 1024 * 1024 - 1, 2.4 * 1024 * 1024, 12 * 1024 * 1024].map(formatFileSize)).toEqual([
      '512 bytes',
      '18 KB',
      '1.0 MB',
      '2.4 MB',
      '12 MB',
    ]);
  });
});
