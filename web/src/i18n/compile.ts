import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, CompiledMessages } from './format';

/**
 * Parses ICU messages for the browser, on the server (the server entry and the prerenderer):
 * plain text stays a string, anything else becomes FormatJS's message tree.
 */
export function compileMessage(source: string): CompiledMessage {
  const tree: MessageFormatElement[] = parse(source);
  if (tree.length === 0) return '';
  if (tree.every((el) => el.type === TYPE.literal)) return tree.map((el) => (el as { value: string }).value).join('');
  return tree;
}

const cache = new WeakMap<object, CompiledMessages>();

export function compileMessages(source: Record<string, string>): CompiledMessages {
  let compiled = cache.get(source);
  if (!compiled) {
    compiled = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessage(text)]));
    cache.set(source, compiled);
  }
  return compiled;
}

/** The messages whose keys start with one of the prefixes ('form.', 'layout.'). */
export function pickMessages(messages: CompiledMessages, prefixes: readonly string[]): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
}
