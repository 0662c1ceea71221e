import type { Content } from 'pdfmake';
import { formatUsDateTime } from '../../domain/applications/index.js';
import { organisation } from '../../domain/organisation.js';
import { REVIEW_STATUS_LABELS } from '../../domain/review/index.js';
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

/** Named destination of the answers' first page: the contents and the outline point to it. */
export const ANSWERS_ID = 'answers';

/**
 * The package's first page (issue 42, problem 10): type, reference, name, where the review stands
 * (a paid award reads "Paid", never a list's "Active"), and dates. The contents follow on the same
 * page (package-contents.ts), then the answers from page 2.
 */
export function coverContent(detail: ApplicationDetailView, generatedAt: Date): Content[] {
  const name = `${detail.firstName} ${detail.lastName}`;
  return [
    { text: organisation.name, style: 'org' },
    { text: detail.title, style: 'title' },
    { text: name, style: 'name' },
    keyValueTable([
      ['Reference', detail.reference],
      ['Submitted', formatUsDateTime(detail.createdAt)],
      ['Review status', REVIEW_STATUS_LABELS[detail.reviewStatus]],
      [
        'In the console',
        detail.status === 'active'
          ? 'In the list of applications'
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
}

/** Every answer by section, SSNs masked, from a page of their own. */
export function answersContent(detail: ApplicationDetailView): Content[] {
  return detail.sections.flatMap((section, i): Content[] => [
    i === 0
      ? { text: section.title, style: 'section', id: ANSWERS_ID, pageBreak: 'before' }
      : { text: section.title, style: 'section' },
    keyValueTable(section.fields.map((f) => [f.label, f.value ?? '—'])),
  ]);
}

export const packageInfo = (detail: ApplicationDetailView) => ({
  title: `${detail.title} ${detail.reference}`,
  author: organisation.name,
  subject: 'Application package',
});

/** The cover and the answers without the contents (tests measure them). */
export function renderCover(detail: ApplicationDetailView, generatedAt: Date): Promise<Buffer> {
  return renderPdf({
    info: packageInfo(detail),
    pageMargins: [54, 54, 54, 54],
    styles: COVER_STYLES,
    footer: (page) => ({ text: `${detail.reference} · page ${page}`, alignment: 'center', fontSize: 8, color: MUTED }),
    content: [...coverContent(detail, generatedAt), ...answersContent(detail)],
  });
}
