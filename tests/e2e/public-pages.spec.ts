import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { donationButtons, paths, prerenderedRoutes, site, teamNames } from './support/public-site.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

const team = teamNames.map((name, id) => ({ id, name }));
const roles = ['Founder & Executive Director', 'Director of Programs', 'Director of Development & Treasurer'];

/** Each content page of spec §2 with its main heading and text it must show. */
const contentPages: { path: string; heading: string | RegExp; texts: (string | RegExp)[] }[] = [
  {
    path: paths.home,
    heading: 'Pay off the diploma. Keep the dream.',
    texts: ['$1.7 trillion', '99%', '$100,000', 'Who We Are', 'Ways to Give'],
  },
  {
    path: paths.about,
    heading: 'Who We Are',
    texts: ['Our Mission', 'Our Vision', 'Value Statement', 'Equity', 'Integrity', 'Impact', 'Empathy'],
  },
  { path: paths.team, heading: 'Our Leadership', texts: team.map((m) => m.name) },
  ...team.map((m) => ({ path: paths.teamMember(m.id), heading: m.name, texts: [roles[m.id]!, site.email, 'Back to Our Team'] })),
  { path: paths.news, heading: 'News & Stories', texts: ['Read more'] },
  {
    path: paths.partner,
    heading: 'Partner with us to end the college debt crisis',
    texts: ['$1.7T+', '99%', 'Contact us about partnering'],
  },
  {
    path: paths.volunteer,
    heading: 'Give your time, change a family’s future',
    texts: ['Board member', 'Fundraiser', 'Grant application writer', 'Other', 'Get in touch with us!'],
  },
  { path: paths.store, heading: 'Shop to end college debt!', texts: ['Mugs', 'Clothing', 'Bags', 'Miscellaneous'] },
  {
    path: paths.donate,
    heading: 'Your gift pays down a family’s college debt',
    texts: [
      '$1 Fundraising',
      'One-Time Donation',
      'Monthly Support',
      'Other Ways to Give',
      'Employer gift match',
      'Gift of stock',
      'Planned giving',
      'Start a fundraiser',
    ],
  },
  { path: paths.donateSuccess, heading: 'Thank you for your generous donation!', texts: [] },
  { path: paths.contact, heading: 'We would love to hear from you', texts: [site.email, site.phone] },
  {
    path: paths.privacy,
    heading: 'Privacy Policy',
    texts: [
      'October 1, 2024',
      'Information we collect',
      'How we use your information',
      'How we share information',
      'How we protect information',
      'Your rights and choices',
      'Cookies',
      'Changes to this policy',
    ],
  },
  { path: paths.privacyAlias, heading: 'Privacy Policy', texts: ['October 1, 2024', 'Access', 'Correct', 'delete', 'Opt out'] },
  {
    path: paths.accessibility,
    heading: 'Accessibility Statement',
    texts: ['November 28, 2026', 'WCAG', 'How we test', 'Known limits', 'Ask for help or another format'],
  },
];

/** Fails the test on any console error or page error, and on any request that leaves the site. */
function watch(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on(
    'request',
    (r) => !r.url().startsWith(origin) && !r.url().startsWith('data:') && problems.push(`third-party request: ${r.url()}`),
  );
  return problems;
}

