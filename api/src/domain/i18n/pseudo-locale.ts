/**
 * The pseudo-locale (issues 26 and 41): what a Spanish page would say, written as its English with
 * accented letters inside ⟦ ⟧. A page rendered with it shows text that bypassed translation as
 * plain English, which the e2e smoke run (tests/e2e/spanish-pseudo.spec.ts) flags. Values stay as
 * they are (a date, a figure, a file name), so a value formatted the English way shows too.
 * The pages' catalogues use it (web/src/i18n/pseudo.ts) and so do the server's words
 * (api/src/i18n/pseudo-words.ts), only when the server runs with ODF_PSEUDO_LOCALE=1.
 */
const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  n: 'ñ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
};

/** "Apply now" → "Ápplý ñów"-like: each vowel and n accented, nothing else changed. */
export const accentLetters = (text: string) => text.replace(/[aeiounAEIOU]/g, (c) => ACCENTS[c] ?? c);

/**
 * An English text with `{name}` placeholders in the pseudo-locale: its words accented inside
 * ⟦ ⟧, each placeholder replaced by its value as it is ("⟦Wé áím tó ... bý⟧" with the date kept).
 */
export function pseudoText(template: string, values: Record<string, string> = {}): string {
  const parts = template.split(/(\{[A-Za-z]+\})/);
  const words = parts.map((part, i) => (i % 2 === 1 ? (values[part.slice(1, -1)] ?? part) : accentLetters(part)));
  return `⟦${words.join('')}⟧`;
}
