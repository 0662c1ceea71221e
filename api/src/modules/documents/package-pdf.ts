/**
 * The application package (docs/decisions/024, 130): the cover with the contents, the answers, then
 * each document after a separator page naming it, with a bookmark per part. It runs inside a
 * document worker (job `package-pdf`), never on the web server's thread: merging can be slow.
 */
import {
  PDFDocument,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  PDFRef,
  PDFString,
  type PDFImage,
} from 'pdf-lib';
import { organisation } from '../../domain/organisation.js';
import type { ApplicationDetailView, DocumentView } from '../application-records/application-views.js';
import { CONTENTS_ID, renderPackagePages, separatorId, type PlannedDocument } from './package-contents.js';
import { ANSWERS_ID } from './package-cover.js';
import { embedPngDirect, type EmbeddedImage } from './png-embed.js';
import { DecodeBudgetExceeded, openingBudgetFor, withDecodeBudget } from './decode-budget.js';
import { decodeCapFor, prescanPdf } from './pdf-prescan.js';

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
  | { kind: 'image'; bytes: Uint8Array }
  | { kind: 'none'; notMerged: string };

const notMergedPdf = `This PDF could not be merged (it may be encrypted or damaged). ${DOWNLOAD_ALONE}`;
const tooManyPages = (pages: number, max: number) =>
  `This PDF has ${pages.toLocaleString('en-US')} pages, more than the ${max} a package can hold, so it could not be merged. ${DOWNLOAD_ALONE}`;
const overBudget = `This PDF unpacks to more data, or holds more parts, than a package allows, so it could not be merged. ${DOWNLOAD_ALONE}`;
const notPlacedImage = `This image could not be placed in the package, so it could not be merged. ${DOWNLOAD_ALONE}`;

async function prepare(doc: PackageJobDocument, maxPages: number): Promise<Prepared> {
  if (!doc.bytes) return { kind: 'none', notMerged: doc.notMerged ?? notMergedPdf };
  if (doc.view.mediaType !== 'application/pdf') return { kind: 'image', bytes: doc.bytes };
  // Documents stored before the upload's pre-scan (docs/decisions/310) get it here, and pdf-lib's
  // decoders are held to the same cap whatever the file says (445).
  const scan = await prescanPdf(doc.bytes, maxPages);
  if (!scan.ok) return { kind: 'none', notMerged: scan.problem === 'pages' ? tooManyPages(scan.pages, maxPages) : overBudget };
  const budget = openingBudgetFor(decodeCapFor(doc.bytes.length));
  try {
    const source = await withDecodeBudget(budget, () =>
      PDFDocument.load(doc.bytes!, { ignoreEncryption: false, updateMetadata: false }),
    );
    const pages = source.getPageCount();
    if (pages === 0) return { kind: 'none', notMerged: notMergedPdf };
    if (pages > maxPages) return { kind: 'none', notMerged: tooManyPages(pages, maxPages) };
    return { kind: 'pdf', source, pages };
  } catch (error) {
    return { kind: 'none', notMerged: error instanceof DecodeBudgetExceeded ? overBudget : notMergedPdf };
  }
}

async function embedImage(pkg: PDFDocument, view: DocumentView, original: Uint8Array): Promise<EmbeddedImage | PDFImage> {
  // A copy that starts at offset 0: pdf-lib's JPEG reader ignores byteOffset, and small Buffers
  // are slices of a shared pool (a 295-byte JPEG read as "SOI not found").
  const bytes = Buffer.from(new Uint8Array(original).buffer);
  if (view.mediaType === 'image/jpeg') return pkg.embedJpg(bytes);
  return embedPngDirect(pkg, bytes) ?? (await pkg.embedPng(bytes));
}

/**
 * An image on the Letter page at `index` (a stand-in is replaced), scaled to fit inside the
 * margins, with its label above; or, if it cannot be read, a line saying so.
 */
