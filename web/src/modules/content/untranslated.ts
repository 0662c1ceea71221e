import { TRANSLATED_FIELDS, spanishFieldName, type TranslatedKind } from '@domain/site-content';
import { LIST_SPECS, SETTINGS_FIELDS, type ItemField } from './content-specs';
import type { SiteContent } from './hooks/useSiteContent';

/** One item whose Spanish is not all written: where it is, what it is called, which fields lack Spanish. */
export interface Untranslated {
  kind: TranslatedKind;
  /** "Site settings", "Team", "News", "Store". */
  list: string;
  name: string;
  /** The English labels of the fields still to translate ("Role", "Summary"). */
  fields: string[];
}

const LISTS: Record<Exclude<TranslatedKind, 'settings'>, { list: string; items: (c: SiteContent) => object[] }> = {
  team: { list: 'Team', items: (c) => c.team },
  news: { list: 'News', items: (c) => c.news },
  store: { list: 'Store', items: (c) => c.storeProducts },
};

const labelOf = (fields: readonly ItemField[], name: string) => fields.find((f) => f.name === name)?.label ?? name;

function missing(kind: TranslatedKind, item: Record<string, unknown>, fields: readonly ItemField[]): string[] {
  return TRANSLATED_FIELDS[kind]
    .filter((field) => {
      const english = item[field];
      const spanish = item[spanishFieldName(field)];
      // Nothing to translate when the English is empty too.
      return typeof english === 'string' && english.trim() !== '' && !(typeof spanish === 'string' && spanish.trim() !== '');
    })
    .map((field) => labelOf(fields, field));
}

/** Every text staff edit that the Spanish pages still show in English (issue 26). */
export function untranslated(content: SiteContent): Untranslated[] {
  const found: Untranslated[] = [];
  const settings = missing('settings', content.settings as Record<string, unknown>, SETTINGS_FIELDS);
  if (settings.length) found.push({ kind: 'settings', list: 'Site settings', name: 'Organisation details', fields: settings });
  for (const kind of ['team', 'news', 'store'] as const) {
    const spec = LIST_SPECS[kind];
    for (const item of LISTS[kind].items(content) as Record<string, unknown>[]) {
      const fields = missing(kind, item, spec.fields);
      if (fields.length) found.push({ kind, list: LISTS[kind].list, name: String(item[spec.titleField] ?? ''), fields });
    }
  }
  return found;
}
