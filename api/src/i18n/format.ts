import { IntlMessageFormat } from 'intl-messageformat';
import { FORMAT_LOCALE, type Locale } from '../domain/i18n/locales.js';

type Values = Record<string, string | number | Date | null | undefined>;

/** By locale and message: the messages are the catalogues' own (mail, domain, applicant words), never a request's text, so they are finite. */
const formatters = new Map<string, IntlMessageFormat>();

/** An ICU message (FormatJS) in words; each message is parsed once. */
export function formatIcu(locale: Locale, message: string, values?: Values): string {
  const key = `${locale}\u0000${message}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, FORMAT_LOCALE[locale]);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values as Record<string, string>));
}
