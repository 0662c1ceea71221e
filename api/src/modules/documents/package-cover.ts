import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake, { type Content, type TDocumentDefinitions } from 'pdfmake';
import { formatMegabytes, formatUsDateTime } from '../../domain/applications/index.js';
import { organisation } from '../../domain/organisation.js';
import type { ApplicationDetailView } from '../staff-review/staff-views.js';

const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontsDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontsDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontsDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontsDir, 'Roboto-MediumItalic.ttf'),
  },
});
// The cover is built from our own data only: no URL is ever fetched, only the bundled fonts are read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(fontsDir + path.sep));

const INK = '#1f2a37';
const MUTED = '#5b6675';
const RULE = '#d5dbe3';

function keyValueTable(rows: [string, string][]): Content {
  // pdfmake cannot lay out a table without rows.
  if (rows.length === 0) return { text: 'None.', color: MUTED };
  return {
    table: {
      widths: [170, '*'],
      body: rows.map(([k, v]) => [
        { text: k, color: MUTED },
        { text: v, color: INK },
      ]),
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  };
}

/**
 * The first pages of the package: a cover (type, reference, name, dates) and every field by
 * section, SSNs masked, then the list of documents that follow.
 */
export async function renderCover(detail: ApplicationDetailView, generatedAt: Date): Promise<Buffer> {
  const name = `${detail.firstName} ${detail.lastName}`;
  const content: Content[] = [
    { text: organisation.name, style: 'org' },
    { text: detail.title, style: 'title' },
    { text: name, style: 'name' },
    keyValueTable([
      ['Reference', detail.reference],
      ['Submitted', formatUsDateTime(detail.createdAt)],
      [
        'Status',
        detail.status === 'active'
          ? 'Active'
          : `Archived${detail.archivedAt ? ` on ${formatUsDateTime(detail.archivedAt)}` : ''}`,
      ],
      ['Package generated', formatUsDateTime(generatedAt)],
      ['Documents', String(detail.documents.length)],
    ]),
    {
      text: 'Confidential: contains personal information. Social Security numbers are masked.',
      style: 'note',
    },
  ];
  for (const section of detail.sections) {
    content.push({ text: section.title, style: 'section' });
    content.push(keyValueTable(section.fields.map((f) => [f.label, f.value ?? '—'])));
  }
  content.push({ text: 'Documents in this package', style: 'section', pageBreak: 'before' });
  content.push(
    keyValueTable(
      detail.documents.map((d, i) => [
        `${i + 1}. ${d.label}`,
        `${d.originalName} (${d.mediaType === 'application/pdf' ? 'PDF' : d.mediaType === 'image/png' ? 'PNG image' : 'JPEG image'}, ${formatMegabytes(d.sizeBytes)})`,
      ]),
    ),
  );
  const doc: TDocumentDefinitions = {
    info: { title: `${detail.title} ${detail.reference}`, author: organisation.name, subject: 'Application package' },
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 54],
    defaultStyle: { font: 'Roboto', fontSize: 10, color: INK },
    styles: {
      org: { fontSize: 11, bold: true, color: '#0b5d4b', margin: [0, 0, 0, 18] },
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
      name: { fontSize: 15, margin: [0, 0, 0, 16] },
      section: { fontSize: 13, bold: true, margin: [0, 18, 0, 6] },
      note: { fontSize: 9, italics: true, color: MUTED, margin: [0, 10, 0, 0] },
    },
    footer: (page, count) => ({
      text: `${detail.reference} · page ${page} of ${count} of the application`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
    }),
    content,
  };
  return pdfmake.createPdf(doc).getBuffer();
}
