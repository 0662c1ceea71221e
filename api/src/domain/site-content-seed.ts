import { organisation, phoneDisplay } from './organisation.js';
import type {
  NewsStoryData,
  SiteData,
  SiteSettingsData,
  StoreCategory,
  StoreProductData,
  TeamMemberData,
} from './site-content.js';

/**
 * DEMO CONTENT, written to the database on first start so a fresh install looks as the site
 * always has. Every person, photo, product, news story, social account and donation button id
 * here is made up (illustrations come from scripts/demo-media/). Staff replace them in the
 * console at /admin-access-content.
 */
export const demoSettings: SiteSettingsData = {
  phone: phoneDisplay(organisation.phone),
  email: organisation.email,
  address: organisation.mailingAddress,
  ein: '',
  facebookUrl: 'https://www.facebook.com/opendiplomafund',
  instagramUrl: 'https://www.instagram.com/opendiplomafund',
  linkedinUrl: 'https://www.linkedin.com/company/opendiplomafund',
  xUrl: 'https://x.com/opendiplomafund',
  donateDollarButtonId: 'ODFDEMO1DOLLAR',
  donateOneTimeButtonId: 'ODFDEMOGENERAL',
  donateMonthlyButtonId: 'ODFDEMOGENERAL',
};

type Seed<T> = Omit<T, 'id' | 'position' | 'visible'>;

export const demoTeam: Seed<TeamMemberData>[] = [
  {
    name: 'Maya Thompson',
    role: 'Founder & Executive Director',
    email: '',
    photo: '/media/team-0.svg',
    summary: 'A first-generation graduate who spent eleven years paying off her own loans.',
    blurb: [
      `Maya founded the ${organisation.name} in ${organisation.foundedYear}, the year she made the last payment on her own student loans. She had watched her mother co-sign a Parent PLUS loan and take a second job to keep up with it.`,
      'Before the Fund, Maya spent a decade as a financial aid counselor at a public university, where she met hundreds of families who had done everything right and still could not get ahead. She leads our strategy, our partnerships and every award committee.',
    ].join('\n\n'),
  },
  {
    name: 'Daniel Okafor',
    role: 'Director of Programs',
    email: '',
    photo: '/media/team-1.svg',
    summary: 'Runs our repayment grants and the scholarship, from application to award.',
    blurb: [
      'Daniel makes sure every application gets a careful, respectful reading. He designed our review process so that families hear back quickly and understand why a decision was made.',
      'He previously worked in community banking and as a volunteer tax preparer, and he still answers a good share of our applicants’ questions himself.',
    ].join('\n\n'),
  },
  {
    name: 'Rosa Delgado',
    role: 'Director of Development & Treasurer',
    email: '',
    photo: '/media/team-2.svg',
    summary: 'Keeps our books open and our donors informed.',
    blurb: [
      'Rosa leads fundraising and keeps our finances transparent: she publishes where every dollar goes and makes sure gifts reach families, not overhead.',
      'A CPA and the daughter of two teachers, Rosa joined the Fund after helping her younger brother through his own repayment plan.',
    ].join('\n\n'),
  },
];

export const demoNews: Seed<NewsStoryData>[] = [
  {
    title: 'Student debt passes $1.7 trillion: what it means for families',
    date: '2025-03-12',
    summary:
      'Americans now owe more on student loans than on car loans or credit cards. We looked at who carries that debt, and why parents are increasingly carrying it with their children.',
    image: '/media/news-report.svg',
    link: 'https://www.federalreserve.gov/consumerscommunities/shed.htm',
    source: 'Federal Reserve',
  },
  {
    title: 'Repayment options every graduate should know about',
    date: '2025-01-28',
    summary:
      'Income-driven plans, deferment, and forgiveness programs can lower a monthly payment before our grants step in. Here is the official guide we point every applicant to.',
    image: '/media/news-scholars.svg',
    link: 'https://studentaid.gov/manage-loans/repayment',
    source: 'Federal Student Aid',
  },
];

const shopUrl = 'https://www.bonfire.com/store/open-diploma-fund/';
const product = (title: string, category: StoreCategory, file: string, price: string): Seed<StoreProductData> => ({
  title,
  category,
  image: `/media/product-${file}.svg`,
  price,
  link: `${shopUrl}?item=${file}`,
});

export const demoStoreProducts: Seed<StoreProductData>[] = [
  product(`${organisation.abbr} Classic Mug`, 'Mugs', 'mug-classic', '$16'),
  product('Debt-Free Dreams Camp Mug', 'Mugs', 'mug-camp', '$18'),
  product('Open Diploma Tee', 'Clothing', 'tee', '$24'),
  product('First-Gen Hoodie', 'Clothing', 'hoodie', '$42'),
  product('Class of Tomorrow Cap', 'Clothing', 'cap', '$22'),
  product('Scholar Tote Bag', 'Bags', 'tote', '$20'),
  product('Campus Backpack', 'Bags', 'backpack', '$48'),
  product('Sticker Pack', 'Miscellaneous', 'stickers', '$8'),
  product('Study Notebook', 'Miscellaneous', 'notebook', '$12'),
];

const listed = <T>(items: Seed<T>[]) => items.map((item, i) => ({ ...item, id: i + 1, position: i, visible: true }) as T);

/** The snapshot a fresh install renders (also the build-time fallback of scripts/prerender.mjs). */
export const demoSiteData: SiteData = {
  version: 0,
  settings: demoSettings,
  team: listed<TeamMemberData>(demoTeam),
  news: listed<NewsStoryData>(demoNews),
  storeProducts: listed<StoreProductData>(demoStoreProducts),
  // The build cannot know the live cycles: its fallback pages name no deadline.
  cycles: [],
};
