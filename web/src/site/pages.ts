import { phoneInternational } from '@domain/organisation';
import type { SiteData } from '@domain/site-content';
import { paths, scholarship, site } from './site-config';
import { cycleSentence } from './program-cycle';
import { fallbackSiteData } from './site-data';
import { STAFF_PATHS } from './staff-paths';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Structured data written as <script type="application/ld+json"> (data, not script: the CSP allows it). */
  jsonLd?: object;
  /** Resources the first paint needs (the LCP image). */
  preload?: { as: 'image' | 'font' | 'video'; href: string; type?: string }[];
  robots?: string;
  /** Where search engines should index this content (for the privacy alias). */
  canonical?: string;
  /**
   * The page holds React-driven forms, so it loads the React app and hydrates. Every other
   * public page is static HTML plus the small enhancement script (decision 040).
   */
  hydrate?: boolean;
}

const ngo = ({ settings }: SiteData) => ({
  '@context': 'https://schema.org',
  '@type': 'NGO',
  name: site.name,
  alternateName: site.abbr,
  url: site.url,
  logo: `${site.url}/favicon.svg`,
  image: `${site.url}${site.ogImage}`,
  email: settings.email,
  telephone: phoneInternational(settings.phone),
  foundingDate: String(site.foundedYear),
  nonprofitStatus: 'Nonprofit501c3',
  description: 'Helps undergraduates and parents repay college loans and awards scholarships to high-school seniors.',
  sameAs: [settings.facebookUrl, settings.instagramUrl, settings.linkedinUrl, settings.xUrl].filter(Boolean),
});

/**
 * Every public page, rendered from the current site content (listed in the sitemap). The server
 * renders them on request; the build prerenders them from the demo content as a fallback.
 */
export const publicPages = (data: SiteData): PageMeta[] => {
  const scholarshipCycle = data.cycles.find((c) => c.kind === 'high-school');
  return [
    {
      path: paths.home,
      title: site.name,
      description: `${site.name} is a 501(c)(3) nonprofit helping college graduates and parents repay student loans, with a ${scholarship.award} scholarship for high-school seniors.`,
      jsonLd: ngo(data),
      preload: [{ as: 'image', href: '/media/hero-poster.webp', type: 'image/webp' }],
    },
    {
      path: paths.about,
      title: 'About Us',
      description: `Who we are: our mission, our vision and the values (equity, integrity, impact, empathy) behind ${site.name}, founded in ${site.foundedYear}.`,
    },
    {
      path: paths.team,
      title: 'Our Team',
      description: `Meet the leadership of ${site.name}: the people who review applications and fund repayment grants.`,
    },
    ...data.team.map((m, index) => ({
      path: paths.teamMember(index),
      title: `${m.name}, ${m.role}`,
      description: `${m.name} is ${m.role} at ${site.name}. ${m.summary}`,
    })),
    // The application forms: static pages whose form is an island of React (decision 160).
    {
      path: paths.collegeStudents,
      title: 'Repayment Help for College Students',
      description: 'Apply for help repaying your undergraduate student loans: requirements, documents and the application form.',
    },
    {
      path: paths.parents,
      title: 'Repayment Help for Parents',
      description: 'Parents who borrowed for a child’s degree: apply for help repaying Parent PLUS and other college loans.',
    },
    {
      path: paths.highSchool,
      title: 'Scholarship for High School Seniors',
      description:
        `Apply for the ${scholarshipCycle?.award ?? scholarship.award} ${site.name} scholarship for high-school seniors with a GPA of ${scholarship.minimumGpa} or higher.` +
        (scholarshipCycle ? ` ${cycleSentence(scholarshipCycle)}` : ''),
    },
    {
      path: paths.applyForRepayment,
      title: 'Apply for Repayment',
      description: `Apply for student-loan repayment help from the ${site.name}: choose the program for graduates or for parents.`,
      hydrate: true,
    },
    {
      path: paths.news,
      title: 'News & Stories',
      description: 'Student-debt news and stories from the families and students we serve.',
    },
    {
      path: paths.partner,
      title: 'Become a Partner',
      description:
        'Companies, foundations and colleges: partner with us on matching gifts, sponsored scholarships and employee loan help.',
    },
    {
      path: paths.volunteer,
      title: 'Volunteer Opportunities',
      description:
        'Volunteer as a board member, fundraiser, grant application writer or reviewer and help families repay college loans.',
      hydrate: true,
    },
    {
      path: paths.store,
      title: site.storeName,
      description: 'Shop to end college debt! Mugs, clothing, bags and more: every purchase funds student-loan relief.',
    },
    {
      path: paths.donate,
      title: 'Donate',
      description:
        'Donate to pay down college debt for graduates and parents: $1 fundraising, one-time gifts or monthly support.',
      preload: [{ as: 'image', href: '/media/slide-graduates.svg', type: 'image/svg+xml' }],
    },
    {
      path: paths.donateSuccess,
      title: 'Thank You',
      description: `Thank you for your generous donation to the ${site.name}.`,
      robots: 'noindex',
    },
    {
      path: paths.contact,
      title: 'Contact Us',
      description: `Contact ${site.name}: e-mail ${data.settings.email} or call ${data.settings.phone}, or send us a message.`,
      hydrate: true,
    },
    {
      path: paths.applicationStatus,
      title: 'Application Status',
      description: `Follow your ${site.name} application with your reference number and e-mail address, and send any document we ask for.`,
    },
    {
      path: paths.privacy,
      title: 'Privacy Policy',
      description: `How ${site.name} collects, uses and protects your information.`,
    },
    {
      path: paths.privacyAlias,
      title: 'Privacy Policy',
      description: `How ${site.name} collects, uses and protects your information.`,
      canonical: paths.privacy,
    },
  ];
};

/** Paths search engines must not crawl (the staff area and the API). */
export const disallowedPaths = [
  STAFF_PATHS.login,
  STAFF_PATHS.registration,
  STAFF_PATHS.resetPassword,
  // Every /admin-access… page starts so.
  STAFF_PATHS.applications,
  `${STAFF_PATHS.applicant}/`,
  '/api/',
  '/graphql',
  paths.donateSuccess,
];

export function sitemapXml(data: SiteData = fallbackSiteData): string {
  const urls = publicPages(data)
    .filter((p) => !p.canonical && !p.robots)
    .map((p) => `  <url><loc>${site.url}${p.path === '/' ? '/' : p.path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return ['User-agent: *', ...disallowedPaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${site.url}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** A page's title and description when no content is at hand (the form pages' client-side titles). */
export function pageMetaOf(path: string): PageMeta | undefined {
  return publicPages(fallbackSiteData).find((p) => p.path === path);
}
