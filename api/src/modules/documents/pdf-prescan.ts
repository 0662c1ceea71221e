/**
 * A cheap look at a PDF before pdf-lib parses it (docs/decisions/310): counts its objects,
 * streams, object-stream entries, pages and nesting in one pass over the bytes, and inflates
 * each Flate stream with a counter that stops at the decoded-size cap. pdf-lib decodes whole
 * streams into buffers outside the worker's heap limit, so a file over any limit never reaches it.
 */
import { createInflate } from 'node:zlib';

const MiB = 1024 * 1024;

/** What one PDF may cost. Honest documents stay far below each (see the decision for figures). */
export const PDF_BUDGET = {
  /** Decoded bytes of all Flate streams together: this multiple of the file's size… */
  decodeMultiple: 20,
  /** …but at least this much (a small file may hold an image that compresses well)… */
  decodeFloorBytes: 16 * MiB,
  /** …and never more than this, whatever the file's size. */
  decodeCeilingBytes: 128 * MiB,
  /** Objects, counting each entry of an object stream. */
  maxObjects: 100_000,
  /** Decoded bytes of one object stream, which pdf-lib holds whole (writers' are kilobytes). */
  maxObjectStreamBytes: 16 * MiB,
  /** Entries of one object stream (writers put 100 to 200 in each). */
  maxObjectStreamEntries: 10_000,
  /** Arrays and dictionaries inside one another (real files: under 20). */
  maxNesting: 64,
  /** Tokens outside streams (names, numbers, keywords…): a 200-page file has tens of thousands. */
  maxTokens: 2_000_000,
};

/** The decoded bytes a file of this size may unpack to. */
export function decodeCapFor(sizeBytes: number): number {
  const { decodeMultiple, decodeFloorBytes, decodeCeilingBytes } = PDF_BUDGET;
  return Math.min(decodeCeilingBytes, Math.max(decodeFloorBytes, decodeMultiple * sizeBytes));
}

export type PdfPrescan =
  | { ok: true; pages: number; objects: number; streams: number; decodedBytes: number }
  | { ok: false; problem: 'decoded-size'; capBytes: number }
  | { ok: false; problem: 'structure'; detail: string }
  | { ok: false; problem: 'pages'; pages: number };

class Refused extends Error {
  constructor(readonly outcome: Exclude<PdfPrescan, { ok: true }>) {
    super('refused');
  }
}
const structure = (detail: string) => new Refused({ ok: false, problem: 'structure', detail });

// Byte classes of ISO 32000 §7.2.3, as a table: the scan looks at every byte outside streams.
const WHITE_BYTE = 1;
const DELIMITER_BYTE = 2;
const CLASS = new Uint8Array(256);
for (const b of [0, 9, 10, 12, 13, 32]) CLASS[b] = WHITE_BYTE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER_BYTE;
const isWhite = (b: number) => CLASS[b] === WHITE_BYTE;
const isRegular = (b: number) => CLASS[b] === 0;
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;

/** Whether bytes[start, end) spell `word` (ASCII), without making a string. */
function spells(bytes: Uint8Array, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[start + k] !== word.charCodeAt(k)) return false;
  return true;
}

interface Stream {
  dataStart: number;
  dataEnd: number;
  filters: string[] | null;
  kind: 'objstm' | 'xref' | 'other';
  /** The dictionary's text, kept for object streams only (their /N and /First). */
  dict: string;
}

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1');

