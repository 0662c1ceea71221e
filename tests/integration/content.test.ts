import sharp from 'sharp';
import { demoSiteData } from '../../api/src/domain/site-content-seed.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { ContentChange, ContentVersion } from '../../api/src/modules/content/content.entity.js';
import { graphqlUpload } from '../support/content-client.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const CONTENT = `query { siteContent {
  settings { phone email address ein facebookUrl donateDollarButtonId donateOneTimeButtonId donateMonthlyButtonId }
  team { id name role email summary blurb photo position visible }
  news { id title date summary source link image position visible }
  storeProducts { id category title price link image position visible }
} }`;
const SETTINGS = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { settings { phone email address ein xUrl } } }`;
const TEAM = `mutation ($input: TeamMemberInput!) { saveTeamMember(input: $input) { id name role email summary blurb photo position visible } }`;
const NEWS = `mutation ($input: NewsStoryInput!) { saveNewsStory(input: $input) { id title date link image position visible } }`;
const STORE = `mutation ($input: StoreProductInput!) { saveStoreProduct(input: $input) { id category title link image position visible } }`;

type Content = {
  siteContent: {
    settings: Record<string, string>;
    team: { id: string; name: string; visible: boolean; position: number; photo: string | null }[];
    news: { id: string; title: string }[];
    storeProducts: { id: string; title: string }[];
  };
};

