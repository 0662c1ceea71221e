import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { compileMessage } from './compile';
import { formatMessage } from './format';

/** The argument names and tag names of an ICU message, plurals and selects included. */
export function shapeOf(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const tags = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.tag) {
        tags.add(el.value);
        walk(el.children);
      } else if (el.type !== TYPE.literal && el.type !== TYPE.pound) {
        args.add(el.value);
        if (el.type === TYPE.plural || el.type === TYPE.select)
          for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return { args: [...args].sort(), tags: [...tags].sort() };
}

const webSrc = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('i18n', 'messages')) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every key the code names: plain literals, and `about.values.${v}.name` as a pattern. */
function keysInCode() {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of sourceFiles(webSrc)) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g)) literals.add(m[1]!);
    for (const m of code.matchAll(/`([a-zA-Z]+\.[^`]*\$\{[^`]*)`/g)) {
      const source = m[1]!.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      patterns.push(new RegExp(`^${source.join('[A-Za-z0-9]+')}$`));
    }
  }
  return { literals, patterns };
}

describe('the page catalogues (FormatJS, ICU)', () => {
  const keys = Object.keys(en) as (keyof typeof en)[];

  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual([...keys].sort());
  });

  it('give each message the same placeholders and tags in both languages', () => {
    const differ = keys.filter((key) => JSON.stringify(shapeOf(en[key])) !== JSON.stringify(shapeOf(es[key])));
    expect(differ).toEqual([]);
  });

  it('parse as ICU messages, and no Spanish message is left empty or in English word for word', () => {
    for (const key of keys) expect(() => shapeOf(es[key])).not.toThrow();
    // Names, codes and brand words are the same in both; anything longer than a few words is not.
    const same = keys.filter((key) => es[key] === en[key] && en[key].split(' ').length > 3 && !key.startsWith('layout.offer'));
    expect(same).toEqual([]);
  });

  it('has no unused key: every key is named by the code', () => {
    const { literals, patterns } = keysInCode();
    const unused = keys.filter((key) => !literals.has(key) && !patterns.some((p) => p.test(key)));
    expect(unused).toEqual([]);
  });

  it('fails a key that one language lacks, or a placeholder that differs', () => {
    expect(shapeOf('Apply by {deadline}.')).not.toEqual(shapeOf('Presente su solicitud a más tardar el {fecha}.'));
    expect(shapeOf('<link>Compare</link> {n, plural, one {# item} other {# items}}')).toEqual({ args: ['n'], tags: ['link'] });
  });
});

describe('values in the messages, formatted the page’s way', () => {
  const say = (locale: 'en' | 'es', message: string, values: Record<string, number>) =>
    formatMessage(locale, compileMessage(message), values);

  it('counts the store’s items with a plural in both languages (Spanish review L19: never "1 items")', () => {
    expect(say('en', en['home.ways.shop.text'], { count: 1 })).toMatch(/^1 item, from/);
    expect(say('en', en['home.ways.shop.text'], { count: 9 })).toMatch(/^9 items, from/);
    expect(say('es', es['home.ways.shop.text'], { count: 1 })).toMatch(/^1 artículo, desde/);
    expect(say('es', es['home.ways.shop.text'], { count: 9 })).toMatch(/^9 artículos, desde/);
  });

  it('writes figures as US Spanish does, like US English ("12,500"), never Spain’s "12.500"', () => {
    expect(say('es', es['home.ways.shop.text'], { count: 12500 })).toMatch(/^12,500 artículos/);
    expect(say('es', '{n, number}', { n: 1234567.5 })).toBe('1,234,567.5');
    expect(say('en', '{n, number}', { n: 1234567.5 })).toBe('1,234,567.5');
  });
});
