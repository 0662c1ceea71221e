import { existsSync } from 'node:fs';
import path from 'node:path';
import { webRoot } from '../../api/src/config/paths.js';
import type { Clock } from '../../api/src/config/clock.js';
import { ContentService } from '../../api/src/modules/content/content.service.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import type { HttpClient } from '../support/http-client.js';

const built = existsSync(path.join(webRoot, '..', 'ssr', 'entry-server.js'));
const SCHOLARSHIP = '/open-diploma-fund-for-high-school-students';
const COLLEGE = '/open-diploma-fund-for-college-students';
const HUB = '/apply-for-repayment-open-diploma-fund';
const HOME = '/';
const SAVE = `mutation($input: ProgramCycleInput!) { saveProgramCycle(input: $input) { id isOpen } }`;

async function html(app: TestApp, route: string): Promise<string> {
  const response = await fetch(app.url + route, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}
/** The page's text without tags, so words split by elements still read as one sentence. */
const text = (page: string) => page.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
const hasForm = (page: string) => /<form[^>]*>/.test(page) && page.includes('name="consent"');

describe.skipIf(!built).each(databases)('public pages follow the program cycle (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  let now = new Date('2027-07-31T20:00:00Z');
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    app = await startTestApp(dbKind, { webRoot, clock });
    admin = (await signedInStaff(app, 'admin')).client;
  }, 60_000);
  afterAll(() => app.close());

  it('shows an open scholarship with its deadline, award and form in the first HTML response', async () => {
    const result = await admin.graphql(SAVE, {
      input: { kind: 'HIGH_SCHOOL', opensAt: null, closesAt: '2027-08-01T03:59:00.000Z', awardCents: 125_000 },
    });
    expect(result.errors).toBeUndefined();
    const page = await html(app, SCHOLARSHIP);
    expect(text(page)).toContain('Apply by July 31, 2027 at 11:59 PM EDT.');
    expect(page).toContain('<time dateTime="2027-08-01T03:59:00.000Z">July 31, 2027 at 11:59 PM EDT</time>');
    expect(text(page)).toContain('A $1,250 scholarship for a senior');
    expect(hasForm(page)).toBe(true);
    expect(page).not.toContain('July 31, 2025');
    expect(text(await html(app, HOME))).toContain(
      'A $1,250 scholarship for seniors with a GPA of 2.5 or higher.Apply by July 31, 2027',
    );
    expect(text(await html(app, HUB))).toContain('Apply by July 31, 2027 at 11:59 PM EDT.');
  });

  it('shows the closed state with no form once the deadline passes with time, without any save', async () => {
    now = new Date('2027-08-01T03:59:00.001Z');
    const page = await html(app, SCHOLARSHIP);
    expect(text(page)).toContain('Applications are closed');
    expect(text(page)).toContain('The scholarship is not taking applications right now. The next opening date will be announced');
    expect(hasForm(page)).toBe(false);
    expect(page).not.toContain('Apply by July 31, 2027');
    const home = text(await html(app, HOME));
    expect(home).toContain('Applications are closed. The next opening date will be announced here.');
    expect(home).toContain('See when it opens');
    const hub = text(await html(app, HUB));
    expect(hub).toContain('Applications are closed.');
    // The repayment programs stay open and rolling.
    const college = await html(app, COLLEGE);
    expect(text(college)).toContain('Applications are open all year.');
    expect(hasForm(college)).toBe(true);
  });

  it('shows the next opening date when an admin sets one, within seconds and on another instance', async () => {
    const result = await admin.graphql(SAVE, {
      input: { kind: 'HIGH_SCHOOL', newCycle: true, opensAt: '2027-09-01T13:00:00.000Z', closesAt: '2028-08-01T03:59:00.000Z' },
    });
    expect(result.errors).toBeUndefined();
    const page = await html(app, SCHOLARSHIP);
    expect(text(page)).toContain('Applications are not open yet');
    expect(page).toContain('<time dateTime="2027-09-01T13:00:00.000Z">September 1, 2027 at 9:00 AM EDT</time>');
    expect(hasForm(page)).toBe(false);
    // Another instance on the same database sees the save at its next version check (~2 s).
    const other = new ContentService(app.services.infra.db, app.services.audit, 2000, app.services.programCycles);
    const cycle = (await other.siteData()).cycles.find((c) => c.kind === 'high-school');
    expect(cycle).toMatchObject({ phase: 'upcoming', nextOpening: 'September 1, 2027 at 9:00 AM EDT' });
    // And the form comes back the moment the window opens.
    now = new Date('2027-09-01T13:00:00Z');
    const opened = await html(app, SCHOLARSHIP);
    expect(hasForm(opened)).toBe(true);
    expect(text(opened)).toContain('Apply by July 31, 2028 at 11:59 PM EDT.');
  });
});
