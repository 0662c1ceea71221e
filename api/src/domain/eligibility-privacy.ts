import type { Locale } from './i18n/locales.js';

/**
 * The one sentence the check says about what it keeps. A file of its own: the web's catalogues say
 * it too, and must not pull the check's rules into every page's script.
 */
export const ELIGIBILITY_PRIVACY: Record<Locale, string> = {
  en: 'We keep nothing about you from this check: your answers are not saved, only a count of how many people used it.',
  es: 'No guardamos nada sobre usted de esta verificación: sus respuestas no se guardan, solo contamos cuántas personas la usaron.',
};
