/**
 * Hostile input that is not refused but must stay inert: Unicode tricks in names, SQL and
 * script payloads, traversal and control characters in file names. Each is either stored
 * exactly and read back exactly, as JSON data, through the staff REST and GraphQL APIs as an
 * admin, or refused with a clear 4xx and nothing stored. File names are the exception by
 * design: they are stored sanitised (no folders, no control or bidi characters).
 */
import { APPLICATION_FORMS, APPLICATION_KIND_PATHS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  restSubmit,
  signedInClient,
} from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { applicationParts, census, expectCleanRefusal, rawMultipart, submitPath } from './hostile-input.support.js';

const RTL = 'Ali\u202Ecod.exe'; // right-to-left override: shows as "Aliexe.doc"
const ZWJ_FAMILY = 'Ana \u{1F469}\u200D\u{1F469}\u200D\u{1F467}'; // emoji joined by zero-width joiners
const COMBINING = 'Zoe\u0308 Nguye\u0302\u0303n'; // decomposed diacritics, kept as sent (not normalised)
const ZERO_WIDTH = 'Jo\u200Bhn\u200C\uFEFFDoe';
const EMOJI_100 = '\u{1F600}'.repeat(50); // 50 emoji = 100 UTF-16 units, the limit
const SQL = `Robert'); DROP TABLE undergrad_applicants;-- " OR 1=1 /*`;
const SCRIPT = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
const ZALGO = 'Z\u0351\u0352\u0353a\u0354\u0355\u0356l\u0357\u0358g\u0359o'; // stacked combining marks

const DETAIL = `query D($kind: ApplicationKind!, $id: ID!) {
  application(kind: $kind, id: $id) { sections { fields { name value } } documents { fileAlias originalName } }
}`;
const MESSAGES = `query { visitorMessages(limit: 50) { items { id kind name email body otherRole } } }`;
const gqlKind = (kind: ApplicationKind) => (kind === 'high-school' ? 'HIGH_SCHOOL' : kind.toUpperCase());

