/**
 * Reads a PDF dictionary as a PDF parser does (ISO 32000 §7.2–7.3), for the pre-scan
 * (docs/decisions/310, 445). Reading its text with patterns let a file say one thing to the
 * pre-scan and another to pdf-lib: a `/Filter` inside a string, an escaped name
 * (`/Fl#61teDecode`), a comment between a key and its value, a chain of filters.
 */

/** A value as far as the pre-scan needs it; strings and keywords are `other`. */
export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref' }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'other' };

// Byte classes of ISO 32000 §7.2.3, as a table: the pre-scan looks at every byte outside streams.
const WHITE_BYTE = 1;
const DELIMITER_BYTE = 2;
const CLASS = new Uint8Array(256);
for (const b of [0, 9, 10, 12, 13, 32]) CLASS[b] = WHITE_BYTE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER_BYTE;
export const isWhite = (b: number) => CLASS[b] === WHITE_BYTE;
export const isRegular = (b: number) => CLASS[b] === 0;

/** Where the comment, literal string or hex string starting at bytes[i] ends (one past it); i itself for anything else. */
export function skipOpaque(bytes: Uint8Array, i: number, to: number): number {
  const b = bytes[i];
  if (b === 0x25 /* % */) {
    while (i < to && bytes[i] !== 10 && bytes[i] !== 13) i++;
  } else if (b === 0x28 /* ( */) {
    let depth = 1;
    for (i++; i < to && depth > 0; i++) {
      if (bytes[i] === 0x5c) i++;
      else if (bytes[i] === 0x28) depth++;
      else if (bytes[i] === 0x29) depth--;
    }
  } else if (b === 0x3c /* < */ && bytes[i + 1] !== 0x3c) {
    while (i < to && bytes[i] !== 0x3e) i++;
    i++;
  }
  return i;
}

export const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1');

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** `#xx` in a name is the byte xx (§7.3.5). pdf-lib reads upper-case digits only; both are read here, to be safe. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

type Token = PdfValue | { kind: 'open' | 'close'; bracket: '<<' | '[' } | { kind: 'keyword'; word: string };

/** The tokens of bytes[from, to): comments and whitespace dropped, strings skipped whole. */
function* tokens(bytes: Uint8Array, from: number, to: number): Generator<Token> {
  let i = from;
  while (i < to) {
    const b = bytes[i]!;
    const after = skipOpaque(bytes, i, to);
    if (after !== i) {
      // A comment is dropped; a string is a value this reader does not need.
      if (b !== 0x25) yield { kind: 'other' };
      i = after;
    } else if (isWhite(b)) i++;
    else if (b === 0x3c /* < */ || b === 0x3e /* > */) {
      // `<<` or `>>` (a lone `<` opened a hex string, skipped above); a stray `>` is passed over.
      const double = bytes[i + 1] === b;
      i += double ? 2 : 1;
      if (double) yield { kind: b === 0x3c ? 'open' : 'close', bracket: '<<' };
    } else if (b === 0x5b /* [ */ || b === 0x5d /* ] */) {
      i++;
      yield { kind: b === 0x5b ? 'open' : 'close', bracket: '[' };
    } else if (b === 0x2f /* / */) {
      const start = ++i;
      while (i < to && isRegular(bytes[i]!)) i++;
      yield { kind: 'name', name: decodeName(latin1(bytes, start, i)) };
    } else if (isRegular(b)) {
      const start = i;
      while (i < to && isRegular(bytes[i]!)) i++;
      const word = latin1(bytes, start, i);
      yield NUMBER.test(word) ? { kind: 'number', value: Number(word) } : { kind: 'keyword', word };
    } else i++; // { } and stray delimiters
  }
}

/** `12 0 R` is one value, a reference; anything else stays as it is. */
function values(items: Token[]): PdfValue[] {
  const out: PdfValue[] = [];
  for (let k = 0; k < items.length; k++) {
    const t = items[k]!;
    const [next, third] = [items[k + 1], items[k + 2]];
    if (t.kind === 'number' && next?.kind === 'number' && third?.kind === 'keyword' && third.word === 'R') {
      out.push({ kind: 'ref' });
      k += 2;
    } else out.push(t.kind === 'keyword' || t.kind === 'open' || t.kind === 'close' ? { kind: 'other' } : (t as PdfValue));
  }
  return out;
}

/**
 * The dictionary that starts at `from` (its `<<`) and ends before `to`. When a key appears twice
 * the last one counts, as in pdf-lib. An unclosed dictionary is read as far as it goes.
 */
export function readDictionary(bytes: Uint8Array, from: number, to: number): Map<string, PdfValue> {
  const stack: { bracket: '<<' | '['; items: Token[] }[] = [];
  let result: PdfValue | undefined;
  const close = (): PdfValue => {
    const { bracket, items } = stack.pop()!;
    const list = values(items);
    if (bracket === '[') return { kind: 'array', items: list };
    const entries = new Map<string, PdfValue>();
    for (let k = 0; k + 1 < list.length; k += 2) {
      const key = list[k]!;
      if (key.kind === 'name') entries.set(key.name, list[k + 1]!);
      else k--; // a stray value where a key belongs: pdf-lib stops; reading on is the safer guess
    }
    return { kind: 'dict', entries };
  };
  for (const token of tokens(bytes, from, to)) {
    if (token.kind === 'open') stack.push({ bracket: token.bracket, items: [] });
    else if (token.kind === 'close') {
      if (stack.length === 0) continue;
      const value = close();
      if (stack.length === 0) {
        result = value;
        break;
      }
      stack.at(-1)!.items.push(value);
    } else stack.at(-1)?.items.push(token);
  }
  while (!result && stack.length > 0) {
    const value = close();
    if (stack.length === 0) result = value;
    else stack.at(-1)!.items.push(value);
  }
  return result?.kind === 'dict' ? result.entries : new Map();
}

/** A direct whole number ≥ 0, or null (absent, indirect, or anything else). */
export function wholeNumber(value: PdfValue | undefined): number | null {
  return value?.kind === 'number' && Number.isInteger(value.value) && value.value >= 0 ? value.value : null;
}

/** The filters a stream's dictionary names, in order; null when any is given indirectly. */
export function filtersOf(dict: Map<string, PdfValue>): string[] | null {
  const filter = dict.get('Filter');
  if (!filter) return [];
  const items = filter.kind === 'array' ? filter.items : [filter];
  const names: string[] = [];
  for (const item of items) {
    if (item.kind !== 'name') return null;
    names.push(item.name);
  }
  return names;
}
