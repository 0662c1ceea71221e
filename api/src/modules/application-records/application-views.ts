import type { Locale } from '../../domain/i18n/locales.js';
import {
  formatCents,
  formatGpa,
  formatUsDate,
  maskSsn,
  type ApplicationKind,
  type ApplicationStatus,
  type DocumentMediaType,
  type FieldSpec,
} from '../../domain/applications/index.js';
import type { ReviewStatus } from '../../domain/review/index.js';
import { requestableDocument, requestableDocuments } from '../../domain/application-status.js';
import { LETTER_DOCUMENT, LETTER_DOCUMENT_LABEL } from '../../domain/letters.js';
import type { ApplicationDocument } from './application-document.entity.js';
import type { ScanStatus } from '../../scanning/scanner.js';
import { applicantName, asRow, KINDS, type ApplicantEntity } from './kinds.js';

/** One row of a staff list: the same shape for the three kinds. */
export interface ApplicationSummaryView {
  kind: ApplicationKind;
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  status: ApplicationStatus;
  archivedAt: Date | null;
  /** The review axis (issue 12), orthogonal to status. */
  reviewStatus: ReviewStatus;
}

export interface ApplicationPageView {
  items: ApplicationSummaryView[];
  total: number;
  /** True when `total` is an estimate: a long list, or a search on a common word (list-query.ts). */
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
}

export interface FieldView {
  name: string;
  label: string;
  /** Formatted for people (money with $ and separators, dates MM/DD/YYYY, SSN masked); null when empty. */
  value: string | null;
  /** The stored value for programs (cents for money, YYYY-MM-DD for dates); SSNs masked here too. */
  raw: string | number | boolean | null;
  sensitive: boolean;
}

export interface SectionView {
  id: string;
  title: string;
  fields: FieldView[];
}

export interface DocumentView {
  fileId: string;
  fileAlias: string;
  label: string;
  originalName: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  uploadedAt: Date;
  /** The virus scan's verdict (issue 24) and when it was given. */
  scanStatus: ScanStatus;
  scannedAt: Date | null;
  /** Why it is not scanned yet, or could not be (issue 36); null once scanned. */
  scanProblem: string | null;
}

export interface ApplicationDetailView extends ApplicationSummaryView {
  title: string;
  /** The language the applicant applied in: their e-mails are written in it. */
  locale: Locale;
  archivedBy: { id: number; firstName: string; lastName: string } | null;
  sections: SectionView[];
  documents: DocumentView[];
  /** Every answer under the form's own field name, as the form wrote it (money as text, SSNs masked): the REST detail. */
  answers: Record<string, unknown>;
}

export function summaryOf(kind: ApplicationKind, entity: ApplicantEntity): ApplicationSummaryView {
  const row = asRow(entity);
  return {
    kind,
    id: entity.id,
    reference: row.reference,
    ...applicantName(KINDS[kind], entity),
    createdAt: row.createdAt,
    status: row.status,
    archivedAt: row.archivedAt,
    reviewStatus: row.reviewStatus,
  };
}

/** A stored yes/no answer (a boolean, or 0/1 from some drivers) as true or false. */
export function yesNoOf(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** A stored value shown to people. SSNs arrive here already decrypted, and leave masked. */
export function displayValue(spec: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (spec.kind) {
    case 'money':
      return `$${formatCents(Number(value))}`;
    case 'date':
      return formatUsDate(String(value));
    case 'ssn':
      return maskSsn(String(value));
    case 'gpa':
      return formatGpa(Number(value));
    case 'yesNo':
      return yesNoOf(value) ? 'Yes' : 'No';
    case 'select':
      return spec.options?.find((o) => o.value === String(value))?.label ?? String(value);
    default:
      return String(value);
  }
}

export function documentViewOf(kind: ApplicationKind, doc: ApplicationDocument): DocumentView {
  const spec = requestableDocument(kind, doc.fileAlias);
  return {
    fileId: doc.fileId,
    fileAlias: doc.fileAlias,
    // The recommender's letter is no field of the form, but has its own heading in the package and on the page.
    label: doc.fileAlias === LETTER_DOCUMENT ? LETTER_DOCUMENT_LABEL : (spec?.label ?? doc.fileAlias),
    originalName: doc.originalName,
    mediaType: doc.mediaType,
    sizeBytes: doc.sizeBytes,
    sha256: doc.sha256,
    uploadedAt: doc.createdAt,
    scanStatus: doc.scanStatus,
    scannedAt: doc.scannedAt,
    scanProblem: doc.scanProblem,
  };
}

/**
 * Documents in the form's order, whatever order the rows come in; documents sent later in answer
 * to a request (`other`) last, and the versions of one document oldest first.
 */
export function inFormOrder(kind: ApplicationKind, docs: ApplicationDocument[]): ApplicationDocument[] {
  const order = requestableDocuments(kind).map((d) => d.name);
  const rank = (alias: string) => (order.includes(alias) ? order.indexOf(alias) : order.length);
  return [...docs].sort((a, b) => rank(a.fileAlias) - rank(b.fileAlias) || a.createdAt.getTime() - b.createdAt.getTime());
}
