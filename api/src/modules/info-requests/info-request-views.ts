import { In, type EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { ApplicationDocument } from '../application-records/application-document.entity.js';

/** What GET /api/application-status answers: the public label and nothing internal. */
export interface ApplicantStatusView {
  reference: string;
  kind: ApplicationKind;
  status: string;
  submittedAt: Date;
  nextStep: string;
  requests: {
    id: number;
    document: string;
    label: string;
    note: string | null;
    dueAt: Date | null;
    fulfilled: boolean;
    /** The name of the file that answered it, as the applicant's device gave it; null while open. */
    receivedFile: string | null;
    /** When that file arrived. */
    receivedAt: Date | null;
    /** Closed by staff moving the application on: it takes no upload (the page says so). */
    closed: boolean;
    /** The file input's accept attribute: the document's own types. */
    accept: string;
  }[];
  /** What later features add (their status sections: `letters`), merged in by name. */
  [section: string]: unknown;
}

/**
 * A later feature's part of the applicant's view (letters: `letters`), registered by that
 * feature: info-requests comes first in the feature list and knows none of them.
 */
export type StatusSection = (
  scope: { kind: ApplicationKind; applicantId: number },
  locale: Locale,
) => Promise<Record<string, unknown>>;

/** A request as staff see it on the detail page. */
export interface InfoRequestView {
  id: number;
  document: string;
  label: string;
  note: string | null;
  dueAt: Date | null;
  requestedAt: Date;
  requestedBy: string;
  fulfilledAt: Date | null;
  /** Closed unanswered when staff moved the application out of NEEDS_INFO. */
  closedAt: Date | null;
  fileId: string | null;
  reminderSentAt: Date | null;
}

/**
 * The names of the files that answered requests, by file id, so the applicant reads which file we
 * have ("loan-history.pdf") rather than only that something arrived.
 */
export async function receivedFileNames(manager: EntityManager, fileIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = fileIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await manager
    .getRepository(ApplicationDocument)
    .find({ select: { fileId: true, originalName: true }, where: { fileId: In(ids) } });
  return new Map(rows.map((row) => [row.fileId, row.originalName]));
}
