import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentService } from '../../api/src/modules/content/content.service.js';
import { webRoot } from '../../api/src/config/paths.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const built = existsSync(path.join(webRoot, '..', 'ssr', 'entry-server.js'));
const paths = {
  home: '/',
  team: '/open-diploma-fund-our-team',
  member: (i: number) => `/open-diploma-fund-our-team-member/${i}`,
  news: '/open-diploma-fund-news-stories',
  store: '/open-diploma-fund-odf-store',
  donate: '/donate-open-diploma-fund',
  contact: '/open-diploma-fund-contact-us',
};
const HOSTILE = '<script>alert(1)</script><b>bold</b>';
const HOSTILE_LINK = 'https://example.org/?q="><script>alert(2)</script>';

async function page(app: TestApp, route: string): Promise<{ status: number; html: string }> {
  const response = await fetch(app.url + route, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** Fetches the page until `check` holds; returns how long it took. */
async function within(ms: number, app: TestApp, route: string, check: (html: string) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { html } = await page(app, route);
    if (check(html)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${route} did not change within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!built).each(databases)('public pages rendered from the site content on %s', (db) => {
  let app: TestApp;
  let employee: HttpClient;
  beforeAll(async () => {
    app = await startTestApp(db, { webRoot });
    employee = (await signedInStaff(app, 'employee')).client;
  });
  afterAll(() => app.close());

  it('shows the demo content on a fresh install, in the first HTML response', async () => {
    expect((await page(app, paths.home)).html).toContain('(202) 555-0147');
    const team = (await page(app, paths.team)).html;
    for (const name of ['Maya Thompson', 'Daniel Okafor', 'Rosa Delgado']) expect(team).toContain(name);
    expect((await page(app, paths.store)).html).toContain('Campus Backpack');
    expect((await page(app, paths.donate)).html).toContain('hosted_button_id=ODFDEMO1DOLLAR');
  });

  it('shows an edit on the next page load, here and on another instance within seconds', async () => {
    const edited = await employee.graphql(
      `mutation { updateSiteSettings(input: { phone: "(410) 555-0123" }) { settings { phone } } }`,
    );
    expect(edited.errors).toBeUndefined();
    const took = await within(5000, app, paths.contact, (html) => html.includes('(410) 555-0123'));
    expect(took).toBeLessThan(5000);
    // Another instance on the same database: it notices the new version at its next check.
    const other = new ContentService(app.services.infra.db, app.services.audit, 2000);
    expect((await other.siteData()).settings.phone).toBe('(410) 555-0123');
    await employee.graphql(`mutation { updateSiteSettings(input: { phone: "(410) 555-0124" }) { settings { phone } } }`);
    const started = Date.now();
    while ((await other.siteData()).settings.phone !== '(410) 555-0124') {
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('numbers team member pages by visible position from 0, and hides hidden members', async () => {
    const { data } = await employee.graphql<{ siteContent: { team: { id: string; name: string }[] } }>(
      `query { siteContent { team { id name } } }`,
    );
    const team = data!.siteContent.team;
    expect((await page(app, paths.member(0))).html).toContain(team[0]!.name);
    await employee.graphql(`mutation ($id: ID) { saveTeamMember(input: { id: $id, visible: false }) { id } }`, {
      id: team[0]!.id,
    });
    const first = await page(app, paths.member(0));
    expect(first.html).toContain(team[1]!.name);
    expect((await page(app, paths.member(team.length - 1))).status).toBe(404);
    expect((await page(app, paths.team)).html).not.toContain(team[0]!.name);
    await employee.graphql(`mutation ($id: ID) { saveTeamMember(input: { id: $id, visible: true }) { id } }`, {
      id: team[0]!.id,
    });
    expect((await page(app, paths.member(team.length - 1))).status).toBe(200);
  });

  it('stores a price and a phone number in the site’s one format, and the pages show that', async () => {
    const settings = await employee.graphql(
      `mutation { updateSiteSettings(input: { phone: "5551234567" }) { settings { phone } } }`,
    );
    expect(settings.errors).toBeUndefined();
    expect((settings.data!.updateSiteSettings as { settings: { phone: string } }).settings.phone).toBe('(555) 123-4567');
    await within(5000, app, paths.contact, (html) => html.includes('(555) 123-4567') && html.includes('tel:+15551234567'));
    const saved = await employee.graphql(
      `mutation ($input: StoreProductInput!) { saveStoreProduct(input: $input) { id price } }`,
      { input: { category: 'Mugs', title: 'Priced Mug', price: '18', link: 'https://example.org/priced-mug' } },
    );
    expect(saved.errors).toBeUndefined();
    const product = saved.data!.saveStoreProduct as { id: string; price: string };
    expect(product.price).toBe('$18');
    await within(5000, app, paths.store, (html) => /Priced Mug[\s\S]*?\$18</.test(html));
    // An edit keeps the format too: "18.5" is "$18.50".
    const edited = await employee.graphql(
      `mutation ($id: ID) { saveStoreProduct(input: { id: $id, price: "18.5" }) { price } }`,
      {
        id: product.id,
      },
    );
    expect((edited.data!.saveStoreProduct as { price: string }).price).toBe('$18.50');
    await employee.graphql(`mutation { updateSiteSettings(input: { phone: "(202) 555-0147" }) { settings { phone } } }`);
  });

  it('shows script and markup entered in every text field as text', async () => {
    const settings = await employee.graphql(
      `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { settings { phone } } }`,
      {
        input: {
          address: HOSTILE,
          facebookUrl: HOSTILE_LINK,
          instagramUrl: HOSTILE_LINK,
          linkedinUrl: HOSTILE_LINK,
          xUrl: HOSTILE_LINK,
        },
      },
    );
    expect(settings.errors).toBeUndefined();
    const member = await employee.graphql(`mutation ($input: TeamMemberInput!) { saveTeamMember(input: $input) { id } }`, {
      input: { name: HOSTILE, role: HOSTILE, summary: HOSTILE, blurb: `${HOSTILE}\n\n${HOSTILE}`, position: 0 },
    });
    expect(member.errors).toBeUndefined();
    const story = await employee.graphql(`mutation ($input: NewsStoryInput!) { saveNewsStory(input: $input) { id } }`, {
      input: { title: HOSTILE, summary: HOSTILE, source: HOSTILE, link: HOSTILE_LINK },
    });
    expect(story.errors).toBeUndefined();
    const product = await employee.graphql(`mutation ($input: StoreProductInput!) { saveStoreProduct(input: $input) { id } }`, {
      input: { category: 'Mugs', title: HOSTILE, price: '9', link: HOSTILE_LINK, position: 0 },
    });
    expect(product.errors).toBeUndefined();
    // A phone number and a price hold only their one format, so markup in them is refused outright.
    const phone = await employee.graphql(
      `mutation { updateSiteSettings(input: { phone: "<b>5551234567</b>" }) { settings { phone } } }`,
    );
    expect((phone.errors?.[0]?.extensions as { fields?: object } | undefined)?.fields).toEqual({
      phone: 'Please give a US phone number of ten digits, like (202) 555-0147.',
    });
    const price = await employee.graphql(`mutation ($input: StoreProductInput!) { saveStoreProduct(input: $input) { id } }`, {
      input: { category: 'Mugs', title: 'Mug', price: '<i>9</i>', link: 'https://example.org/mug' },
    });
    expect((price.errors?.[0]?.extensions as { fields?: object } | undefined)?.fields).toEqual({
      price: 'Please give the price in dollars, like 16 or $16.50.',
    });

    const shown = {
      [paths.home]: 1, // footer: the address
      [paths.team]: 3, // name, role, summary
      [paths.member(0)]: 4, // name, role, two blurb paragraphs
      [paths.news]: 3, // title, source, summary
      [paths.store]: 1, // title
    };
    for (const [route, count] of Object.entries(shown)) {
      const { status, html } = await page(app, route);
      expect(status, route).toBe(200);
      expect(html, route).not.toMatch(/<script>alert|<b>bold|<i>9|"><script/);
      expect(html.split('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;').length - 1, route).toBeGreaterThanOrEqual(
        count,
      );
    }
    // Links keep their markup inside the attribute, quoted.
    expect((await page(app, paths.news)).html).toContain(
      'href="https://example.org/?q=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"',
    );
  });
});
