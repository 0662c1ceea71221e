/**
 * What the staff list search matches, as text (docs/decisions/280). A field's value is cut at
 * whitespace into chunks; each chunk is folded (lower case, accents off, apostrophes out, dashes
 * as '-') and yields one term per place a word starts in it: "Smith-Jones" gives "smith-jones" and
 * "jones", "O'Brien" gives "obrien" and "brien", "maria.lopez@example.org" gives the whole address,
 * "lopez@example.org", "example.org" and "org". A search word, folded the same way, matches a field
 * when it begins one of those terms: "smi" finds Smith, "jose" finds José, a whole e-mail or
 * reference finds that one. The list reads the terms from an index; nothing here touches a database.
 */

/** Longest term kept; a longer search word is matched on its first this-many characters. */
export const TERM_MAX_LENGTH = 64;
/** At most this many words of a search count, as before. */
export const SEARCH_WORDS_MAX = 5;

const APOSTROPHE = /['’ʼ‘`´]/;
const APOSTROPHES = /['’ʼ‘`´]/g;
const DASHES = /[‐‑‒–—―−]/g;
/** Letters NFKD leaves whole but a person types without their mark. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Only characters below U+0080 (printable or not): nothing for NFKD to decompose. */
const ASCII = /^[^\u0080-\uffff]*$/;

/** Lower case, marks removed, dashes as '-'; apostrophes kept, for termsOf to see where words start. */
function fold(text: string): string {
  // Most values are plain ASCII: nothing to decompose (a million of them are indexed at once).
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c]!)
    .replace(DASHES, '-');
}

/** A letter or digit; ASCII is decided without a regular expression. */
function isWordChar(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(c);
}

/** The terms of one stored value. */
export function termsOf(value: string | null | undefined): string[] {
  if (!value) return [];
  const terms: string[] = [];
  for (const chunk of fold(value).split(/\s+/)) {
    // Word starts, in the chunk with its apostrophes taken out: after any character that is not
    // a letter or digit, an apostrophe included ("o'brien" starts words at "obrien" and "brien").
    let text = '';
    const starts: number[] = [];
    let previousIsWord = false;
    for (const c of chunk) {
      if (APOSTROPHE.test(c)) {
        previousIsWord = false;
        continue;
      }
      const isWord = isWordChar(c);
      if (isWord && !previousIsWord) starts.push(text.length);
      text += c;
      previousIsWord = isWord;
    }
    for (const start of starts) terms.push(text.slice(start, start + TERM_MAX_LENGTH));
  }
  return terms;
}

/**
 * The words of a search as the index compares them: folded like the terms, at most
 * SEARCH_WORDS_MAX. A word with no letter or digit can begin no term and is left out.
 */
export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_MAX)
    .map((word) => fold(word).replace(APOSTROPHES, '').slice(0, TERM_MAX_LENGTH))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
}

/** Every term of an application's searched values, each once. */
export function applicationTerms(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.flatMap(termsOf))];
}

/** The first string that sorts after every string `word` begins: terms in [word, upper) begin with it. */
export const prefixUpperBound = (word: string) => `${word}\u{10FFFF}`;
