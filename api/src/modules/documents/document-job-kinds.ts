/**
 * Every kind of document job the worker can run. Each is a plain function of a structured-
 * cloneable input (Buffers arrive as Uint8Array) and a `report(progress)` callback. They run only
 * inside the worker thread (document-job-worker.ts); callers use runDocumentJob.
 */

// Each kind loads its code on first use, so a worker that only counts pages never loads pdfmake.
// The loading does not count against the job's time limit.
export const documentJobKinds = {
  /** The number of pages of a PDF, or null when pdf-lib cannot read it (damaged, encrypted). */
  'count-pdf-pages': async () => (await import('./pdf-inspection.js')).countPdfPages,
  /** The upload check of a submission's PDFs: the budget's pre-scan (docs/decisions/310), then the page count. */
  'inspect-pdfs': async () => (await import('./pdf-inspection.js')).inspectPdfs,
  /** The application package PDF; reports the document it is working on (-1: the package itself). */
  'package-pdf': async () => (await import('./package-pdf.js')).buildPackage,
};

export type DocumentJobKind = keyof typeof documentJobKinds;
type Job<K extends DocumentJobKind> = Awaited<ReturnType<(typeof documentJobKinds)[K]>>;
export type DocumentJobInput<K extends DocumentJobKind> = Parameters<Job<K>>[0];
export type DocumentJobOutput<K extends DocumentJobKind> = Awaited<ReturnType<Job<K>>>;
