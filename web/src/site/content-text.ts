import type { ContentTranslations } from '@domain/site-content';
import { useLocale } from '../i18n/I18n';

export interface ContentText {
  value: string;
  /** 'en' when a Spanish page shows the English text because no Spanish version was written yet. */
  lang: 'en' | undefined;
}

/**
 * A text staff edit (a team member's role, a story's title…) in the page's language: the Spanish
 * version on a Spanish page when there is one, else the English, marked lang="en" so screen
 * readers pronounce it right (issue 26). English pages always show the English.
 */
export function useContentText() {
  const locale = useLocale();
  return <T extends { es?: ContentTranslations }>(item: T, field: keyof T & string): ContentText => {
    const english = String(item[field] ?? '');
    if (locale === 'en') return { value: english, lang: undefined };
    const spanish = item.es?.[field];
    return spanish ? { value: spanish, lang: undefined } : { value: english, lang: english ? 'en' : undefined };
  };
}
