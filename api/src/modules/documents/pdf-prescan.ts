/**
 * A cheap look at a PDF before pdf-lib parses it (docs/decisions/310): counts its objects,
 * streams, object-stream entries, pages and nesting in one pass over the bytes, and inflates
 * each Flate stream with a counter that stops at the decoded-size cap. pdf-lib decodes whole
 * streams into buffers outside the worker's heap limit, so a file over any limit never reaches it.
 */
import { createInflate, type Inflate } from 'node:zlib';
import { filtersOf, isRegular, isWhite, latin1, readDictionary, skipOpaque, wholeNumber, type PdfValue } from './pdf-syntax.js';

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
  /** The dictionary, kept for object streams only (their /N and /First). */
  dict: Map<string, PdfValue> | null;
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
    // Where the current object's own dictionary opened: a stream's dictionary is read from there.
    let dictAt = -1;
    let i = from;
    while (i < to) {
      const b = bytes[i]!;
      if (isWhite(b)) {
        i++;
        continue;
      }
      if (++this.tokens > PDF_BUDGET.maxTokens) throw structure(`more than ${PDF_BUDGET.maxTokens} tokens`);
      const after = skipOpaque(bytes, i, to);
      if (after !== i)
        i = after; // a comment or a string
      else if (b === 0x3c || b === 0x5b /* [ */) {
        if (depth === 0 && b === 0x3c) dictAt = i;
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
            depth = 0;
            dictAt = -1;
          } else if (raw && spells(bytes, start, i, 'stream')) i = this.stream(bytes, dictAt, i, to);
          numberAt = previousAt = -1;
        }
        afterType = false;
      } else i++; // { or } or a stray delimiter
    }
  }

  /** Records the stream whose keyword ends at `at` (its dictionary opened at `dictAt`); returns where scanning resumes. */
  private stream(bytes: Uint8Array, dictAt: number, at: number, to: number): number {
    const dict = dictAt >= 0 ? readDictionary(bytes, dictAt, at) : new Map<string, PdfValue>();
    let dataStart = at;
    if (bytes[dataStart] === 13) dataStart++;
    if (bytes[dataStart] === 10) dataStart++;
    const length = wholeNumber(dict.get('Length'));
    const endKeyword = Buffer.from('endstream');
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, to);
    let dataEnd = -1;
    if (length !== null) {
      const end = dataStart + length;
      const after = view.indexOf(endKeyword, end);
      if (end <= to && after >= 0 && after - end <= 2) dataEnd = end;
    }
    if (dataEnd < 0) dataEnd = view.indexOf(endKeyword, dataStart);
    if (dataEnd < 0) dataEnd = to;
    const type = dict.get('Type');
    // pdf-lib looks a /Type given by reference up, so no one can tell what it will be here.
    if (type?.kind === 'ref') throw structure('a stream whose type is given indirectly');
    const name = type?.kind === 'name' ? type.name : '';
    const kind = name === 'ObjStm' ? 'objstm' : name === 'XRef' ? 'xref' : 'other';
    this.streams.push({ dataStart, dataEnd, filters: filtersOf(dict), kind, dict: kind === 'objstm' ? dict : null });
    if (kind === 'xref') {
      const index = dict.get('Index');
      const counts = index?.kind === 'array' ? index.items.filter((_, k) => k % 2 === 1).map(wholeNumber) : null;
      const entries = counts ? counts.reduce<number>((a, n) => a + (n ?? Infinity), 0) : (wholeNumber(dict.get('Size')) ?? 0);
      if (entries > 2 * PDF_BUDGET.maxObjects) throw structure(`a cross-reference stream of ${entries} entries`);
    }
    return Math.min(to, dataEnd + endKeyword.length);
  }
}

const leadingFlateStages = (filters: string[]) => {
  const k = filters.findIndex((f) => f !== 'FlateDecode' && f !== 'Fl');
  return k < 0 ? filters.length : k;
};

/**
 * The decoded size of a stream through `stages` Flate filters in a row, stopping once all stages
 * together have given more than `limit` (pdf-lib holds each stage's output); the bytes themselves
 * only when `keep` (an object stream, to scan its objects). A damaged stream counts what it gave.
 */
function inflateCounted(
  data: Uint8Array,
  stages: number,
  limit: number,
  keep: boolean,
): Promise<{ bytes: number; over: boolean; kept: Buffer }> {
  return new Promise((resolve) => {
    const chain: Inflate[] = Array.from({ length: stages }, () => createInflate({ chunkSize: 64 * 1024 }));
    const kept: Buffer[] = [];
    let bytes = 0;
    let done = false;
    const finish = (over: boolean) => {
      if (done) return;
      done = true;
      for (const inflate of chain) inflate.destroy();
      resolve({ bytes, over, kept: keep && !over ? Buffer.concat(kept) : Buffer.alloc(0) });
    };
    chain.forEach((inflate, k) => {
      const next = chain[k + 1];
      inflate.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > limit) finish(true);
        else if (next) next.write(chunk);
        else if (keep) kept.push(chunk);
      });
      inflate.on('end', () => (next ? next.end() : finish(false)));
      inflate.on('error', () => finish(false));
    });
    chain[0]!.end(data);
  });
}

/** The objects of a decoded object stream, each scanned under its own number. */
function scanObjectStream(lexer: Lexer, content: Buffer, dict: Map<string, PdfValue>): void {
  const n = wholeNumber(dict.get('N'));
  const first = wholeNumber(dict.get('First'));
  // pdf-lib would look a reference up; the count and offset must be plain numbers here.
  if (n === null || first === null) throw structure('an object stream without a plain count and offset');
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
      // The Flate filters a stream begins with are measured stage by stage; pdf-lib decodes
      // object and cross-reference streams whole, so any other filter there is refused.
      const stages = s.filters === null ? 0 : leadingFlateStages(s.filters);
      if (decodedByLibrary && (s.filters === null || stages < s.filters.length)) {
        throw structure('an object stream with a filter that cannot be measured');
      }
      const data = bytes.subarray(s.dataStart, s.dataEnd);
      if (stages === 0) {
        if (decodedByLibrary) decoded += data.length;
        // An object stream without a filter is parsed all the same: its objects are scanned too.
        if (s.kind === 'objstm') scanObjectStream(lexer, Buffer.from(data.buffer, data.byteOffset, data.length), s.dict!);
        continue;
      }
      const keep = s.kind === 'objstm';
      // An object stream is held whole, here and in pdf-lib: it has a smaller limit of its own.
      const room = cap - decoded;
      const limit = keep ? Math.min(room, PDF_BUDGET.maxObjectStreamBytes) : room;
      const out = await inflateCounted(data, stages, limit, keep);
      if (out.over) return { ok: false, problem: 'decoded-size', capBytes: limit < room ? limit : cap };
      decoded += out.bytes;
      if (keep) scanObjectStream(lexer, out.kept, s.dict!);
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
