import type { MessageKey } from '../i18n/messages/en';
import { paths } from './site-config';

export interface NavLink {
  /** The link's words in the page's language. */
  label: MessageKey;
  /** The English page; the menus link to its twin in the page's language. */
  href: string;
}
export interface NavGroup {
  label: MessageKey;
  id: string;
  links: NavLink[];
}
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

/** Every page the menus link to, named once so the header and footer always agree. */
const link = {
  home: { label: 'layout.nav.home', href: paths.home },
  about: { label: 'layout.nav.whoWeAre', href: paths.about },
  team: { label: 'layout.nav.team', href: paths.team },
  news: { label: 'layout.nav.news', href: paths.news },
  privacy: { label: 'layout.nav.privacy', href: paths.privacy },
  applyForRepayment: { label: 'layout.nav.applyForRepayment', href: paths.applyForRepayment },
  collegeStudents: { label: 'layout.nav.collegeStudents', href: paths.collegeStudents },
  parents: { label: 'layout.nav.parents', href: paths.parents },
  highSchool: { label: 'layout.nav.highSchool', href: paths.highSchool },
  donate: { label: 'layout.nav.donate', href: paths.donate },
  partner: { label: 'layout.nav.partner', href: paths.partner },
  volunteer: { label: 'layout.nav.volunteer', href: paths.volunteer },
  store: { label: 'layout.nav.store', href: paths.store },
  contact: { label: 'layout.nav.contact', href: paths.contact },
  applicationStatus: { label: 'layout.nav.applicationStatus', href: paths.applicationStatus },
} satisfies Record<string, NavLink>;

/** The top navigation: plain links and dropdown groups. */
export const navigation: NavItem[] = [
  link.home,
  { label: 'layout.nav.about', id: 'about', links: [link.about, link.team, link.news] },
  {
    label: 'layout.nav.apply',
    id: 'apply',
    links: [link.applyForRepayment, link.collegeStudents, link.parents, link.highSchool],
  },
  { label: 'layout.nav.involved', id: 'involved', links: [link.partner, link.volunteer, link.store] },
  link.contact,
];

/** Footer columns. */
export const footerColumns: NavGroup[] = [
  { label: 'layout.footer.aboutUs', id: 'footer-about', links: [link.about, link.team, link.news, link.privacy] },
  {
    label: 'layout.footer.getHelp',
    id: 'footer-help',
    links: [link.collegeStudents, link.parents, link.highSchool, link.applyForRepayment, link.applicationStatus],
  },
  { label: 'layout.footer.give', id: 'footer-give', links: [link.donate, link.partner, link.volunteer, link.store] },
];
