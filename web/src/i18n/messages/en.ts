import { organisation } from '@domain/organisation';
import { accessibility } from './en/accessibility';
import { eligibility } from './en/eligibility';
import { forms } from './en/forms';
import { home } from './en/home';
import { letters } from './en/letters';
import { pages } from './en/pages';
import { privacy } from './en/privacy';
import { programs } from './en/programs';
import { site } from './en/site';

/**
 * The English of the pages, word for word as the spec and the site have it (ICU messages,
 * FormatJS). Only the server entry imports the catalogues; the browser gets a page's messages
 * parsed, inside the page (decision 290).
 */
export const en = {
  ...site,
  ...home,
  ...programs,
  ...forms,
  ...pages,
  ...privacy,
  ...accessibility,
  ...eligibility,
  ...letters,
  'org.taxStatus': organisation.taxStatus,
};

export type MessageKey = keyof typeof en;
