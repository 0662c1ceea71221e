import {
  MAX_DOCUMENT_PAGES,
  tooManyPagesMessage,
  unreadablePdfMessage,
  type DocumentSpec,
} from '../../domain/applications/index.js';
import { tooManyAttempts, type FieldErrors } from '../../domain/errors.js';
import type { StagedDocument } from './staged-document.js';
import { DocumentJobError, runDocumentJob } from './document-jobs.js';
import type { DocumentStore } from './document-store.js';

/** A 10 MB PDF parses in a few seconds at worst, more on a busy machine. The package's memory limit, so one warm worker serves both. */
export const PAGE_COUNT_LIMITS = { timeoutMs: 30_000, memoryMb: 512 };

/**
 * The page limit (MAX_DOCUMENT_PAGES) of every uploaded PDF, counted in a document worker so a
 * hostile file cannot stall the server. A PDF too heavy to count in time is refused as well; one
 * pdf-lib cannot read (encrypted, damaged) is accepted, and the package says so.
 */
export async function pageLimitProblems(
  documents: StagedDocument[],
  specs: readonly DocumentSpec[],
  store: DocumentStore,
): Promise<FieldErrors> {
  const problems: FieldErrors = {};
  for (const doc of documents) {
    if (doc.mediaType !== 'application/pdf') continue;
    const spec = specs.find((s) => s.name === doc.fileAlias)!;
    try {
      const bytes = store.stagedBytes(doc);
      const pages = await runDocumentJob('count-pdf-pages', { bytes }, { ...PAGE_COUNT_LIMITS, transfer: [bytes.buffer] });
      if (pages !== null && pages > MAX_DOCUMENT_PAGES) problems[doc.fileAlias] = tooManyPagesMessage(spec, pages);
    } catch (error) {
      if (!(error instanceof DocumentJobError)) throw error;
      if (error.reason === 'busy') throw tooManyAttempts(60_000);
      if (error.reason === 'failed') throw error;
      problems[doc.fileAlias] = unreadablePdfMessage(spec);
    }
  }
  return problems;
}
