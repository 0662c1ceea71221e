import { paths, site } from './site-config';

export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup {
  label: string;
  id: string;
  links: NavLink[];
}
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

/** Every page the menus link to, named once so the header and footer always agree. */
const link = {
  home: { label: 'Home', href: paths.home },
  about: { label: 'Who We Are', href: paths.about },
  team: { label: 'Our Team', href: paths.team },
  news: { label: 'News & Stories', href: paths.news },
  privacy: { label: 'Privacy Policy', href: paths.privacy },
  applyForRepayment: { label: 'Apply for Repayment', href: paths.applyForRepayment },
  collegeStudents: { label: 'College Students', href: paths.collegeStudents },
  parents: { label: 'Parents', href: paths.parents },
  highSchool: { label: 'High School Scholarship', href: paths.highSchool },
  donate: { label: 'Donate', href: paths.donate },
  partner: { label: 'Become a Partner', href: paths.partner },
  volunteer: { label: 'Volunteer', href: paths.volunteer },
  store: { label: site.storeName, href: paths.store },
  contact: { label: 'Contact', href: paths.contact },
  applicationStatus: { label: 'Application Status', href: paths.applicationStatus },
} satisfies Record<string, NavLink>;

/** The top navigation: plain links and dropdown groups. */
export const navigation: NavItem[] = [
  link.home,
  { label: 'About', id: 'about', links: [link.about, link.team, link.news] },
  { label: 'Apply', id: 'apply', links: [link.applyForRepayment, link.collegeStudents, link.parents, link.highSchool] },
  { label: 'Get Involved', id: 'involved', links: [link.partner, link.volunteer, link.store] },
  link.contact,
];

/** Footer columns. */
export const footerColumns: NavGroup[] = [
  { label: 'About us', id: 'footer-about', links: [link.about, link.team, link.news, link.privacy] },
  {
    label: 'Get help',
    id: 'footer-help',
    links: [link.collegeStudents, link.parents, link.highSchool, link.applyForRepayment, link.applicationStatus],
  },
  { label: 'Give & get involved', id: 'footer-give', links: [link.donate, link.partner, link.volunteer, link.store] },
];
