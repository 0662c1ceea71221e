import { accessibility } from './es/accessibility';
import { eligibility } from './es/eligibility';
import { forms } from './es/forms';
import { home } from './es/home';
import { letters } from './es/letters';
import { pages } from './es/pages';
import { privacy } from './es/privacy';
import { programs } from './es/programs';
import { site } from './es/site';
import type { MessageKey } from './en';

/** The Spanish of the pages (docs/glossary-es.md): usted, plain words, US usage. */
export const es: Record<MessageKey, string> = {
  ...site,
  ...home,
  ...programs,
  ...forms,
  ...pages,
  ...privacy,
  ...accessibility,
  ...eligibility,
  ...letters,
  'org.taxStatus': 'una organización sin fines de lucro 501(c)(3)',
};
