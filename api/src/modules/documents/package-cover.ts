import type { Content } from 'pdfmake';
import { formatUsDateTime } from '../../domain/applications/index.js';
import { organisation } from '../../domain/organisation.js';
import type { ApplicationDetailView } from '../application-records/application-views.js';
import { BRAND, INK, MUTED, renderPdf, RULE } from './package-fonts.js';

export function keyValueTable(rows: [string, string][]): Content {
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

export const COVER_STYLES = {
  org: { fontSize: 11, bold: true, color: BRAND, margin: [0, 0, 0, 18] },
  title: { fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
  name: { fontSize: 15, margin: [0, 0, 0, 16] },
  section: { fontSize: 13, bold: true, margin: [0, 18, 0, 6] },
  note: { fontSize: 9, italics: true, color: MUTED, margin: [0, 10, 0, 0] },
};

/**
 * The first pages of the package: a cover (type, reference, name, dates) and every field by
 * section, SSNs masked. The contents and the documents follow (package-contents.ts).
 */
export function coverContent(detail: ApplicationDetailView, generatedAt: Date): Content[] {
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
  return content;
}

export const packageInfo = (detail: ApplicationDetailView) => ({
  title: `${detail.title} ${detail.reference}`,
  author: organisation.name,
  subject: 'Application package',
});

/** The cover alone (tests measure it). */
export function renderCover(detail: ApplicationDetailView, generatedAt: Date): Promise<Buffer> {
  return renderPdf({
    info: packageInfo(detail),
    pageMargins: [54, 54, 54, 54],
    styles: COVER_STYLES,
    footer: (page) => ({ text: `${detail.reference} · page ${page}`, alignment: 'center', fontSize: 8, color: MUTED }),
    content: coverContent(detail, generatedAt),
  });
}
