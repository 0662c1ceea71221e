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
import type { PdfInspection } from './pdf-inspection.js';

/**
 * The time one submission's PDFs may take to read: a floor for the job, and for each file a second
 * plus three per megabyte (a 10 MB PDF parses in a few seconds at worst, more on a busy machine),
 * so a small hostile file holds the worker for a second or two, not the 30 s a large one may need.
 * The package's memory limit, so one warm worker serves both.
 */
export function pageCountLimits(sizes: number[]): { timeoutMs: number; memoryMb: number } {
  const perFile = sizes.reduce((ms, bytes) => ms + 1_000 + Math.ceil((3_000 * bytes) / (1024 * 1024)), 0);
  return { timeoutMs: 2_000 + perFile, memoryMb: 512 };
}

/**
 * The page limit (MAX_DOCUMENT_PAGES) of every uploaded PDF, checked in a document worker so a
 * hostile file cannot stall the server, all of a submission's PDFs in one job. First the pre-scan
 * (docs/decisions/310, 445) refuses a file that unpacks past its cap or is built beyond the budget
 * of objects and nesting, in well under a second; then pdf-lib counts the pages, its decoders held
 * to the same cap. A PDF too heavy to count in time is refused (the job stops there: the
 * submission is refused anyway, and the files after it are read when it is sent again); one
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
  const pdfs = documents.filter((doc) => doc.mediaType === 'application/pdf');
  if (pdfs.length === 0) return problems;
  const specOf = (doc: StagedDocument) => specs.find((s) => s.name === doc.fileAlias)!;
  const files = pdfs.map((doc) => store.stagedBytes(doc));
  const limits = pageCountLimits(files.map((bytes) => bytes.length));
  try {
    const input = { files, maxPages: MAX_DOCUMENT_PAGES };
    const found = await runDocumentJob('inspect-pdfs', input, { ...limits, transfer: files.map((f) => f.buffer), sender });
    found.forEach((inspection, i) => {
      const doc = pdfs[i]!;
      const problem = inspectionProblem(inspection, specOf(doc));
      if (problem) problems[doc.fileAlias] = problem;
    });
  } catch (error) {
    if (!(error instanceof DocumentJobError)) throw error;
    if (error.reason === 'busy') throw tooManyAttempts(60_000);
    if (error.reason === 'failed') throw error;
    const doc = pdfs[Math.max(0, error.progress ?? 0)]!;
    problems[doc.fileAlias] = unreadablePdfMessage(specOf(doc));
  }
  return problems;
}

function inspectionProblem(found: PdfInspection, spec: DocumentSpec): string | null {
  if ('refused' in found) {
    const refused = found.refused;
    if (refused.problem === 'decoded-size') return unpacksTooLargeMessage(spec, refused.capBytes);
    if (refused.problem === 'pages') return tooManyPagesMessage(spec, refused.pages);
    return tooComplexPdfMessage(spec);
  }
  return found.pages !== null && found.pages > MAX_DOCUMENT_PAGES ? tooManyPagesMessage(spec, found.pages) : null;
}
