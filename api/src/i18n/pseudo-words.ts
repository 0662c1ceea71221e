/**
 * The server's words in the pseudo-locale (issue 41), for the e2e smoke run only: with
 * ODF_PSEUDO_LOCALE=1 what the server words in Spanish for a page (field messages, refusals, the
 * status page's statuses and steps) comes back as ⟦áccéñtéd Éñglísh⟧, as the pages' own messages
 * do (web/src/i18n/catalogues.ts). A text the Spanish catalogue does not know stays plain English,
 * so tests/e2e/spanish-pseudo.spec.ts finds it. Nothing else reads the variable.
 */
import { ruleMessages, type RuleMessageKey } from '../domain/applications/rule-messages.js';
import { domainEnglishTexts } from '../domain/i18n/domain-texts.js';
import { domainTranslator, ruleValueNames } from '../domain/i18n/domain-translator.js';
import { pseudoText } from '../domain/i18n/pseudo-locale.js';

export const pseudoLocaleOn = () => process.env.ODF_PSEUDO_LOCALE === '1';

/** A rule's English with `{name}` where each value goes: "{label} is required." */
function ruleTemplate(key: RuleMessageKey): string {
  const values = Object.fromEntries(ruleValueNames(key).map((name) => [name, `{${name}}`]));
  return (ruleMessages[key] as (v: Record<string, string>) => string)(values);
}

/** The domain's translator with the pseudo-locale for its Spanish: the same texts and rules are known. */
export function pseudoDomainTranslator(): (english: string) => string {
  const texts = Object.fromEntries([...domainEnglishTexts()].map((text) => [text, text.replace(/[{}]/g, '')]));
  const rules = Object.fromEntries((Object.keys(ruleMessages) as RuleMessageKey[]).map((key) => [key, ruleTemplate(key)]));
  return domainTranslator({ rules: rules as Record<RuleMessageKey, string>, texts }, (template, values) =>
    pseudoText(template, values),
  );
}
