import { paths } from './site-config';

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

/** The top navigation: plain links and dropdown groups. */
export const navigation: NavItem[] = [
  { label: 'Home', href: paths.home },
  {
    label: 'About',
    id: 'about',
    links: [
      { label: 'Who We Are', href: paths.about },
      { label: 'Our Team', href: paths.team },
      { label: 'News & Stories', href: paths.news },
    ],
  },
  {
    label: 'Apply',
    id: 'apply',
    links: [
      { label: 'Apply for Repayment', href: paths.applyForRepayment },
      { label: 'College Students', href: paths.collegeStudents },
      { label: 'Parents', href: paths.parents },
      { label: 'High School Scholarship', href: paths.highSchool },
    ],
  },
  {
    label: 'Get Involved',
    id: 'involved',
    links: [
      { label: 'Become a Partner', href: paths.partner },
      { label: 'Volunteer', href: paths.volunteer },
      { label: 'ODF Store', href: paths.store },
    ],
  },
  { label: 'Contact', href: paths.contact },
];

/** Footer columns. */
export const footerColumns: NavGroup[] = [
  {
    label: 'About us',
    id: 'footer-about',
    links: [
      { label: 'Who We Are', href: paths.about },
      { label: 'Our Team', href: paths.team },
      { label: 'News & Stories', href: paths.news },
      { label: 'Privacy Policy', href: paths.privacy },
    ],
  },
  {
    label: 'Get help',
    id: 'footer-help',
    links: [
      { label: 'College Students', href: paths.collegeStudents },
      { label: 'Parents', href: paths.parents },
      { label: 'High School Scholarship', href: paths.highSchool },
      { label: 'Apply for Repayment', href: paths.applyForRepayment },
    ],
  },
  {
    label: 'Give & get involved',
    id: 'footer-give',
    links: [
      { label: 'Donate', href: paths.donate },
      { label: 'Become a Partner', href: paths.partner },
      { label: 'Volunteer', href: paths.volunteer },
      { label: 'ODF Store', href: paths.store },
    ],
  },
];
