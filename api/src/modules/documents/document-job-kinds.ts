/**
 * Every kind of document job the worker can run. Each is a plain function of a structured-
 * cloneable input (Buffers arrive as Uint8Array) and a `report(progress)` callback. They run only
 * inside the worker thread (document-job-worker.ts); callers use runDocumentJob.
 */
import type { PackageJobInput } from './package-pdf.js';

// Each kind loads its code on first use, so a worker that only counts pages never loads pdfmake.

export const documentJobKinds = {
  /** The number of pages of a PDF, or null when pdf-lib cannot read it (damaged, encrypted). */
  'count-pdf-pages': async (input: { bytes: Uint8Array }) => (await import('./pdf-inspection.js')).countPdfPages(input.bytes),
  /** The application package PDF; reports the document it is working on (-1: the package itself). */
  'package-pdf': async (input: PackageJobInput, report: (progress: number) => void) =>
    (await import('./package-pdf.js')).buildPackage(input, report),
};

export type DocumentJobKind = keyof typeof documentJobKinds;
export type DocumentJobInput<K extends DocumentJobKind> = Parameters<(typeof documentJobKinds)[K]>[0];
export type DocumentJobOutput<K extends DocumentJobKind> = Awaited<ReturnType<(typeof documentJobKinds)[K]>>;
