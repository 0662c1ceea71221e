import type { Content } from 'pdfmake';
import { formatFileSize, formatUsDateTime } from '../../domain/applications/index.js';
import type { ApplicationDetailView, DocumentView } from '../staff-review/staff-views.js';
import { keyValueTable } from './package-cover.js';
import { BRAND, MUTED, renderPdf, RULE } from './package-fonts.js';

/** Where one document sits in the package: its separator page, then `pages` pages of its own. */
export interface PlacedDocument {
  view: DocumentView;
  /** Pages after the separator (0 when it could not be merged). */
  pages: number;
  /** Why it could not be merged, shown on its separator page. */
  notMerged?: string;
  /** The package page (from 1) of its separator. */
  startPage: number;
}

const TYPE_NAMES: Record<DocumentView['mediaType'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

const fileLine = (v: DocumentView) => `${v.originalName} · ${TYPE_NAMES[v.mediaType]} · ${formatFileSize(v.sizeBytes)}`;
const pagesText = (d: PlacedDocument) => (d.notMerged ? 'not merged' : d.pages === 1 ? '1 page' : `${d.pages} pages`);

function contentsTable(applicationPages: number, documents: PlacedDocument[]): Content {
  const head = (text: string, alignment = 'left') => ({ text, color: MUTED, fontSize: 9, alignment });
  return {
    // Fixed widths for the numbers, so the layout (and so the page count) is the same whatever they are.
    table: {
      headerRows: 1,
      widths: [22, '*', 62, 48],
      body: [
        [head('#'), head('Document'), head('Pages', 'right'), head('Starts on', 'right')],
        [
          '',
          { text: 'The application: cover and answers', bold: true },
          { text: applicationPages === 1 ? '1 page' : `${applicationPages} pages`, alignment: 'right' },
          { text: '1', alignment: 'right' },
        ],
        ...documents.map((d, i) => [
          `${i + 1}.`,
          {
            stack: [
              { text: d.view.label, bold: true },
              { text: fileLine(d.view), color: MUTED, fontSize: 9 },
            ],
          },
          { text: pagesText(d), alignment: 'right' },
          { text: String(d.startPage), alignment: 'right', bold: true },
        ]),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
  };
}

function separator(detail: ApplicationDetailView, d: PlacedDocument, index: number, count: number): Content[] {
  const last = d.startPage + d.pages;
  const where = d.pages === 0 ? '' : d.pages === 1 ? ` (page ${last})` : ` (pages ${d.startPage + 1}–${last})`;
  return [
    { text: `Document ${index + 1} of ${count} · ${detail.reference}`, style: 'kicker', pageBreak: 'before' },
    { text: d.view.label, style: 'title' },
    { text: d.view.originalName, style: 'fileName' },
    keyValueTable([
      ['Type', TYPE_NAMES[d.view.mediaType]],
      ['Size', formatFileSize(d.view.sizeBytes)],
      ['Uploaded', formatUsDateTime(d.view.uploadedAt)],
      ['In this package', d.notMerged ? 'Not merged' : `${pagesText(d)}${where}`],
    ]),
    d.notMerged ? { text: d.notMerged, style: 'notMerged' } : { text: 'The document follows this page.', style: 'note' },
  ];
}

/**
 * The contents page(s) and one separator page per document, as one PDF for the package to
 * splice in. Page numbers are the package's: the application pages come first.
 */
export function renderContents(
  detail: ApplicationDetailView,
  applicationPages: number,
  documents: PlacedDocument[],
): Promise<Buffer> {
  const content: Content[] = [
    { text: 'Contents', style: 'heading' },
    { text: `${detail.firstName} ${detail.lastName} · ${detail.reference}`, style: 'sub' },
    contentsTable(applicationPages, documents),
    {
      text: 'Each document starts on a page naming it. Your PDF reader’s bookmarks lead to each one.',
      style: 'note',
    },
    ...documents.flatMap((d, i) => separator(detail, d, i, documents.length)),
  ];
  const contentsPages = (pageCount: number) => pageCount - documents.length;
  return renderPdf({
    pageMargins: [54, 54, 54, 54],
    styles: {
      heading: { fontSize: 18, bold: true, color: BRAND, margin: [0, 0, 0, 4] },
      sub: { fontSize: 11, color: MUTED, margin: [0, 0, 0, 14] },
      kicker: { fontSize: 11, color: MUTED, margin: [0, 160, 0, 8] },
      title: { fontSize: 24, bold: true, color: BRAND, margin: [0, 0, 0, 6] },
      fileName: { fontSize: 13, margin: [0, 0, 0, 18] },
      note: { fontSize: 9, italics: true, color: MUTED, margin: [0, 12, 0, 0] },
      notMerged: { fontSize: 12, bold: true, margin: [0, 16, 0, 0] },
    },
    footer: (page, pageCount) => {
      const c = contentsPages(pageCount);
      const number = page <= c ? applicationPages + page : documents[page - c - 1]!.startPage;
      return { text: `${detail.reference} · page ${number}`, alignment: 'center', fontSize: 8, color: MUTED };
    },
    content,
  });
}
