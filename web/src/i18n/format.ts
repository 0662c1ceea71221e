import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { FORMAT_LOCALE, type Locale } from '@domain/i18n/locales';

/**
 * A message as the pages carry it: plain text as it is, anything with a placeholder, plural or
 * tag already parsed into FormatJS's message tree. Messages are parsed on the server, so the
 * browser ships the formatter without the ICU parser (vite.config.ts, decision 290).
 */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Record<string, CompiledMessage>;
export type MessageValues = Record<string, PrimitiveType>;

const formatters = new Map<CompiledMessage, IntlMessageFormat>();

function formatterOf(message: MessageFormatElement[], locale: Locale): IntlMessageFormat {
  let formatter = formatters.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, FORMAT_LOCALE[locale]);
    formatters.set(message, formatter);
  }
  return formatter;
}

/** A compiled message in words. */
export function formatMessage(locale: Locale, message: CompiledMessage, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  return String(formatterOf(message, locale).format(values));
}

/** A compiled message whose tags (<link>…</link>) become what `values` makes of them (React elements). */
export function formatRich<T>(
  locale: Locale,
  message: CompiledMessage,
  values: Record<string, PrimitiveType | T | ((chunks: (string | T)[]) => T)>,
): string | T | (string | T)[] {
  if (typeof message === 'string') return message;
  return formatterOf(message, locale).format<T>(values as never);
}