/** Filters named in a stream's dictionary; null when they are given indirectly (unknown here). */
function filtersOf(dict: string): string[] | null {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(dict);
  if (!m) return [];
  if (/R$/.test(m[1]!)) return null;
  return [...m[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((f) => f[1]!);
}

/** Counts tokens in bytes[from, to): objects, pages (distinct object numbers), nesting; finds streams. */
class Lexer {
  objects = 0;
  private tokens = 0;
  readonly pageObjects = new Set<string>();
  readonly streams: Stream[] = [];

  scan(bytes: Uint8Array, from: number, to: number, objectName: string | null, raw: boolean): void {
    let depth = 0;
    let afterType = false;
    // Where the last two numbers were: `12 0 obj` names object 12.
    let numberAt = -1;
    let numberEnd = -1;
    let previousAt = -1;
    let previousEnd = -1;
    let current = objectName ?? '';
    let objStart = from;
    let i = from;
    while (i < to) {
      const b = bytes[i]!;
      if (isWhite(b)) {
        i++;
        continue;
      }
      if (++this.tokens > PDF_BUDGET.maxTokens) throw structure(`more than ${PDF_BUDGET.maxTokens} tokens`);
      if (b === 0x25 /* % */) while (i < to && bytes[i] !== 10 && bytes[i] !== 13) i++;
      else if (b === 0x28 /* ( */) {
        let parens = 1;
        for (i++; i < to && parens > 0; i++) {
          if (bytes[i] === 0x5c) i++;
          else if (bytes[i] === 0x28) parens++;
          else if (bytes[i] === 0x29) parens--;
        }
      } else if (b === 0x3c /* < */ && bytes[i + 1] !== 0x3c) {
        while (i < to && bytes[i] !== 0x3e) i++;
        i++;
      } else if (b === 0x3c || b === 0x5b /* [ */) {
        if (++depth > PDF_BUDGET.maxNesting) throw structure(`nested deeper than ${PDF_BUDGET.maxNesting}`);
        i += b === 0x3c ? 2 : 1;
      } else if (b === 0x3e || b === 0x5d) {
        depth = Math.max(0, depth - 1);
        i += b === 0x3e && bytes[i + 1] === 0x3e ? 2 : 1;
      } else if (b === 0x2f /* / */) {
        const start = ++i;
        while (i < to && isRegular(bytes[i]!)) i++;
        if (afterType && spells(bytes, start, i, 'Page')) this.pageObjects.add(current);
        afterType = spells(bytes, start, i, 'Type');
        numberAt = previousAt = -1;
      } else if (isRegular(b)) {
        const start = i;
        let digits = true;
        for (; i < to && isRegular(bytes[i]!); i++) digits &&= isDigit(bytes[i]!);
        if (digits) {
          [previousAt, previousEnd, numberAt, numberEnd] = [numberAt, numberEnd, start, i];
        } else {
          if (raw && spells(bytes, start, i, 'obj')) {
            if (++this.objects > PDF_BUDGET.maxObjects) throw structure(`more than ${PDF_BUDGET.maxObjects} objects`);
            current = previousAt >= 0 ? latin1(bytes, previousAt, previousEnd) : '';
            objStart = i;
            depth = 0;
          } else if (raw && spells(bytes, start, i, 'stream')) i = this.stream(bytes, objStart, i, to);
          numberAt = previousAt = -1;
        }
        afterType = false;
      } else i++; // { or } or a stray delimiter
    }
  }

  /** Records the stream whose keyword ends at `at`; returns where scanning resumes. */
  private stream(bytes: Uint8Array, objStart: number, at: number, to: number): number {
    const dict = latin1(bytes, Math.max(objStart, at - 65_536), at);
    let dataStart = at;
    if (bytes[dataStart] === 13) dataStart++;
    if (bytes[dataStart] === 10) dataStart++;
    const length = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(dict);
    const endKeyword = Buffer.from('endstream');
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, to);
    let dataEnd = -1;
    if (length && !length[2]) {
      const end = dataStart + Number(length[1]);
      const after = view.indexOf(endKeyword, end);
      if (end <= to && after >= 0 && after - end <= 2) dataEnd = end;
    }
    if (dataEnd < 0) dataEnd = view.indexOf(endKeyword, dataStart);
    if (dataEnd < 0) dataEnd = to;
    const type = /\/Type\s*\/(ObjStm|XRef)\b/.exec(dict)?.[1];
    this.streams.push({
      dataStart,
      dataEnd,
      filters: filtersOf(dict),
      kind: type === 'ObjStm' ? 'objstm' : type === 'XRef' ? 'xref' : 'other',
      dict: type === 'ObjStm' ? dict : '',
    });
    if (type === 'XRef') {
      const index = /\/Index\s*\[([^\]]*)\]/.exec(dict)?.[1]?.trim().split(/\s+/).map(Number);
      const entries = index
        ? index.filter((_, k) => k % 2 === 1).reduce((a, n) => a + n, 0)
        : Number(/\/Size\s+(\d+)/.exec(dict)?.[1] ?? 0);
      if (entries > 2 * PDF_BUDGET.maxObjects) throw structure(`a cross-reference stream of ${entries} entries`);
    }
    return Math.min(to, dataEnd + endKeyword.length);
  }
}