describe.each(databases)('inert hostile input is stored exactly or refused clearly (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await signedInClient(app, 'admin');
  });
  afterAll(() => app.close());

  /** Reads one application back through REST (as stored) and GraphQL (as shown). */
  async function readBack(kind: ApplicationKind, reference: string) {
    const segment = APPLICATION_KIND_PATHS[kind];
    const list = await admin.get(`/api/${segment}/get-all?q=${encodeURIComponent(reference)}`);
    const [row] = (await list.json()) as { id: number }[];
    const rest = await admin.get(`/api/${segment}/get-individual/${row!.id}`);
    expect(rest.headers.get('content-type')).toMatch(/^application\/json/);
    const detail = await admin.graphql<{
      application: {
        sections: { fields: { name: string; value: string }[] }[];
        documents: { fileAlias: string; originalName: string }[];
      };
    }>(DETAIL, { kind: gqlKind(kind), id: String(row!.id) });
    expect(detail.errors).toBeUndefined();
    const shown = Object.fromEntries(detail.data!.application.sections.flatMap((s) => s.fields).map((f) => [f.name, f.value]));
    return { stored: (await rest.json()) as Record<string, unknown>, shown, documents: detail.data!.application.documents };
  }

  it.each([
    ['undergrad', 'REST', { firstName: RTL, middleName: ZWJ_FAMILY, lastName: COMBINING, address: SQL, city: ZALGO }],
    ['parent', 'GraphQL', { parentFirstName: EMOJI_100, parentLastName: ZERO_WIDTH, parentAddress: SCRIPT, collegeMajor: SQL }],
    [
      'high-school',
      'REST',
      { firstName: SCRIPT.slice(0, 40), lastName: `O'Brien-${COMBINING}`, comments: `${SQL}\n${SCRIPT}\n${ZWJ_FAMILY}` },
    ],
  ] as const)('a %s application over %s with Unicode, SQL and script in its answers', async (kind, door, answers) => {
    const fields = sampleFields[kind]({ ...answers });
    const files = await documentsFor(kind);
    let reference: string;
    if (door === 'REST') {
      const response = await restSubmit(new HttpClient(app.url), kind, fields, files);
      expect(response.status, await response.clone().text()).toBe(201);
      reference = ((await response.json()) as { reference: string }).reference;
    } else {
      const result = await graphqlSubmit(new HttpClient(app.url), kind, graphqlApplication(kind, fields), files);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      reference = Object.values(result.data!)[0]!.reference;
    }
    const { stored, shown } = await readBack(kind, reference);
    for (const [name, sent] of Object.entries(answers)) {
      // A multipart form carries line breaks as CRLF (the HTML form-encoding rule), and that is what arrives.
      const value = door === 'REST' ? sent.replace(/\r?\n/g, '\r\n') : sent;
      expect(stored[name], name).toBe(value);
      expect(shown[name], name).toBe(value);
    }
    expect(APPLICATION_FORMS[kind].fields.length).toBeGreaterThan(5);
  });

  it.each([
    ['51 emoji (102 UTF-16 units)', '\u{1F600}'.repeat(51)],
    ['101 letters with combining marks', 'e\u0301'.repeat(101)],
    ['a 10,000-character name', 'N'.repeat(10_000)],
  ])('a first name of %s is stored exactly or refused clearly, never cut', async (_label, firstName) => {
    const before = await census(app);
    const fields = sampleFields['high-school']({ firstName });
    const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, await documentsFor('high-school'));
    if (response.status === 201) {
      const { stored } = await readBack('high-school', ((await response.json()) as { reference: string }).reference);
      expect(stored.firstName).toBe(firstName);
    } else {
      const refusal = await expectCleanRefusal(response);
      expect(refusal.body.fields?.firstName).toMatch(/at most \d+ characters|too long/);
      expect(await census(app)).toEqual(before);
    }
  });

  it('stores visitor messages with script, SQL and Unicode exactly; staff read them back as JSON data', async () => {
    const volunteer = {
      name: SCRIPT.slice(0, 90),
      email: 'v@example.org',
      volunteerRole: 'Other',
      other: RTL,
      request: `${SQL}\n${ZALGO}`,
    };
    const contact = { name: `${COMBINING} ${ZWJ_FAMILY}`, email: 'c@example.org', message: `${SCRIPT}\n${SQL}\n${ZERO_WIDTH}` };
    const client = new HttpClient(app.url);
    const v = await client.post('/api/send/send-email-volunteer', volunteer);
    const c = await client.post('/api/send/send-email-contact', contact);
    expect([v.status, c.status]).toEqual([201, 201]);
    const ids = [((await v.json()) as { id: number }).id, ((await c.json()) as { id: number }).id].map(String);
    const page = await admin.graphql<{
      visitorMessages: { items: { id: string; name: string; body: string; otherRole: string | null }[] };
    }>(MESSAGES);
    const [readV, readC] = ids.map((id) => page.data!.visitorMessages.items.find((m) => m.id === id)!);
    expect(readV).toMatchObject({ name: volunteer.name, body: volunteer.request, otherRole: volunteer.other });
    expect(readC).toMatchObject({ name: contact.name, body: contact.message });
    await app.services.messages.drain();
  });

  it('stores staff registrations with SQL and script names exactly; the admin list returns them as data', async () => {
    const client = new HttpClient(app.url);
    const names = { firstName: SQL.slice(0, 60), lastName: SCRIPT.slice(0, 60) };
    const response = await client.request('POST', '/api/auth/admin-access/register', {
      csrf: true,
      json: { ...names, email: 'bobby.tables@example.org', password: 'Sturdy#Pass1', password2: 'Sturdy#Pass1' },
    });
    expect(response.status).toBe(201);
    const users = await admin.get('/api/auth/admin-access/get-users');
    // JSON data, never sniffed as a page: the script stays text.
    expect(users.headers.get('content-type')).toMatch(/^application\/json/);
    expect(users.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await users.text();
    const row = (JSON.parse(text) as { email: string; firstName: string; lastName: string }[]).find(
      (u) => u.email === 'bobby.tables@example.org',
    );
    expect(row).toMatchObject(names);
  });

  it('finds nothing for an SQL payload in the staff search, instead of every row', async () => {
    for (const q of [`' OR '1'='1`, `%' OR 1=1 -- `, `") OR ("a"="a`]) {
      const response = await admin.get(`/api/undergrad/get-all?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });

  it('stores file names with traversal, markup, bidi overrides, UTF-8 and 5,000 characters as safe bare names', async () => {
    const hostileNames: Record<string, string> = {
      applicationEssay: 'C:\\Windows\\System32\\..\\evil.pdf',
      creditReport: "../../../../etc/passwd'x'.pdf",
      loanHistory: `invoice\u202Efdp.exe`,
      currentIncome: `${'a'.repeat(5000)}.png`,
      loanServicer: '<script>alert(1)</script>.jpg',
      loanAgreement: 'R\u00e9sum\u00e9 \u2013 Jos\u00e9.pdf',
      transcript: '.htaccess',
    };
    const files = await documentsFor('undergrad');
    for (const [field, name] of Object.entries(hostileNames)) files[field] = { ...files[field]!, name };
    const response = await fetch(app.url + submitPath('undergrad'), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=hostile-names' },
      body: rawMultipart(applicationParts(sampleFields.undergrad({ lastName: 'Tables' }), files), 'hostile-names'),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const { documents } = await readBack('undergrad', reference);
    const stored = Object.fromEntries(documents.map((d) => [d.fileAlias, d.originalName]));
    for (const name of Object.values(stored)) {
      // eslint-disable-next-line no-control-regex -- control characters are what must be gone
      expect(name).not.toMatch(/[\\/\u0000-\u001f\u007f"<>\u202a-\u202e\u2066-\u2069]/);
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(200);
    }
    expect(stored.applicationEssay).toBe('evil.pdf');
    expect(stored.creditReport).toBe("passwd'x'.pdf");
    expect(stored.loanServicer).toBe('script.jpg');
    expect(stored.currentIncome).toMatch(/^a{196}\.png$/);
    expect(stored.loanHistory).toBe('invoicefdp.exe');
    expect(stored.loanAgreement).toBe('R\u00e9sum\u00e9 \u2013 Jos\u00e9.pdf'); // UTF-8 names survive the multipart parser
    expect(stored.transcript).toBe('htaccess');
  });

  it('keeps the package PDF working when a stored "PDF" is only its magic bytes and junk', async () => {
    const files = await documentsFor('high-school');
    files.academicRecords = {
      name: 'broken.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7\n\u0000garbage trailer<< >>'),
    };
    const response = await restSubmit(new HttpClient(app.url), 'high-school', sampleFields['high-school'](), files);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [row] = (await (await admin.get(`/api/high-school/get-all?q=${reference}`)).json()) as { id: number }[];
    const pkg = await admin.get(`/api/high-school/download-pdf/${row!.id}`);
    expect(pkg.status).toBe(200);
    expect(pkg.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pkg.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
