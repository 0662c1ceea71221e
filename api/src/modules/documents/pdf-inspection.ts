import { PDFDocument } from 'pdf-lib';
import { prescanPdf, type PdfPrescan } from './pdf-prescan.js';

/** The page count of a PDF, or null when it cannot be read (damaged, or encrypted). Worker only. */
export async function countPdfPages({ bytes }: { bytes: Uint8Array }): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

/** What an upload's check learns of a PDF: refused by the pre-scan, or its pages (null: unreadable). */
export type PdfInspection = { refused: Exclude<PdfPrescan, { ok: true }> } | { pages: number | null };

/**
 * The upload check (docs/decisions/310): the cheap pre-scan first, so a file over the budget never
 * reaches pdf-lib; then pdf-lib counts the pages. Worker only.
 */
export async function inspectPdf({ bytes, maxPages }: { bytes: Uint8Array; maxPages: number }): Promise<PdfInspection> {
  const scan = await prescanPdf(bytes, maxPages);
  if (!scan.ok) return { refused: scan };
  return { pages: await countPdfPages({ bytes }) };
}
