import {
  MAX_DOCUMENT_PAGES,
  tooComplexPdfMessage,
  tooManyPagesMessage,
  unpacksTooLargeMessage,
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
 * The page limit (MAX_DOCUMENT_PAGES) of every uploaded PDF, checked in a document worker so a
 * hostile file cannot stall the server. First the pre-scan (docs/decisions/310) refuses a file
 * that unpacks past its cap or is built beyond the budget of objects and nesting, in well under a
 * second; then pdf-lib counts the pages. A PDF too heavy to count in time is refused as well; one
 * pdf-lib cannot read (encrypted, damaged) is accepted, and the package says so.
 * `sender` (the applicant's address) shares the worker fairly between applicants.
 */
export async function pageLimitProblems(
  documents: StagedDocument[],
  specs: readonly DocumentSpec[],
  store: DocumentStore,
  sender?: string,
): Promise<FieldErrors> {
  const problems: FieldErrors = {};
  for (const doc of documents) {
    if (doc.mediaType !== 'application/pdf') continue;
    const spec = specs.find((s) => s.name === doc.fileAlias)!;
    try {
      const bytes = store.stagedBytes(doc);
      const input = { bytes, maxPages: MAX_DOCUMENT_PAGES };
      const found = await runDocumentJob('inspect-pdf', input, { ...PAGE_COUNT_LIMITS, transfer: [bytes.buffer], sender });
      if ('refused' in found) {
        const refused = found.refused;
        problems[doc.fileAlias] =
          refused.problem === 'decoded-size'
            ? unpacksTooLargeMessage(spec, refused.capBytes)
            : refused.problem === 'pages'
              ? tooManyPagesMessage(spec, refused.pages)
              : tooComplexPdfMessage(spec);
      } else if (found.pages !== null && found.pages > MAX_DOCUMENT_PAGES) {
        problems[doc.fileAlias] = tooManyPagesMessage(spec, found.pages);
      }
    } catch (error) {
      if (!(error instanceof DocumentJobError)) throw error;
      if (error.reason === 'busy') throw tooManyAttempts(60_000);
      if (error.reason === 'failed') throw error;
      problems[doc.fileAlias] = unreadablePdfMessage(spec);
    }
  }
  return problems;
}