async function placeImage(pkg: PDFDocument, index: number, view: DocumentView, bytes: Uint8Array): Promise<void> {
  pkg.removePage(index);
  const page = pkg.insertPage(index, LETTER);
  const font = await pkg.embedFont(StandardFonts.Helvetica);
  page.drawText(view.label, { x: MARGIN, y: LETTER[1] - MARGIN - 10, size: 10, font, color: rgb(0.35, 0.4, 0.46) });
  let image: EmbeddedImage | PDFImage;
  try {
    image = await embedImage(pkg, view, bytes);
  } catch {
    page.drawText(notPlacedImage, { x: MARGIN, y: LETTER[1] - MARGIN - 40, size: 11, font, maxWidth: LETTER[0] - MARGIN * 2 });
    return;
  }
  const boxW = LETTER[0] - MARGIN * 2;
  const boxH = LETTER[1] - MARGIN * 2 - 24;
  const scale = Math.min(boxW / image.width, boxH / image.height, 1);
  const w = image.width * scale;
  const h = image.height * scale;
  const x = (LETTER[0] - w) / 2;
  const y = MARGIN + (boxH - h);
  if ('embed' in image) page.drawImage(image, { x, y, width: w, height: h });
  else {
    const name = page.node.newXObject('Image', image.ref);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(w, 0, 0, h, x, y), drawObject(name), popGraphicsState());
  }
}

/** The page index of each named destination pdfmake wrote (an `id` in the content). */
function namedPages(pkg: PDFDocument): Map<string, number> {
  const pages = new Map(pkg.getPages().map((p, i) => [p.ref.toString(), i]));
  const names = pkg.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('Dests'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const found = new Map<string, number>();
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    const name = names.lookup(i, PDFString, PDFHexString).decodeText();
    const page = names.lookup(i + 1, PDFArray).get(0);
    if (page instanceof PDFRef && pages.has(page.toString())) found.set(name, pages.get(page.toString())!);
  }
  return found;
}

/** Bookmarks: the contents (on the cover), the answers, then one per document, each opening its first page. */
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

/** Builds the whole package. Worker only: see document-jobs.ts. */
export async function buildPackage(input: PackageJobInput, report: Report = () => {}): Promise<Uint8Array> {
  const { detail, documents } = input;
  const prepared: Prepared[] = [];
  for (const [i, doc] of documents.entries()) {
    report(i);
    prepared.push(await prepare(doc, input.maxPages));
  }
  const planned: PlannedDocument[] = documents.map((d, i) => {
    const p = prepared[i]!;
    return p.kind === 'none'
      ? { view: d.view, pages: 0, notMerged: p.notMerged }
      : { view: d.view, pages: p.kind === 'pdf' ? p.pages : 1 };
  });

  report(-1);
  const pkg = await PDFDocument.load(await renderPackagePages(detail, input.generatedAt, planned), { updateMetadata: false });
  pkg.setProducer(organisation.name);
  const named = namedPages(pkg);
  const outline = [
    { title: 'Contents', page: pkg.getPage(named.get(CONTENTS_ID)!).ref },
    { title: 'Application', page: pkg.getPage(named.get(ANSWERS_ID) ?? 0).ref },
  ];
  for (const [i, doc] of documents.entries()) {
    report(i);
    const at = named.get(separatorId(i))!;
    outline.push({ title: `${i + 1}. ${doc.view.label}`, page: pkg.getPage(at).ref });
    const p = prepared[i]!;
    if (p.kind === 'pdf') {
      const pages = await pkg.copyPages(p.source, p.source.getPageIndices());
      pages.forEach((page, k) => {
        pkg.removePage(at + 1 + k);
        pkg.insertPage(at + 1 + k, page);
      });
    } else if (p.kind === 'image') await placeImage(pkg, at + 1, doc.view, p.bytes);
  }
  report(-1);
  addOutline(pkg, outline);
  return pkg.save();
}
