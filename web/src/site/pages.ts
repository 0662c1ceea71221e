import { phoneInternational } from '@domain/organisation';
import type { SiteData } from '@domain/site-content';
import { paths, scholarship, site } from './site-config';
import { LOCALES, localizedPath, type Locale } from '@domain/i18n/locales';
import type { MessageKey } from '../i18n/messages/en';
import type { MessageValues } from '../i18n/format';
import { cycleSentence } from './program-cycle';
import { STAFF_PATHS } from './staff-paths';

export interface PageMeta {
  /** The page's path in its locale ('/es/about-…' for Spanish). */
  path: string;
  locale: Locale;
  /** The path of its English twin (the same for an English page). */
  englishPath: string;
  title: string;
  description: string;
  /** Structured data written as <script type="application/ld+json"> (data, not script: the CSP allows it). */
  jsonLd?: object;
  /** Resources the first paint needs (the LCP image). */
  preload?: { as: 'image' | 'font' | 'video'; href: string; type?: string }[];
  robots?: string;
  /** A page whose address holds a secret (a recommender's link) sends no referrer on. */
  referrer?: 'no-referrer';
  /** Where search engines should index this content (for the privacy alias). */
  canonical?: string;
  /**
   * The page holds React-driven forms, so it loads the React app and hydrates. Every other
   * public page is static HTML plus the small enhancement script (decision 040).
   */
  hydrate?: boolean;
}

const ngo = ({ settings }: SiteData, t: PageWords) => ({
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
  description: t('meta.ngo.description'),
  sameAs: [settings.facebookUrl, settings.instagramUrl, settings.linkedinUrl, settings.xUrl].filter(Boolean),
});

/** A page's words in its locale (the server entry formats them from the catalogues). */
export type PageWords = (key: MessageKey, values?: MessageValues) => string;

const name = site.name;

/**
 * Every public page in one locale, rendered from the current site content (listed in the
 * sitemap). The server renders them on request; the build prerenders them from the demo content
 * as a fallback. `path` is the English path; `localizedPages` adds the locale's prefix.
 */
function pagesIn(data: SiteData, t: PageWords, locale: Locale): Omit<PageMeta, 'locale' | 'englishPath'>[] {
  const scholarshipCycle = data.cycles.find((c) => c.kind === 'high-school');
  const award = scholarshipCycle?.award ?? scholarship.award;
  return [
    {
      path: paths.home,
      title: site.name,
      description: t('meta.home.description', { name, award: scholarship.award }),
      jsonLd: ngo(data, t),
      preload: [{ as: 'image', href: '/media/hero-poster.webp', type: 'image/webp' }],
    },
    {
      path: paths.about,
      title: t('meta.about.title'),
      description: t('meta.about.description', { name, year: site.foundedYear }),
    },
    { path: paths.team, title: t('meta.team.title'), description: t('meta.team.description', { name }) },
    ...data.team.map((m, index) => {
      // A Spanish page names the role and summary in Spanish where staff wrote it.
      const role = (locale === 'es' && m.es?.role) || m.role;
      const summary = (locale === 'es' && m.es?.summary) || m.summary;
      return {
        path: paths.teamMember(index),
        title: t('meta.member.title', { member: m.name, role }),
        description: t('meta.member.description', { member: m.name, role, name, summary }),
      };
    }),
    // The application forms: static pages whose form is an island of React (decision 160).
    {
      path: paths.collegeStudents,
      title: t('meta.collegeStudents.title'),
      description: t('meta.collegeStudents.description'),
    },
    { path: paths.parents, title: t('meta.parents.title'), description: t('meta.parents.description') },
    {
      path: paths.highSchool,
      title: t('meta.highSchool.title'),
      description:
        t('meta.highSchool.description', { award, name, gpa: scholarship.minimumGpa }) +
        (scholarshipCycle ? ` ${cycleSentence(scholarshipCycle, t, locale)}` : ''),
    },
    {
      path: paths.applyForRepayment,
      title: t('meta.applyHub.title'),
      description: t('meta.applyHub.description', { name }),
      hydrate: true,
    },
    { path: paths.news, title: t('meta.news.title'), description: t('meta.news.description') },
    { path: paths.partner, title: t('meta.partner.title'), description: t('meta.partner.description') },
    {
      path: paths.volunteer,
      title: t('meta.volunteer.title'),
      description: t('meta.volunteer.description'),
      hydrate: true,
    },
    { path: paths.store, title: t('meta.store.title', { abbr: site.abbr }), description: t('meta.store.description') },
    {
      path: paths.donate,
      title: t('meta.donate.title'),
      description: t('meta.donate.description'),
      preload: [{ as: 'image', href: '/media/slide-graduates.svg', type: 'image/svg+xml' }],
    },
    {
      path: paths.donateSuccess,
      title: t('meta.donateSuccess.title'),
      description: t('meta.donateSuccess.description', { name }),
      robots: 'noindex',
    },
    {
      path: paths.contact,
      title: t('meta.contact.title'),
      description: t('meta.contact.description', { name, email: data.settings.email, phone: data.settings.phone }),
      hydrate: true,
    },
    {
      path: paths.applicationStatus,
      title: t('meta.applicationStatus.title'),
      description: t('meta.applicationStatus.description', { name }),
    },
    // Served for every /letters/{token}: the token is the recommender's key, never indexed or passed on.
    {
      path: paths.letters,
      title: t('meta.letters.title'),
      description: t('meta.letters.description'),
      robots: 'noindex',
      referrer: 'no-referrer',
    },
    { path: paths.privacy, title: t('meta.privacy.title'), description: t('meta.privacy.description', { name }) },
    {
      path: paths.privacyAlias,
      title: t('meta.privacy.title'),
      description: t('meta.privacy.description', { name }),
      canonical: paths.privacy,
    },
    {
      path: paths.accessibility,
      title: t('accessibility.meta.title'),
      description: t('accessibility.meta.description', { name }),
    },
  ];
}

/**
 * Every public page in every locale: the English pages at the spec's paths, their Spanish twins
 * under /es (issue 26). `words` gives a locale's formatter.
 */
export function publicPages(data: SiteData, words: (locale: Locale) => PageWords): PageMeta[] {
  return LOCALES.flatMap((locale) =>
    pagesIn(data, words(locale), locale).map((page) => ({
      ...page,
      locale,
      englishPath: page.path,
      path: localizedPath(page.path, locale),
      canonical: page.canonical ? localizedPath(page.canonical, locale) : undefined,
    })),
  );
}

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
  localizedPath(paths.donateSuccess, 'es'),
  `${paths.letters}/`,
  `${localizedPath(paths.letters, 'es')}/`,
];

export function sitemapXml(data: SiteData, words: (locale: Locale) => PageWords): string {
  const urls = publicPages(data, words)
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
