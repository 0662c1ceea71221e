/**
 * Reads an application package back as a reviewer's PDF reader would: its outline (bookmarks,
 * with the page each opens) with pdf-lib, and the text of every page with poppler's pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';

export interface Bookmark {
  title: string;
  /** The page it opens, from 0. */
  pageIndex: number;
}

export async function readOutline(bytes: Uint8Array): Promise<Bookmark[]> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((p) => p.ref.toString());
  const outlines = pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const marks: Bookmark[] = [];
  let item = outlines?.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'), PDFString, PDFHexString).decodeText();
    const dest = item.lookup(PDFName.of('Dest'), PDFArray).get(0) as PDFRef;
    marks.push({ title, pageIndex: pages.indexOf(dest.toString()) });
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  return marks;
}

/** The text of each page (index 0 is page 1) in reading order by line, whitespace collapsed. */
export function pageTexts(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-pdf-'));
  try {
    const file = path.join(dir, 'package.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return text
      .split('\f')
      .slice(0, -1)
      .map((t) => t.replace(/\s+/g, ' ').trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
