import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { mailEn, type MailTemplateKey } from './en.js';
import { mailEs } from './es.js';

function argsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        walk(el.children);
        continue;
      }
      found.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe("the applicant's e-mail templates", () => {
  const keys = Object.keys(mailEn) as MailTemplateKey[];

  it('exist in both languages', () => {
    expect(Object.keys(mailEs).sort()).toEqual([...keys].sort());
  });

  it('take the same placeholders in English and Spanish', () => {
    for (const key of keys) expect({ key, args: argsOf(mailEs[key]) }).toEqual({ key, args: argsOf(mailEn[key]) });
  });
});