/**
 * The decoded size of one Flate stream, stopping once it passes `limit`; the bytes themselves only
 * when `keep` (an object stream, to scan its objects). A damaged stream counts what it gave.
 */
function inflateCounted(data: Uint8Array, limit: number, keep: boolean): Promise<{ bytes: number; over: boolean; kept: Buffer }> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    const kept: Buffer[] = [];
    let bytes = 0;
    let done = false;
    const finish = (over: boolean) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve({ bytes, over, kept: keep && !over ? Buffer.concat(kept) : Buffer.alloc(0) });
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) finish(true);
      else if (keep) kept.push(chunk);
    });
    inflate.on('end', () => finish(false));
    inflate.on('error', () => finish(false));
    inflate.end(data);
  });
}

/** The objects of a decoded object stream, each scanned under its own number. */
function scanObjectStream(lexer: Lexer, content: Buffer, dict: string): void {
  const n = Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
  const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0);
  if (n > PDF_BUDGET.maxObjectStreamEntries) throw structure(`an object stream of ${n} entries`);
  lexer.objects += n;
  if (lexer.objects > PDF_BUDGET.maxObjects) throw structure(`more than ${PDF_BUDGET.maxObjects} objects`);
  const header = content.toString('latin1', 0, Math.min(first, content.length)).trim().split(/\s+/).map(Number);
  const entries: { name: string; at: number }[] = [];
  for (let k = 0; k < n && 2 * k + 1 < header.length; k++) entries.push({ name: String(header[2 * k]), at: header[2 * k + 1]! });
  // The offsets must grow (ISO 32000 7.5.7): the same object named again and again costs a parse each time.
  for (let k = 1; k < entries.length; k++) {
    if (!(entries[k]!.at > entries[k - 1]!.at)) throw structure('an object stream that names the same place twice');
  }
  entries.forEach((entry, k) => {
    const from = Math.min(content.length, first + entry.at);
    const to = k + 1 < entries.length ? Math.min(content.length, first + entries[k + 1]!.at) : content.length;
    lexer.scan(content, from, to, entry.name, false);
  });
}

/** Looks the PDF over within the budget; never holds more than the cap of decoded bytes. */
export async function prescanPdf(bytes: Uint8Array, maxPages: number): Promise<PdfPrescan> {
  const cap = decodeCapFor(bytes.length);
  const lexer = new Lexer();
  let decoded = 0;
  try {
    lexer.scan(bytes, 0, bytes.length, null, true);
    for (const s of lexer.streams) {
      const decodedByLibrary = s.kind !== 'other';
      const filters = s.filters;
      if (filters === null || filters.some((f) => f === 'LZWDecode' || f === 'LZW' || f === 'RunLengthDecode' || f === 'RL')) {
        // pdf-lib decodes these streams in full; a filter we cannot measure cheaply is refused there.
        if (decodedByLibrary) throw structure('an object stream with a filter that cannot be measured');
        continue;
      }
      const flate = filters.findIndex((f) => f === 'FlateDecode' || f === 'Fl');
      if (flate > 0 && decodedByLibrary) throw structure('an object stream with a filter that cannot be measured');
      const data = bytes.subarray(s.dataStart, s.dataEnd);
      if (flate !== 0) {
        if (decodedByLibrary) decoded += data.length;
        continue;
      }
      const keep = s.kind === 'objstm';
      // An object stream is held whole, here and in pdf-lib: it has a smaller limit of its own.
      const room = cap - decoded;
      const limit = keep ? Math.min(room, PDF_BUDGET.maxObjectStreamBytes) : room;
      const out = await inflateCounted(data, limit, keep);
      if (out.over) return { ok: false, problem: 'decoded-size', capBytes: limit < room ? limit : cap };
      decoded += out.bytes;
      if (keep) scanObjectStream(lexer, out.kept, s.dict);
    }
    if (lexer.pageObjects.size > maxPages) return { ok: false, problem: 'pages', pages: lexer.pageObjects.size };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  return {
    ok: true,
    pages: lexer.pageObjects.size,
    objects: lexer.objects,
    streams: lexer.streams.length,
    decodedBytes: decoded,
  };
}
