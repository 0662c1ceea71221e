/**
 * The pseudo-locale of the pages' catalogues (issue 26): every message becomes its English with
 * accented letters inside ⟦ ⟧, placeholders, plurals and tags kept (@domain/i18n/pseudo-locale).
 * A page rendered with it shows untranslated text as plain English, which the e2e smoke run
 * (tests/e2e/spanish-pseudo.spec.ts) flags. Server side only, and only when ODF_PSEUDO_LOCALE=1.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { accentLetters } from '@domain/i18n/pseudo-locale';

function walk(elements: MessageFormatElement[]): void {
  for (const el of elements) {
    if (el.type === TYPE.literal) el.value = accentLetters(el.value);
    else if (el.type === TYPE.tag) walk(el.children);
    else if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) walk(option.value);
  }
}

export function pseudoMessage(message: string): string {
  const tree = parse(message);
  walk(tree);
  return `⟦${printAST(tree)}⟧`;
}

export function pseudoCatalogue<K extends string>(catalogue: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(catalogue).map(([key, text]) => [key, pseudoMessage(text)])) as Record<
    K,
    string
  >;
}

/** True when the server was started to render Spanish pages in the pseudo-locale (e2e only). */
export const pseudoLocaleOn = () => typeof process !== 'undefined' && process.env.ODF_PSEUDO_LOCALE === '1';
