/**
 * The catalogues by locale, parsed for the pages. Server side only (the server entry and the
 * prerenderer): the browser never loads a catalogue, it reads what the page carries.
 */
import { esRules, esTexts } from '@domain/i18n/es-domain';
import type { DomainCatalogue } from '@domain/i18n/domain-translator';
import type { Locale } from '@domain/i18n/locales';
import { compileMessage, compileMessages } from './compile';
import type { CompiledMessage, CompiledMessages } from './format';
import type { I18nData } from './I18n';
import { en } from './messages/en';
import { pseudoCatalogue, pseudoLocaleOn, pseudoMessage } from './pseudo';
import { domainEnglishTexts } from '@domain/i18n/domain-texts';
import { ruleValueNames } from '@domain/i18n/domain-translator';
import { ruleMessages, type RuleMessageKey } from '@domain/applications/rule-messages';
import { es } from './messages/es';

/** The English rules as ICU messages ("{label} is required."), for the pseudo-locale. */
function ruleMessagesAsIcu(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(ruleMessages) as RuleMessageKey[]).map((key) => {
      const values = Object.fromEntries(ruleValueNames(key).map((name) => [name, `{${name}}`]));
      return [key, (ruleMessages[key] as (v: Record<string, string>) => string)(values).replace(/'/g, "''")];
    }),
  );
}

/** With ODF_PSEUDO_LOCALE=1 (the e2e smoke run only) the Spanish pages show the pseudo-locale. */
export const catalogues: Record<Locale, Record<string, string>> = { en, es: pseudoLocaleOn() ? pseudoCatalogue(en) : es };

const spanishDomain = () =>
  pseudoLocaleOn()
    ? {
        rules: Object.fromEntries(Object.entries(ruleMessagesAsIcu()).map(([k, v]) => [k, pseudoMessage(v)])) as Record<
          string,
          string
        >,
        texts: Object.fromEntries([...domainEnglishTexts()].map((t) => [t, pseudoMessage(t.replace(/'/g, "''"))])),
      }
    : { rules: esRules as Record<string, string>, texts: esTexts };

const compiledDomain = new Map<Locale, DomainCatalogue<CompiledMessage> | undefined>();

/** The Spanish of the domain's texts and rules, parsed; none for English (the domain's own words). */
export function domainCatalogue(locale: Locale): DomainCatalogue<CompiledMessage> | undefined {
  if (!compiledDomain.has(locale)) {
    compiledDomain.set(
      locale,
      locale === 'es'
        ? {
            rules: Object.fromEntries(
              Object.entries(spanishDomain().rules).map(([k, v]) => [k, compileMessage(v)]),
            ) as DomainCatalogue<CompiledMessage>['rules'],
            texts: compileMessages(spanishDomain().texts),
          }
        : undefined,
    );
  }
  return compiledDomain.get(locale);
}

/** Everything a page in this locale is written with. */
export function i18nData(locale: Locale): I18nData {
  const messages: CompiledMessages = compileMessages(catalogues[locale]);
  return { locale, messages, domain: domainCatalogue(locale) };
}
