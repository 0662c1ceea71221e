import { registerEnumType } from 'type-graphql';
import { LOCALES, type Locale } from '../domain/i18n/locales.js';

/** The languages of the applicant's side of the site, as GraphQL names them. */
export const GraphQLLocale = Object.fromEntries(LOCALES.map((l) => [l, l])) as { [L in Locale]: L };

registerEnumType(GraphQLLocale, {
  name: 'Locale',
  description: 'A language of the applicant pages: en (English) or es (Spanish).',
});
