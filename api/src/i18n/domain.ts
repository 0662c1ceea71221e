/**
 * The server's side of the domain's Spanish (decision 290): a form that sends `locale: "es"` gets
 * its field messages, and the status page its words, in Spanish. The English stays the domain's.
 */
import { DomainError } from '../domain/errors.js';
import { domainTranslator, translateFields } from '../domain/i18n/domain-translator.js';
import { esRules, esTexts } from '../domain/i18n/es-domain.js';
import { localeOr, type Locale } from '../domain/i18n/locales.js';
import { formatIcu } from './format.js';
import { pseudoDomainTranslator, pseudoLocaleOn } from './pseudo-words.js';
import { accentLetters } from '../domain/i18n/pseudo-locale.js';

const spanish = pseudoLocaleOn()
  ? pseudoDomainTranslator()
  : domainTranslator({ rules: esRules, texts: esTexts }, (message, values) => formatIcu('es', message, values));

/** A domain text or rule message in a locale; English comes back as it is. */
export function translateDomain(locale: Locale): (english: string) => string {
  return locale === 'es' ? spanish : (english) => english;
}

/** The locale a request asks for: a `locale` field or query value, English otherwise. */
export function requestedLocale(...candidates: unknown[]): Locale {
  for (const candidate of candidates) {
    const value = Array.isArray(candidate) ? candidate[0] : candidate;
    if (value === 'en' || value === 'es') return value;
  }
  return localeOr(undefined);
}

/** The message a refusal carries worded in the locale already (a count of minutes, a date), if any. */
function wordedTranslation(error: DomainError, locale: Locale): string | undefined {
  const worded = error.translations?.[locale];
  // The pseudo-locale marks it as translated, in the words of its English.
  return worded !== undefined && pseudoLocaleOn() ? `⟦${accentLetters(error.message)}⟧` : worded;
}

/** A refusal with its message and field messages in the locale; anything else unchanged. */
export function localizeError(error: unknown, locale: Locale): unknown {
  if (locale === 'en' || !(error instanceof DomainError)) return error;
  const translate = translateDomain(locale);
  const localized = new DomainError(
    error.code,
    wordedTranslation(error, locale) ?? translate(error.message),
    error.fields ? translateFields(error.fields, translate) : undefined,
    error.retryAfterSeconds,
  );
  return localized;
}

/** Runs a service call and words its refusal in the locale. */
export async function inLocale<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw localizeError(error, locale);
  }
}
