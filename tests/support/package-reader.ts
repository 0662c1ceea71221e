/**
 * Reads an application package back as a reviewer's PDF reader would: its outline (bookmarks,
 * with the page each opens) with pdf-lib, and the text of every page with pdf.js, the reader the
 * console already ships, so the tests need nothing but Node.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

// The widths of the 14 standard fonts, for PDFs that use them without embedding (as pdf-lib's do).
const standardFontDataUrl = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A page's text as it looks on the page: runs grouped into lines by their baseline, lines from top
 * to bottom, runs left to right, with a space where the page shows a gap (a table's columns read
 * across, as a person reads a row).
 */
function layoutText(runs: Run[]): string {
  const lines: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) <= Math.max(line[0]!.height, run.height, 1) / 2) line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.x - b.x)
        .reduce((text, run, i) => {
          const before = line[i - 1];
          const gap = before ? run.x - (before.x + before.width) : 0;
          return text + (before && gap > run.height / 8 ? ' ' : '') + run.text;
        }, ''),
    )
    .join(' ');
}

/** The text of each page (index 0 is page 1) in reading order by line, whitespace collapsed. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given, so it reads a copy.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { items } = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , , x, y] = item.transform as number[];
        runs.push({ text: item.str, x: x!, y: y!, width: item.width, height: item.height });
      }
      texts.push(layoutText(runs).replace(/\s+/g, ' ').trim());
      page.cleanup();
    }
    return texts;
  } finally {
    await pdf.destroy();
  }
}
