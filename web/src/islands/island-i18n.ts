import type { I18nData } from '../i18n/I18n';

/**
 * The part of the page's words an island carries to the browser (in its props, as data): the
 * messages under some prefixes and, on a Spanish page, the domain's texts it names plus every
 * rule message. The browser then formats them with no catalogue of its own (decision 290).
 */
export function islandI18n(data: I18nData, prefixes: readonly string[], domainTexts: readonly string[] = []): I18nData {
  const messages = Object.fromEntries(
    Object.entries(data.messages).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
  const domain = data.domain && {
    rules: data.domain.rules,
    texts: Object.fromEntries(domainTexts.filter((t) => t in data.domain!.texts).map((t) => [t, data.domain!.texts[t]!])),
  };
  return domain ? { locale: data.locale, messages, domain } : { locale: data.locale, messages };
}
