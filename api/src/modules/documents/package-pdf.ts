import {
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFString,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { organisation } from '../../domain/organisation.js';
import { embedPngDirect } from './png-embed.js';
import type { DocumentView } from '../staff-review/staff-views.js';

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

export interface PackageDocument {
  view: DocumentView;
  bytes: Buffer;
}

interface OutlineEntry {
  title: string;
  page: PDFRef;
}

/** A page saying a document could not be merged, so the reviewer knows to download it alone. */
async function noticePage(pkg: PDFDocument, view: DocumentView, reason: string): Promise<PDFPage> {
  const page = pkg.addPage(LETTER);
  const font = await pkg.embedFont(StandardFonts.Helvetica);
  page.drawText(view.label, { x: MARGIN * 2, y: 700, size: 16, font });
  page.drawText(reason, { x: MARGIN * 2, y: 670, size: 11, font, color: rgb(0.35, 0.4, 0.46), maxWidth: 612 - MARGIN * 4 });
  return page;
}

async function appendPdf(pkg: PDFDocument, doc: PackageDocument): Promise<PDFPage> {
  try {
    const source = await PDFDocument.load(doc.bytes, { ignoreEncryption: false, updateMetadata: false });
    const pages = await pkg.copyPages(source, source.getPageIndices());
    if (pages.length === 0) throw new Error('no pages');
    pages.forEach((p) => pkg.addPage(p));
    return pages[0]!;
  } catch {
    return noticePage(
      pkg,
      doc.view,
      'This PDF could not be merged (it may be encrypted or damaged). Download it on its own from the application page.',
    );
  }
}

/** An image on its own Letter page, scaled to fit inside the margins, with its label above. */
async function appendImage(pkg: PDFDocument, doc: PackageDocument): Promise<PDFPage> {
  try {
    const direct = doc.view.mediaType === 'image/png' ? embedPngDirect(pkg, doc.bytes) : null;
    const embedded = direct
      ? null
      : doc.view.mediaType === 'image/png'
        ? await pkg.embedPng(doc.bytes)
        : await pkg.embedJpg(doc.bytes);
    const size = direct ?? embedded!;
    const page = pkg.addPage(LETTER);
    const font = await pkg.embedFont(StandardFonts.Helvetica);
    page.drawText(doc.view.label, { x: MARGIN, y: LETTER[1] - MARGIN - 10, size: 10, font, color: rgb(0.35, 0.4, 0.46) });
    const boxW = LETTER[0] - MARGIN * 2;
    const boxH = LETTER[1] - MARGIN * 2 - 24;
    const scale = Math.min(boxW / size.width, boxH / size.height, 1);
    const w = size.width * scale;
    const h = size.height * scale;
    const x = (LETTER[0] - w) / 2;
    const y = MARGIN + (boxH - h);
    if (embedded) page.drawImage(embedded, { x, y, width: w, height: h });
    else {
      const name = page.node.newXObject('Image', direct!.ref);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(w, 0, 0, h, x, y), drawObject(name), popGraphicsState());
    }
    return page;
  } catch {
    return noticePage(
      pkg,
      doc.view,
      'This image could not be placed in the package. Download it on its own from the application page.',
    );
  }
}

/** Bookmarks: one for the application pages, one per document, each opening its first page. */
function addOutline(pkg: PDFDocument, entries: OutlineEntry[]): void {
  const context = pkg.context;
  const outlineRef = context.nextRef();
  const itemRefs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({
      Title: PDFString.of(entry.title),
      Parent: outlineRef,
      Dest: [entry.page, PDFName.of('Fit')],
    });
    if (i > 0) item.set(PDFName.of('Prev'), itemRefs[i - 1]!);
    if (i < entries.length - 1) item.set(PDFName.of('Next'), itemRefs[i + 1]!);
    context.assign(itemRefs[i]!, item);
  });
  const outline = context.obj({ Type: 'Outlines', Count: PDFNumber.of(entries.length) });
  if (itemRefs.length > 0) {
    outline.set(PDFName.of('First'), itemRefs[0]!);
    outline.set(PDFName.of('Last'), itemRefs[itemRefs.length - 1]!);
  }
  context.assign(outlineRef, outline);
  pkg.catalog.set(PDFName.of('Outlines'), outlineRef);
  pkg.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/**
 * The application package: the cover pages from pdfmake, then every uploaded PDF's pages and
 * every image on a page of its own, in the form's order, with a bookmark per document.
 */
export async function assemblePackage(cover: Buffer, title: string, documents: PackageDocument[]): Promise<Buffer> {
  const pkg = await PDFDocument.load(cover, { updateMetadata: false });
  pkg.setTitle(title);
  pkg.setProducer(organisation.name);
  const entries: OutlineEntry[] = [{ title: 'Application', page: pkg.getPage(0).ref }];
  for (const doc of documents) {
    const first = doc.view.mediaType === 'application/pdf' ? await appendPdf(pkg, doc) : await appendImage(pkg, doc);
    entries.push({ title: doc.view.label, page: first.ref });
  }
  addOutline(pkg, entries);
  return Buffer.from(await pkg.save());
}
