import type { ApplicationKind } from '../../domain/applications/index.js';

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
    /** Closed by staff moving the application on: it takes no upload (the page says so). */
    closed: boolean;
    /** The file input's accept attribute: the document's own types. */
    accept: string;
  }[];
}

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
