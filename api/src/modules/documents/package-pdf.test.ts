import { PDFDict, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { makeJpeg, makePdf, makePng } from '../../../../tests/support/fixtures/documents.js';
import { renderCover } from './package-cover.js';
import { assemblePackage, type PackageDocument } from './package-pdf.js';
import type { ApplicationDetailView, DocumentView } from '../staff-review/staff-views.js';

const view = (label: string, mediaType: DocumentView['mediaType']): DocumentView => ({
  fileId: label,
  fileAlias: label,
  label,
  originalName: `${label}.bin`,
  mediaType,
  sizeBytes: 1,
  sha256: '',
  uploadedAt: new Date(),
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
};

describe('the application package', () => {
  it('puts the cover first, every PDF page and one page per image after it, with a bookmark per document', async () => {
    const docs: PackageDocument[] = [
      { view: view('Letter', 'application/pdf'), bytes: await makePdf({ pages: 3 }) },
      { view: view('Photo', 'image/png'), bytes: makePng(200_000) },
      { view: view('Scan', 'image/jpeg'), bytes: makeJpeg() },
      { view: view('Broken', 'application/pdf'), bytes: Buffer.from('%PDF-1.7 not really') },
    ];
    const cover = await renderCover({ ...detail, documents: docs.map((d) => d.view) }, new Date());
    const coverPages = (await PDFDocument.load(cover)).getPageCount();
    const pkg = await PDFDocument.load(await assemblePackage(cover, 'Package', docs));
    expect(pkg.getPageCount()).toBe(coverPages + 3 + 1 + 1 + 1);
    const outlines = pkg.catalog.lookup(PDFName.of('Outlines'), PDFDict);
    expect(outlines.lookup(PDFName.of('Count'), PDFNumber).asNumber()).toBe(1 + docs.length);
  });

  it('carries every page of every PDF document, in order, after the cover', async () => {
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
    const docs: PackageDocument[] = [
      { view: view('Letter', 'application/pdf'), bytes: await pdfOfSizes(letter) },
      { view: view('Form', 'application/pdf'), bytes: await pdfOfSizes(form) },
    ];
    const cover = await renderCover({ ...detail, documents: docs.map((d) => d.view) }, new Date());
    const coverPages = (await PDFDocument.load(cover)).getPageCount();
    const pkg = await PDFDocument.load(await assemblePackage(cover, 'Package', docs));
    const sizes = pkg.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);
    expect(sizes.slice(coverPages)).toEqual([...letter, ...form]);
  });
});