/** The field messages of a GraphQL error (extensions.fields). */
const fieldsOf = (result: { errors?: { extensions?: object }[] }) =>
  (result.errors?.[0]?.extensions as { fields?: Record<string, string> } | undefined)?.fields;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describe.each(databases)('site content on %s', (db) => {
  let app: TestApp;
  let employee: HttpClient;
  let admin: HttpClient;
  let volunteer: HttpClient;
  const anonymous = () => new HttpClient(app.url);

  beforeAll(async () => {
    app = await startTestApp(db);
    employee = (await signedInStaff(app, 'employee')).client;
    admin = (await signedInStaff(app, 'admin')).client;
    volunteer = (await signedInStaff(app, 'volunteer')).client;
  });
  afterAll(() => app.close());

  it('starts from the demo content on a fresh database, for anyone', async () => {
    const { data } = await anonymous().graphql<Content>(CONTENT);
    expect(data!.siteContent.settings.phone).toBe(demoSiteData.settings.phone);
    expect(data!.siteContent.settings.donateDollarButtonId).toBe(demoSiteData.settings.donateDollarButtonId);
    expect(data!.siteContent.team.map((m) => m.name)).toEqual(demoSiteData.team.map((m) => m.name));
    expect(data!.siteContent.news).toHaveLength(demoSiteData.news.length);
    expect(data!.siteContent.storeProducts).toHaveLength(demoSiteData.storeProducts.length);
  });

  it('lets admin and employee run every mutation, and refuses volunteers and visitors', async () => {
    const calls: [string, Record<string, unknown>, string][] = [
      [SETTINGS, { input: { address: 'Baltimore, MD' } }, 'updateSiteSettings'],
      [TEAM, { input: { name: 'Ana Ruiz', role: 'Board member' } }, 'saveTeamMember'],
      [NEWS, { input: { title: 'A story', link: 'https://example.org/story' } }, 'saveNewsStory'],
      [STORE, { input: { category: 'Mugs', title: 'A mug', link: 'https://example.org/mug' } }, 'saveStoreProduct'],
    ];
    const deletes: Record<string, string> = {
      saveTeamMember: 'deleteTeamMember',
      saveNewsStory: 'deleteNewsStory',
      saveStoreProduct: 'deleteStoreProduct',
    };
    for (const [caller, client, allowed] of [
      ['anonymous', anonymous(), false],
      ['volunteer', volunteer, false],
      ['employee', employee, true],
      ['admin', admin, true],
    ] as const) {
      for (const [query, variables, name] of calls) {
        const result = await client.graphql<Record<string, { id?: string }>>(query, variables);
        if (!allowed) {
          expect(result.errors?.[0]?.extensions?.code, `${name} as ${caller}`).toBe(
            caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
          );
          continue;
        }
        expect(result.errors, `${name} as ${caller}`).toBeUndefined();
        const del = deletes[name];
        if (!del) continue;
        const id = result.data![name]!.id!;
        for (const other of [anonymous(), volunteer]) {
          const refused = await other.graphql(`mutation ($id: ID!) { ${del}(id: $id) }`, { id });
          expect(refused.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
        }
        const removed = await client.graphql<Record<string, boolean>>(`mutation ($id: ID!) { ${del}(id: $id) }`, { id });
        expect(removed.data?.[del], `${del} as ${caller}`).toBe(true);
      }
    }
    // Without the CSRF token a signed-in employee's mutation is refused too.
    const noCsrf = await employee.graphql(SETTINGS, { input: { phone: '1' } }, { csrf: false });
    expect(noCsrf.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates without an id, updates with one, and keeps the fields an update leaves out', async () => {
    const created = await employee.graphql<{ saveTeamMember: Record<string, unknown> }>(TEAM, {
      input: { name: 'Lee Park', role: 'Treasurer', email: 'lee@example.org', blurb: 'One.\n\nTwo.' },
    });
    const member = created.data!.saveTeamMember;
    expect(member).toMatchObject({ name: 'Lee Park', visible: true, position: 3, photo: null });
    const updated = await employee.graphql<{ saveTeamMember: Record<string, unknown> }>(TEAM, {
      input: { id: member.id, role: 'Board treasurer', visible: false, position: 0 },
    });
    expect(updated.data!.saveTeamMember).toMatchObject({
      name: 'Lee Park',
      email: 'lee@example.org',
      role: 'Board treasurer',
      visible: false,
      position: 0,
    });

    const settings = await employee.graphql<{ updateSiteSettings: { settings: Record<string, string> } }>(SETTINGS, {
      // An EIN typed as nine digits is written the IRS's way, as a phone number is the site's.
      input: { phone: '410.555.0199', ein: '123456789' },
    });
    expect(settings.data!.updateSiteSettings.settings).toMatchObject({
      phone: '(410) 555-0199',
      ein: '12-3456789',
      email: demoSiteData.settings.email,
    });

    // Visitors see only visible members; staff who edit see every one.
    const forPublic = await anonymous().graphql<Content>(CONTENT);
    expect(forPublic.data!.siteContent.team.map((m) => m.name)).not.toContain('Lee Park');
    const forStaff = await employee.graphql<Content>(CONTENT);
    expect(forStaff.data!.siteContent.team.map((m) => [m.name, m.position])).toContainEqual(['Lee Park', 0]);
    expect(forStaff.data!.siteContent.team.map((m) => m.position)).toEqual([0, 1, 2, 3]);
  });

  it('asks for the required fields with field messages', async () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      [TEAM, { role: 'x' }, ['name']],
      [TEAM, { name: 'x' }, ['role']],
      [NEWS, { title: 'x' }, ['link']],
      [NEWS, { link: 'https://example.org' }, ['title']],
      [STORE, { title: 'x', link: 'https://example.org' }, ['category']],
      [STORE, { category: 'Hats', title: 'x', link: 'https://example.org' }, ['category']],
      [SETTINGS, { email: 'not-an-address', ein: '123' }, ['ein', 'email']],
    ];
    for (const [query, input, fields] of cases) {
      const result = await employee.graphql(query, { input });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(fieldsOf(result)!).sort()).toEqual(fields);
    }
  });

  it('accepts only http(s) links', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.org/a', '/relative', 'example.org']) {
      const news = await employee.graphql(NEWS, { input: { title: 'x', link } });
      expect(fieldsOf(news), link).toEqual({ link: 'The link must start with http:// or https://.' });
      const store = await employee.graphql(STORE, { input: { category: 'Bags', title: 'x', link } });
      expect(fieldsOf(store)?.link, link).toBeDefined();
      const settings = await employee.graphql(SETTINGS, { input: { facebookUrl: link } });
      expect(fieldsOf(settings)?.facebookUrl, link).toBeDefined();
    }
  });

  it('re-encodes an uploaded photo and serves it with its type and a cache of minutes', async () => {
    const result = await graphqlUpload<{ saveTeamMember: { id: string; photo: string } }>(
      employee,
      TEAM,
      { input: { name: 'Pat Kim', role: 'Volunteer lead' } },
      { 'input.photo': { name: 'pat.png', type: 'image/png', bytes: await png(2400, 1600) } },
    );
    expect(result.errors).toBeUndefined();
    const photo = result.data!.saveTeamMember.photo;
    expect(photo).toMatch(/^\/api\/content\/images\/\d+$/);
    const response = await anonymous().get(photo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    // Minutes, not a year: hiding the item must stop the picture being public (issue 30).
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    expect((await anonymous().get('/api/content/images/999999')).status).toBe(404);
  });

  it("serves a news story's picture to everyone only while the story is published; staff always see it", async () => {
    const saved = await graphqlUpload<{ saveNewsStory: { id: string; image: string } }>(
      employee,
      NEWS,
      { input: { title: 'A quiet story', link: 'https://example.org/quiet', visible: true } },
      { 'input.image': { name: 'story.png', type: 'image/png', bytes: await png(400, 300) } },
    );
    expect(saved.errors).toBeUndefined();
    const { id, image } = saved.data!.saveNewsStory;
    expect((await anonymous().get(image)).status).toBe(200);

    const hidden = await employee.graphql(NEWS, { input: { id, visible: false } });
    expect(hidden.errors).toBeUndefined();
    const refused = await anonymous().get(image);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'Not found.' });
    // The console previews the hidden story with its picture; a volunteer does not edit content.
    const preview = await employee.get(image);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-cache');
    expect((await volunteer.get(image)).status).toBe(404);

    expect((await employee.graphql(NEWS, { input: { id, visible: true } })).errors).toBeUndefined();
    expect((await anonymous().get(image)).status).toBe(200);
  });

  it('refuses SVG, HTML renamed .png and images over 5 MB, storing nothing', async () => {
    const before = await employee.graphql<Content>(CONTENT);
    const refused = [
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        code: 'BAD_USER_INPUT',
      },
      {
        name: 'photo.png',
        type: 'image/png',
        bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
        code: 'BAD_USER_INPUT',
      },
      {
        name: 'huge.png',
        type: 'image/png',
        bytes: Buffer.concat([(await png(10, 10)).subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]),
        code: 'BAD_USER_INPUT',
      },
    ];
    for (const file of refused) {
      const result = await graphqlUpload(
        employee,
        STORE,
        { input: { category: 'Mugs', title: 'Refused', link: 'https://example.org/x' } },
        { 'input.image': file },
      );
      expect(result.errors?.[0]?.extensions?.code, file.name).toBe(file.code);
      expect(result.errors![0]!.extensions!.fields, file.name).toHaveProperty('image');
    }
    const huge = await graphqlUpload(
      employee,
      STORE,
      { input: { category: 'Mugs', title: 'Refused', link: 'https://example.org/x' } },
      { 'input.image': refused[2]! },
    );
    expect(huge.errors![0]!.extensions!.fields!.image).toBe('The image must be at most 5 MB.');
    const after = await employee.graphql<Content>(CONTENT);
    expect(after.data!.siteContent.storeProducts).toHaveLength(before.data!.siteContent.storeProducts.length);
  });

  it('audits every edit with its before and after values and raises the content version', async () => {
    const version = async () => (await app.services.infra.db.getRepository(ContentVersion).findOneByOrFail({ id: 1 })).version;
    const start = await version();
    const created = await admin.graphql<{ saveNewsStory: { id: string } }>(NEWS, {
      input: { title: 'Before', link: 'https://example.org/a' },
    });
    const id = created.data!.saveNewsStory.id;
    // A new story goes first (newest first); a new member or product goes last.
    const listed = await admin.graphql<Content>(CONTENT);
    expect(listed.data!.siteContent.news[0]!.id).toBe(id);
    await admin.graphql(NEWS, { input: { id, title: 'After' } });
    await admin.graphql(`mutation ($id: ID!) { deleteNewsStory(id: $id) }`, { id });
    expect(await version()).toBe(start + 3);
    const changes = (
      await app.services.infra.db
        .getRepository(ContentChange)
        .find({ where: { itemType: 'news-story', itemId: Number(id) }, order: { id: 'ASC' } })
    ).map((c) => ({
      action: c.action,
      before: c.beforeJson && (JSON.parse(c.beforeJson) as { title: string }).title,
      after: c.afterJson && (JSON.parse(c.afterJson) as { title: string }).title,
    }));
    expect(changes).toEqual([
      { action: 'create', before: null, after: 'Before' },
      { action: 'update', before: 'Before', after: 'After' },
      { action: 'delete', before: 'After', after: null },
    ]);
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .find({ where: { targetType: 'news-story', targetId: id } });
    expect(audit.map((a) => a.action).sort()).toEqual([
      'content.news-story.create',
      'content.news-story.delete',
      'content.news-story.update',
    ]);
    const change = await app.services.infra.db
      .getRepository(ContentChange)
      .findOneByOrFail({ itemType: 'news-story', itemId: Number(id), action: 'create' });
    expect(change.actorUserId).not.toBeNull();
  });
});
