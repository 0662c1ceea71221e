/**
 * Words an English message of the domain in another language. The English stays the one source
 * (rule-messages.ts, messages.ts…): a rule's English is read back into its key and values by a
 * pattern made from the English function itself, then the Spanish ICU message of that key is
 * formatted with them, the label in Spanish too. A fixed text is looked up by its English.
 * Framework-free: the caller hands in the formatter of the i18n library (FormatJS), and the
 * catalogue as it uses it (ICU strings on the server, pre-parsed messages in the browser).
 */
import { ruleMessages, type RuleMessageKey } from '../applications/rule-messages.js';

export type DomainValues = Record<string, string>;

export interface DomainCatalogue<M> {
  rules: Record<RuleMessageKey, M>;
  texts: Record<string, M>;
}

export type DomainFormat<M> = (message: M, values?: DomainValues) => string;

const MARK = '\u0001';

interface RulePattern {
  key: RuleMessageKey;
  pattern: RegExp;
  names: string[];
}

/** The values each rule message takes, found by calling it with markers in their place. */
export function ruleValueNames(key: RuleMessageKey): string[] {
  return patternOf(key).names;
}

function patternOf(key: RuleMessageKey): RulePattern {
  const names: string[] = [];
  const markers = new Proxy({} as Record<string, string>, {
    get: (_, name) => {
      if (typeof name !== 'string') return undefined;
      if (!names.includes(name)) names.push(name);
      return `${MARK}${name}${MARK}`;
    },
  });
  const english = (ruleMessages[key] as (values: Record<string, string>) => string)(markers);
  const order: string[] = [];
  const source = english
    .split(new RegExp(`${MARK}([A-Za-z]+)${MARK}`))
    .map((part, i) => {
      if (i % 2 === 1) {
        order.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), names: order };
}

let patterns: RulePattern[] | undefined;

/** The rule an English message came from, with its values, or null for any other text. */
export function readRuleMessage(english: string): { key: RuleMessageKey; values: DomainValues } | null {
  patterns ??= (Object.keys(ruleMessages) as RuleMessageKey[]).map(patternOf);
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(english);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/**
 * A translator of English domain messages. Unknown texts come back in English (a test keeps
 * every known one in the catalogue), and so does a label missing from it.
 */
export function domainTranslator<M>(catalogue: DomainCatalogue<M>, format: DomainFormat<M>): (english: string) => string {
  const byLowerCase = new Map(Object.keys(catalogue.texts).map((k) => [k.toLowerCase(), k]));
  const text = (english: string): string | null => {
    const key = english in catalogue.texts ? english : byLowerCase.get(english.toLowerCase());
    return key === undefined ? null : format(catalogue.texts[key] as M);
  };
  return (english) => {
    const fixed = text(english);
    if (fixed !== null) return fixed;
    const rule = readRuleMessage(english);
    if (!rule) return english;
    const values = { ...rule.values };
    // Some English rules lower-case the label ("Choose citizenship from the list."): the
    // catalogue is searched without case, and the Spanish shows the label as the form does.
    if (values.label !== undefined) values.label = text(values.label) ?? values.label;
    return format(catalogue.rules[rule.key], values);
  };
}

/** Field messages ({ field: message }) in another language. */
export function translateFields(fields: Record<string, string>, translate: (english: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, translate(message)]));
}
