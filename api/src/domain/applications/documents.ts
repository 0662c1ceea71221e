/**
 * Document rules of spec §5: every document is required; some fields take PDF only, the others
 * PDF, JPEG or PNG. The type is judged by the file's first bytes, never by its name.
 */
import { ruleMessages as say } from './rule-messages.js';
import { DOCUMENT_MEDIA_TYPES, MEDIA_TYPE_EXTENSIONS, type DocumentMediaType } from './constants.js';

export interface DocumentSpec {
  /** The spec's field name: the file input's `name`, the stored fileAlias. */
  name: string;
  label: string;
  /** What the applicant should upload, in a sentence. */
  hint: string;
  pdfOnly: boolean;
  /** Media types this field accepts. */
  mediaTypes: readonly DocumentMediaType[];
  /** The file input's `accept` attribute. */
  accept: string;
}

const PDF_ACCEPT = 'application/pdf,.pdf';
const ANY_ACCEPT = 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png';

export function pdfDocument(name: string, label: string, hint: string): DocumentSpec {
  return { name, label, hint, pdfOnly: true, mediaTypes: ['application/pdf'], accept: PDF_ACCEPT };
}

export function anyDocument(name: string, label: string, hint: string): DocumentSpec {
  return { name, label, hint, pdfOnly: false, mediaTypes: DOCUMENT_MEDIA_TYPES, accept: ANY_ACCEPT };
}

/**
 * The media type a file's first bytes show, or null for anything else. Needs the first 8 bytes.
 * PDF: "%PDF-" (readers allow it within the first 1024 bytes; we insist on the start).
 */
export function sniffMediaType(head: Uint8Array): DocumentMediaType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** Bytes needed by sniffMediaType. */
export const SNIFF_BYTES = 8;

/** The message for a file whose bytes are not of an accepted type. */
export function wrongTypeMessage(doc: DocumentSpec): string {
  return doc.pdfOnly ? say.documentPdf(doc) : say.documentAny(doc);
}

export const missingDocumentMessage = (doc: DocumentSpec) => say.documentMissing(doc);
export const emptyDocumentMessage = (doc: DocumentSpec) => say.documentEmpty(doc);
/** A file the virus scan refused: names the document, never the signature. */
export const refusedDocumentMessage = (doc: DocumentSpec) => say.documentRefused(doc);

export function tooLargeMessage(doc: DocumentSpec, limitBytes: number): string {
  return say.documentTooLarge({ label: doc.label, limit: formatMegabytes(limitBytes) });
}

/**
 * Pages one uploaded PDF may have. Real documents run to tens of pages (a credit report ~20, a
 * tax return with schedules ~40); 200 leaves room for any of them while a package of seven such
 * files still merges in well under a second. See docs/decisions/130.
 */
export const MAX_DOCUMENT_PAGES = 200;

export function tooManyPagesMessage(doc: DocumentSpec, pages: number): string {
  return say.documentTooManyPages({ label: doc.label, pages: pages.toLocaleString('en-US'), max: MAX_DOCUMENT_PAGES });
}

export function unreadablePdfMessage(doc: DocumentSpec): string {
  return say.documentUnreadable(doc);
}

/** A PDF whose compressed parts unpack past the cap (a "decompression bomb"; docs/decisions/310). */
export function unpacksTooLargeMessage(doc: DocumentSpec, capBytes: number): string {
  return say.documentUnpacksTooLarge({ label: doc.label, limit: formatMegabytes(capBytes) });
}

/** A PDF over the budget of objects, object-stream entries or nesting (docs/decisions/310). */
export function tooComplexPdfMessage(doc: DocumentSpec): string {
  return say.documentTooComplex(doc);
}

/** A file's size as people read it: "812 bytes", "18 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = Math.round(bytes / 1024);
  if (kb < 1024) return `${kb} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** The download name of spec §7: {lastName}_{fileAlias}.pdf, with the real extension for images. */
export function downloadFileName(lastName: string, fileAlias: string, mediaType: DocumentMediaType): string {
  const safe = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '')
      .slice(0, 60) || 'applicant';
  return `${safe(lastName)}_${safe(fileAlias)}.${MEDIA_TYPE_EXTENSIONS[mediaType]}`;
}

/**
 * A name safe to store and show: no folders, no control, bidi or quote characters, at most 200
 * characters, never empty. "../../etc/passwd" → "passwd".
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
    .replace(/[\u0000-\u001F\u007F"<>|:*?]/g, '')
    // Bidi controls let "invoice\u202Efdp.exe" show as "invoiceexe.pdf" in the staff console.
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(-200);
  return cleaned || 'document';
}
