import { PDFDocument } from 'pdf-lib';

/** The page count of a PDF, or null when it cannot be read (damaged, or encrypted). Worker only. */
export async function countPdfPages({ bytes }: { bytes: Uint8Array }): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}
