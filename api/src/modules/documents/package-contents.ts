import type { Content } from 'pdfmake';
import { formatFileSize, formatUsDateTime } from '../../domain/applications/index.js';
import type { ApplicationDetailView, DocumentView } from '../application-records/application-views.js';
import { ANSWERS_ID, answersContent, COVER_STYLES, coverContent, keyValueTable, packageInfo } from './package-cover.js';
import { BRAND, MUTED, renderPdf, RULE } from './package-fonts.js';

/** A document as the package lays it out: its separator page, then `pages` pages of its own. */
export interface PlannedDocument {
  view: DocumentView;
  /** Pages after the separator (0 when it could not be merged). */
  pages: number;
  /** Why it could not be merged, shown on its separator page. */
  notMerged?: string;
}

/** Named destinations in the rendered pages: where package-pdf.ts finds the contents and separators. */
export const CONTENTS_ID = 'contents';
export const separatorId = (index: number) => `document-${index + 1}`;

const TYPE_NAMES: Record<DocumentView['mediaType'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

const fileLine = (v: DocumentView) => `${v.originalName} · ${TYPE_NAMES[v.mediaType]} · ${formatFileSize(v.sizeBytes)}`;
const pagesText = (d: PlannedDocument) => (d.notMerged ? 'not merged' : d.pages === 1 ? '1 page' : `${d.pages} pages`);

function contentsTable(documents: PlannedDocument[]): Content {
  const head = (text: string, alignment = 'left') => ({ text, color: MUTED, fontSize: 9, alignment });
  return {
    table: {
      headerRows: 1,
      widths: [22, '*', 62, 48],
      body: [
        [head('#'), head('Document'), head('Pages', 'right'), head('Starts on', 'right')],
        [
          '',
          { text: 'The application’s answers', bold: true },
          '',
          { pageReference: ANSWERS_ID, alignment: 'right', bold: true },
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
          // pdfmake fills in the page of the separator, and links the number to it.
          { pageReference: separatorId(i), alignment: 'right', bold: true },
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

function separator(detail: ApplicationDetailView, d: PlannedDocument, index: number, count: number): Content[] {
  return [
    {
      text: `Document ${index + 1} of ${count} · ${detail.reference}`,
      style: 'kicker',
      id: separatorId(index),
      pageBreak: 'before',
    },
    { text: d.view.label, style: 'documentTitle' },
    { text: d.view.originalName, style: 'fileName' },
    keyValueTable([
      ['Type', TYPE_NAMES[d.view.mediaType]],
      ['Size', formatFileSize(d.view.sizeBytes)],
      ['Uploaded', formatUsDateTime(d.view.uploadedAt)],
      ['In this package', d.notMerged ? 'Not merged' : `${pagesText(d)}, after this one`],
    ]),
    d.notMerged ? { text: d.notMerged, style: 'notMerged' } : { text: 'The document follows this page.', style: 'note' },
    // Blank pages that package-pdf.ts replaces with the document's own, so that every page
    // number pdfmake prints (contents, footers) is already the package's.
    ...Array.from({ length: d.pages }, () => ({ text: ' ', pageBreak: 'before' })),
  ];
}

/**
 * Every page the package draws itself, as one PDF: the cover with the contents (the page each
 * document starts on), the answers, and per document its separator followed by blank stand-ins for
 * its pages. One pdfmake run, so the fonts are embedded once.
 */
export function renderPackagePages(
  detail: ApplicationDetailView,
  generatedAt: Date,
  documents: PlannedDocument[],
): Promise<Buffer> {
  const standIns = documents.reduce((n, d) => n + 1 + d.pages, 0);
  const content: Content[] = [
    // The contents on the first page, under the cover, where a reader looks first.
    ...coverContent(detail, generatedAt),
    { text: 'Contents', style: 'section', id: CONTENTS_ID },
    contentsTable(documents),
    {
      text: 'Each document starts on a page naming it. Your PDF reader’s bookmarks lead to each one.',
      style: 'note',
    },
    ...answersContent(detail),
    ...documents.flatMap((d, i) => separator(detail, d, i, documents.length)),
  ];
  return renderPdf({
    info: packageInfo(detail),
    pageMargins: [54, 54, 54, 54],
    styles: {
      ...COVER_STYLES,
      kicker: { fontSize: 11, color: MUTED, margin: [0, 160, 0, 8] },
      documentTitle: { fontSize: 24, bold: true, color: BRAND, margin: [0, 0, 0, 6] },
      fileName: { fontSize: 13, margin: [0, 0, 0, 18] },
      notMerged: { fontSize: 12, bold: true, margin: [0, 16, 0, 0] },
    },
    footer: (page, pageCount) => {
      // No footer on the stand-ins: they are replaced by the documents' own pages.
      let at = pageCount - standIns + 1;
      for (const d of documents) {
        if (page > at && page <= at + d.pages) return '';
        at += 1 + d.pages;
      }
      return { text: `${detail.reference} · page ${page}`, alignment: 'center', fontSize: 8, color: MUTED };
    },
    content,
  });
}
