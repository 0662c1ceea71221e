/**
 * The application package (docs/decisions/024, 130): the cover and answers, a contents page, then
 * each document after a separator page naming it, with a bookmark per part. It runs inside a
 * document worker (job `package-pdf`), never on the web server's thread: merging can be slow.
 */
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFImage,
  type PDFRef,
} from 'pdf-lib';
import { organisation } from '../../domain/organisation.js';
import type { ApplicationDetailView, DocumentView } from '../staff-review/staff-views.js';
import { renderContents, type PlacedDocument } from './package-contents.js';
import { renderCover } from './package-cover.js';
import { embedPngDirect, type EmbeddedImage } from './png-embed.js';

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;
const DOWNLOAD_ALONE = 'Download it on its own from the application page.';

export interface PackageJobDocument {
  view: DocumentView;
  /** The document's bytes; null when it is already known not to merge (see `notMerged`). */
  bytes: Uint8Array | null;
  notMerged?: string;
}

export interface PackageJobInput {
  detail: ApplicationDetailView;
  documents: PackageJobDocument[];
  generatedAt: Date;
  /** PDFs with more pages are not merged (MAX_DOCUMENT_PAGES; older uploads predate the limit). */
  maxPages: number;
}

/** `report(-1)`: work on the package itself; `report(i)`: on document i (so a timeout names it). */
export type Report = (progress: number) => void;

type Prepared =
  | { kind: 'pdf'; source: PDFDocument; pages: number }
  | { kind: 'image'; direct: EmbeddedImage | null; embedded: PDFImage | null }
  | { kind: 'none'; notMerged: string };

const notMergedPdf = `This PDF could not be merged (it may be encrypted or damaged). ${DOWNLOAD_ALONE}`;
const tooManyPages = (pages: number, max: number) =>
  `This PDF has ${pages.toLocaleString('en-US')} pages, more than the ${max} a package can hold, so it could not be merged. ${DOWNLOAD_ALONE}`;
const notPlacedImage = `This image could not be placed in the package, so it could not be merged. ${DOWNLOAD_ALONE}`;

async function prepare(pkg: PDFDocument, doc: PackageJobDocument, maxPages: number): Promise<Prepared> {
  if (!doc.bytes) return { kind: 'none', notMerged: doc.notMerged ?? notMergedPdf };
  if (doc.view.mediaType === 'application/pdf') {
    try {
      const source = await PDFDocument.load(doc.bytes, { ignoreEncryption: false, updateMetadata: false });
      const pages = source.getPageCount();
      if (pages === 0) return { kind: 'none', notMerged: notMergedPdf };
      if (pages > maxPages) return { kind: 'none', notMerged: tooManyPages(pages, maxPages) };
      return { kind: 'pdf', source, pages };
    } catch {
      return { kind: 'none', notMerged: notMergedPdf };
    }
  }
  try {
    // A copy that starts at offset 0: pdf-lib's JPEG reader ignores byteOffset, and small Buffers
    // are slices of a shared pool (a 295-byte JPEG read as "SOI not found").
    const bytes = Buffer.from(new Uint8Array(doc.bytes).buffer);
    const direct = doc.view.mediaType === 'image/png' ? embedPngDirect(pkg, bytes) : null;
    const embedded = direct ? null : doc.view.mediaType === 'image/png' ? await pkg.embedPng(bytes) : await pkg.embedJpg(bytes);
    return { kind: 'image', direct, embedded };
  } catch {
    return { kind: 'none', notMerged: notPlacedImage };
  }
}

/** An image on its own Letter page, scaled to fit inside the margins, with its label above. */
async function addImagePage(pkg: PDFDocument, label: string, image: Extract<Prepared, { kind: 'image' }>): Promise<void> {
  const size = image.direct ?? image.embedded!;
  const page = pkg.addPage(LETTER);
  const font = await pkg.embedFont(StandardFonts.Helvetica);
  page.drawText(label, { x: MARGIN, y: LETTER[1] - MARGIN - 10, size: 10, font, color: rgb(0.35, 0.4, 0.46) });
  const boxW = LETTER[0] - MARGIN * 2;
  const boxH = LETTER[1] - MARGIN * 2 - 24;
  const scale = Math.min(boxW / size.width, boxH / size.height, 1);
  const w = size.width * scale;
  const h = size.height * scale;
  const x = (LETTER[0] - w) / 2;
  const y = MARGIN + (boxH - h);
  if (image.embedded) page.drawImage(image.embedded, { x, y, width: w, height: h });
  else {
    const name = page.node.newXObject('Image', image.direct!.ref);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(w, 0, 0, h, x, y), drawObject(name), popGraphicsState());
  }
}

/** Bookmarks: the application, the contents, then one per document, each opening its first page. */
function addOutline(pkg: PDFDocument, entries: { title: string; page: PDFRef }[]): void {
  const context = pkg.context;
  const outlineRef = context.nextRef();
  const itemRefs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
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

/** Lays the documents out from package page `firstPage` on: each its separator, then its pages. */
function place(documents: PackageJobDocument[], prepared: Prepared[], firstPage: number): PlacedDocument[] {
  let next = firstPage;
  return documents.map((d, i) => {
    const p = prepared[i]!;
    const pages = p.kind === 'pdf' ? p.pages : p.kind === 'image' ? 1 : 0;
    const placed = { view: d.view, pages, startPage: next, ...(p.kind === 'none' ? { notMerged: p.notMerged } : {}) };
    next += 1 + pages;
    return placed;
  });
}

/** Builds the whole package. Worker only: see document-jobs.ts. */
export async function buildPackage(input: PackageJobInput, report: Report = () => {}): Promise<Uint8Array> {
  const { detail, documents } = input;
  report(-1);
  const pkg = await PDFDocument.load(await renderCover(detail, input.generatedAt), { updateMetadata: false });
  pkg.setTitle(`${detail.title} ${detail.reference}`);
  pkg.setProducer(organisation.name);
  const applicationPages = pkg.getPageCount();

  const prepared: Prepared[] = [];
  for (const [i, doc] of documents.entries()) {
    report(i);
    prepared.push(await prepare(pkg, doc, input.maxPages));
  }

  // The contents' own length moves every start page: lay out once, and again if it is not one page.
  report(-1);
  let contentsPages = 1;
  let placed = place(documents, prepared, applicationPages + contentsPages + 1);
  let contents = await PDFDocument.load(await renderContents(detail, applicationPages, placed));
  if (contents.getPageCount() - documents.length !== contentsPages) {
    contentsPages = contents.getPageCount() - documents.length;
    placed = place(documents, prepared, applicationPages + contentsPages + 1);
    contents = await PDFDocument.load(await renderContents(detail, applicationPages, placed));
  }
  const contentsCopy = await pkg.copyPages(contents, contents.getPageIndices());
  contentsCopy.slice(0, contentsPages).forEach((p) => pkg.addPage(p));

  const outline = [
    { title: 'Application', page: pkg.getPage(0).ref },
    { title: 'Contents', page: contentsCopy[0]!.ref },
  ];
  for (const [i, doc] of documents.entries()) {
    report(i);
    const separator = pkg.addPage(contentsCopy[contentsPages + i]!);
    outline.push({ title: `${i + 1}. ${doc.view.label}`, page: separator.ref });
    const p = prepared[i]!;
    if (p.kind === 'pdf') (await pkg.copyPages(p.source, p.source.getPageIndices())).forEach((page) => pkg.addPage(page));
    else if (p.kind === 'image') await addImagePage(pkg, doc.view.label, p);
  }
  report(-1);
  addOutline(pkg, outline);
  return pkg.save();
}
