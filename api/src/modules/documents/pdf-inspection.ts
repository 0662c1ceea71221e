import { PDFDocument } from 'pdf-lib';
import { DecodeBudgetExceeded, openingBudgetFor, withDecodeBudget } from './decode-budget.js';
import { decodeCapFor, prescanPdf, type PdfPrescan } from './pdf-prescan.js';

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
 * The upload check of one PDF (docs/decisions/310, 445): the cheap pre-scan first, so a file over
 * the budget never reaches pdf-lib; then pdf-lib counts the pages, its decoders held to the same
 * budget whatever the file's dictionaries say. Worker only.
 */
export async function inspectPdf({ bytes, maxPages }: { bytes: Uint8Array; maxPages: number }): Promise<PdfInspection> {
  const scan = await prescanPdf(bytes, maxPages);
  if (!scan.ok) return { refused: scan };
  const capBytes = decodeCapFor(bytes.length);
  try {
    return { pages: await withDecodeBudget(openingBudgetFor(capBytes), () => countPdfPages({ bytes })) };
  } catch (error) {
    if (error instanceof DecodeBudgetExceeded) return { refused: { ok: false, problem: 'decoded-size', capBytes } };
    throw error;
  }
}

/**
 * Every PDF of one submission in one job (so six hostile files cost one turn of the worker, not
 * six); `report(i)` names the file being read, so a timeout names the file at fault.
 */
export async function inspectPdfs(
  { files, maxPages }: { files: Uint8Array[]; maxPages: number },
  report: (index: number) => void = () => {},
): Promise<PdfInspection[]> {
  const found: PdfInspection[] = [];
  for (const [i, bytes] of files.entries()) {
    report(i);
    found.push(await inspectPdf({ bytes, maxPages }));
  }
  return found;
}
