import { EIN_MESSAGE, normaliseEin, normalisePhone, normalisePrice, PHONE_MESSAGE, PRICE_MESSAGE } from '@domain/content-formats';
import { STORE_CATEGORIES } from '@domain/site-content';
import type { ListKind } from './hooks/useSiteContent';

/** One field of an item editor, named as the GraphQL input names it. */
export interface ItemField {
  name: string;
  label: string;
  required?: boolean;
  kind?: 'text' | 'email' | 'url' | 'date' | 'textarea' | 'select';
  options?: readonly string[];
  help?: string;
  /** How the site will write what is typed (the server stores that form), shown under the field as staff type. */
  preview?: FieldPreview;
  /** The language of what is typed: 'es' for a Spanish version (spell-check and screen readers follow it). */
  lang?: 'es';
}

/** A normaliser of the domain and what to say when the text is not one it accepts. */
export interface FieldPreview {
  normalise: (typed: string) => string | null;
  invalid: string;
}
const PRICE_PREVIEW: FieldPreview = { normalise: normalisePrice, invalid: PRICE_MESSAGE };
const PHONE_PREVIEW: FieldPreview = { normalise: normalisePhone, invalid: PHONE_MESSAGE };
const EIN_PREVIEW: FieldPreview = { normalise: normaliseEin, invalid: EIN_MESSAGE };

/** What a Spanish version field says under its label. */
const SPANISH_HELP = 'Shown on the Spanish pages (/es). Left empty, they show the English text.';

export interface ListSpec {
  kind: ListKind;
  /** "team member", "news story", "product". */
  noun: string;
  titleField: string;
  fields: ItemField[];
  pictureLabel: string;
  publicPath: string;
}

export const LIST_SPECS: Record<ListKind, ListSpec> = {
  team: {
    kind: 'team',
    noun: 'team member',
    titleField: 'name',
    pictureLabel: 'Photo',
    publicPath: '/open-diploma-fund-our-team',
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'role', label: 'Role', required: true },
      { name: 'roleEs', label: 'Role in Spanish', lang: 'es', help: SPANISH_HELP },
      {
        name: 'email',
        label: 'E-mail',
        kind: 'email',
        help: 'Shown on the member’s page; the organisation’s address when empty.',
      },
      { name: 'summary', label: 'Summary', help: 'One line on the team page.' },
      { name: 'summaryEs', label: 'Summary in Spanish', lang: 'es', help: SPANISH_HELP },
      { name: 'blurb', label: 'Biography', kind: 'textarea', help: 'Leave a blank line between paragraphs.' },
      { name: 'blurbEs', label: 'Biography in Spanish', kind: 'textarea', lang: 'es', help: SPANISH_HELP },
    ],
  },
  news: {
    kind: 'news',
    noun: 'news story',
    titleField: 'title',
    pictureLabel: 'Image',
    publicPath: '/open-diploma-fund-news-stories',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'titleEs', label: 'Title in Spanish', lang: 'es', help: SPANISH_HELP },
      { name: 'link', label: 'Link to the story', kind: 'url', required: true, help: 'Starts with https://' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'source', label: 'Source', help: 'Who published it, e.g. Federal Reserve.' },
      { name: 'summary', label: 'Summary', kind: 'textarea' },
      { name: 'summaryEs', label: 'Summary in Spanish', kind: 'textarea', lang: 'es', help: SPANISH_HELP },
    ],
  },
  store: {
    kind: 'store',
    noun: 'product',
    titleField: 'title',
    pictureLabel: 'Image',
    publicPath: '/open-diploma-fund-odf-store',
    fields: [
      { name: 'category', label: 'Category', kind: 'select', options: STORE_CATEGORIES, required: true },
      { name: 'title', label: 'Title', required: true },
      { name: 'titleEs', label: 'Title in Spanish', lang: 'es', help: SPANISH_HELP },
      { name: 'link', label: 'Link to the product', kind: 'url', required: true, help: 'Starts with https://' },
      { name: 'price', label: 'Price', help: 'In dollars, e.g. 16 or 16.50.', preview: PRICE_PREVIEW },
    ],
  },
};

export const SETTINGS_FIELDS: ItemField[] = [
  { name: 'phone', label: 'Phone', help: 'Ten digits; any spacing.', preview: PHONE_PREVIEW },
  { name: 'email', label: 'E-mail', kind: 'email' },
  { name: 'address', label: 'Mailing address' },
  { name: 'addressEs', label: 'Mailing address in Spanish', lang: 'es', help: SPANISH_HELP },
  { name: 'ein', label: 'EIN', help: 'Nine digits, like 12-3456789; shown in the footer when given.', preview: EIN_PREVIEW },
  { name: 'facebookUrl', label: 'Facebook link', kind: 'url' },
  { name: 'instagramUrl', label: 'Instagram link', kind: 'url' },
  { name: 'linkedinUrl', label: 'LinkedIn link', kind: 'url' },
  { name: 'xUrl', label: 'X link', kind: 'url' },
  { name: 'donateDollarButtonId', label: '$1 fundraiser button id', help: 'The donation provider’s hosted button id.' },
  { name: 'donateOneTimeButtonId', label: 'One-time gift button id' },
  { name: 'donateMonthlyButtonId', label: 'Monthly gift button id' },
  {
    name: 'accessibilityReviewedOn',
    label: 'Accessibility statement last reviewed',
    kind: 'date',
    help: 'The day someone last checked the site against the accessibility statement; shown on it (/accessibility).',
  },
];