test.describe('public pages', () => {
  for (const p of contentPages) {
    test(`${p.path} shows its content, no console error, no third-party request`, async ({ page, baseURL }) => {
      const problems = watch(page, baseURL!);
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      for (const text of p.texts) await expect(page.getByText(text).first()).toBeAttached();
      await expect(page.getByRole('link', { name: 'Staff login' })).toHaveAttribute('href', '/login');
      await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
      await page.waitForLoadState('load');
      expect(problems).toEqual([]);
    });
  }

  test('the raw HTML of every public route holds its main heading, title and description (no JavaScript)', async ({
    request,
  }) => {
    const titles = new Set<string>();
    let aliases = 0;
    const routes = prerenderedRoutes();
    expect(routes).toEqual(expect.arrayContaining(contentPages.map((c) => c.path)));
    for (const route of routes) {
      const meta = { path: route };
      const html = await (await request.get(meta.path)).text();
      expect(html, meta.path).toMatch(/<h1[\s>]/);
      const expected = contentPages.find((c) => c.path === meta.path);
      if (expected && typeof expected.heading === 'string') {
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
        expect(h1.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'), meta.path).toContain(expected.heading);
      }
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, meta.path).toBeTruthy();
      // A privacy alias (English or Spanish) shares its policy's title; every other page has its own.
      const canonical = /rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      // Titles are unique within a language; a page's Spanish twin may share a name-only title.
      const language = route === '/es' || route.startsWith('/es/') ? 'es' : 'en';
      if (canonical === `${site.url}${route}` || canonical === `${site.url}/`) titles.add(`${language}:${title!}`);
      else aliases++;
      expect(html).toContain(`<meta name="description" content="`);
      expect(html).toContain('<meta property="og:title"');
      expect(html, 'no inline script other than JSON-LD').not.toMatch(
        /<script(?![^>]*(type="module"|application\/ld\+json))[^>]*>/,
      );
      expect(html).not.toMatch(/\son[a-z]+="/);
    }
    expect(aliases, 'the privacy alias, in English and in Spanish').toBe(2);
    expect(titles.size, 'every page has its own title (the privacy aliases share the policy’s)').toBe(routes.length - aliases);
  });

  test('home declares the NGO (501(c)(3)) in JSON-LD; sitemap and robots.txt are served', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'NGO', nonprofitStatus: 'Nonprofit501c3', name: site.name, email: site.email });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${site.url}${paths.donate}</loc>`);
    expect(sitemap).not.toContain('/login');
    const robots = await (await request.get('/robots.txt')).text();
    for (const p of ['/login', '/admin-access', '/show-applicant/', '/registration', '/reset-password'])
      expect(robots).toContain(`Disallow: ${p}`);
  });

  test('unknown paths and team member 3 answer 404 with the 404 page', async ({ page }) => {
    for (const p of ['/no-such-page', paths.teamMember(3), '/open-diploma-fund-our-team-member/abc']) {
      const response = await page.goto(p);
      expect(response?.status(), p).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: "Oops! We couldn't find this page" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    }
  });

  test('initial JavaScript on / is at most 90 KB gzip', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [
      ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1] ?? m[2]!);
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    for (const src of scripts) total += gzipSync(await (await request.get(src)).body(), { level: 9 }).length;
    console.log(`initial JS on /: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} file(s)`);
    expect(total).toBeLessThanOrEqual(90 * 1024);
  });

  // The application form pages (decision 160): what the browser fetches from opening the page
  // until the form is live and the network is quiet, without any input. Every script it fetches
  // is announced in the page's HTML (which is what `npm run bench` counts).
  for (const [name, formPath, formName] of [
    ['college students', paths.collegeStudents, 'Undergraduate loan repayment application'],
    ['parents', paths.parents, 'Parent loan repayment application'],
    ['high school', paths.highSchool, 'High-school senior scholarship application'],
  ] as const) {
    test(`initial JavaScript on the ${name} form page is at most 90 KB gzip, and hydrates without errors`, async ({ page }) => {
      const scripts = new Set<string>();
      const errors: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(new URL(response.url()).pathname);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(formPath);
      const html = await response!.text();
      await expect(page.getByRole('form', { name: formName })).toHaveAttribute('novalidate', '');
      await page.waitForLoadState('networkidle');
      const announced = [
        ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((m) => m[1] ?? m[2]!);
      expect([...scripts].filter((s) => !announced.includes(s))).toEqual([]);
      let total = 0;
      for (const src of scripts) total += gzipSync(await (await page.request.get(src)).body(), { level: 9 }).length;
      console.log(`initial JS on ${formPath}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} file(s)`);
      expect(total).toBeLessThanOrEqual(90 * 1024);
      // No hydration mismatch or other error: the island's HTML is exactly what React renders.
      expect(errors).toEqual([]);
    });
  }

  test('donation options link to the hosted donate page in a new tab, with the two button ids', async ({ page }) => {
    await page.goto(paths.donate);
    const fundraising = page.getByRole('link', { name: /Give \$1/ });
    await expect(fundraising).toHaveAttribute('href', new RegExp(`hosted_button_id=${donationButtons.fundraising}$`));
    for (const name of [/Give once/, /Give monthly/])
      await expect(page.getByRole('link', { name })).toHaveAttribute(
        'href',
        new RegExp(`hosted_button_id=${donationButtons.general}$`),
      );
    for (const link of await page.locator('a[href*="hosted_button_id"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('accessibility (axe)', () => {
  const routes = [...prerenderedRoutes(), '/no-such-page'];
  for (const route of routes) {
    test(`${route} has no serious or critical axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await page.waitForLoadState('load');
      await expectNoSeriousAxeViolations(page);
    });
  }
});
