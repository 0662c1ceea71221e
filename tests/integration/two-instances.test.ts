/**
 * Two built app processes on one fresh MariaDB database, behind a round-robin proxy: sessions,
 * CSRF tokens, rate limits, submissions, mail and content are shared; killing one instance
 * mid-burst loses nothing it acknowledged, and the other keeps serving. Runs when MYSQL_URL is set.
 * Prints the figures the README quotes (p95 latency, requests held, mails sent once). Runs alone,
 * after the main suite (tests/faults/vitest.config.ts), so the figures are the app's own.
 */
import { APPLICATION_KIND_PATHS } from '../../api/src/domain/applications/index.js';
import { organisation } from '../../api/src/domain/organisation.js';
import { verifyChain } from '../../api/src/modules/audit/audit-verify.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { multipartForm, type UploadFiles } from '../support/fixtures/application-requests.js';
import type { startSmtpReceiver } from '../support/smtp-receiver.js';
import { createStaffAccount } from '../support/staff-accounts.js';
import { Browser, percentile, type Instance, type Proxy } from '../support/two-instances.js';
import { TestAuthenticator } from '../support/test-authenticator.js';
import { twoInstancesOnOneDatabase } from './two-instances.support.js';
import { TEST_AUDIT_KEY } from '../support/audit-key.js';

const CONTACT_PAGE = `/${organisation.slug}-contact-us`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sets up an authenticator app for a half-signed-in browser on one instance, as the enrolment page does. */
async function enrolAuthenticatorOn(browser: Browser, base: string): Promise<void> {
  const headers = { 'CSRF-Token': await browser.csrfToken(base) };
  const started = await browser.fetch(base, 'POST', '/api/auth/mfa/totp/start', { json: {}, headers });
  const phone = new TestAuthenticator(((await started.json()) as { secret: string }).secret);
  const confirmed = await browser.fetch(base, 'POST', '/api/auth/mfa/totp/confirm', {
    json: { code: await phone.nextCode() },
    headers,
  });
  expect(confirmed.status).toBe(200);
}

describe.skipIf(!process.env.MYSQL_URL)('two instances on one MariaDB behind a round-robin proxy', () => {
  const cluster = twoInstancesOnOneDatabase();
  const { latencies, figures, timed, submit, expectStoredWhole, staffApp } = cluster;
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let parentDocs: UploadFiles;
  beforeAll(() => void ({ a, b, proxy, smtp, parentDocs } = cluster.running()));

  it('keeps a login made on A for requests on B, and takes A’s CSRF token on B', async () => {
    const account = await createStaffAccount(staffApp(), 'admin');
    const browser = new Browser('198.51.100.20');
    const login = await browser.fetch(a.url, 'POST', '/api/auth/admin-access/login', {
      json: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    // The password on A, the second factor on B: the half sign-in is shared like any session.
    await enrolAuthenticatorOn(browser, b.url);
    const status = await browser.fetch(b.url, 'GET', '/api/auth/status');
    expect(status.status).toBe(200);
    expect(((await status.json()) as { user: { lastName: string } }).user.lastName).toBe(account.lastName);

    // A signed-in token from A, used on B.
    const token = await browser.csrfToken(a.url);
    const onB = await browser.fetch(b.url, 'POST', '/graphql', {
      json: { query: 'mutation { updateSiteSettings(input: { phone: "(202) 555-0100" }) { settings { phone } } }' },
      headers: { 'CSRF-Token': token },
    });
    expect(onB.status).toBe(200);
    expect(JSON.stringify(await onB.json())).toContain('(202) 555-0100');

    // An anonymous visitor's signed token from A (no session), used on B for a registration.
    const visitor = new Browser('198.51.100.21');
    const anonymous = await visitor.csrfToken(a.url);
    const registered = await visitor.fetch(b.url, 'POST', '/api/auth/admin-access/register', {
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.org',
        password: 'Sturdy#Pass1',
        password2: 'Sturdy#Pass1',
      },
      headers: { 'CSRF-Token': anonymous },
    });
    expect(registered.status).toBeLessThan(300);
    // A made-up token is refused on both.
    for (const base of [a.url, b.url]) {
      const forged = await visitor.fetch(base, 'POST', '/api/auth/admin-access/register', {
        json: {
          firstName: 'Eve',
          lastName: 'Forger',
          email: 'eve@example.org',
          password: 'Sturdy#Pass1',
          password2: 'Sturdy#Pass1',
        },
        headers: { 'CSRF-Token': `${anonymous.slice(0, -4)}AAAA` },
      });
      expect(forged.status).toBe(403);
    }
  });

  it('refuses 40 wrong logins spread over both instances after the one shared limit', async () => {
    const account = await createStaffAccount(staffApp(), 'employee');
    const stranger = new Browser('198.51.100.66');
    const statuses: number[] = [];
    const servedBy = new Set<string | null>();
    for (let i = 0; i < 40; i++) {
      const response = await timed(() =>
        stranger.fetch(proxy.url, 'POST', '/api/auth/admin-access/login', {
          json: { email: account.email, password: `Wrong#Pass${i}` },
        }),
      );
      servedBy.add(response.headers.get('x-served-by'));
      statuses.push(response.status);
    }
    expect(servedBy).toEqual(new Set(['A', 'B']));
    // Five wrong passwords for the account from a device it never used, then refusals: one
    // budget, not one per instance (which would let ten through).
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    figures.push(`wrong logins: ${statuses.filter((s) => s === 401).length} of 40 tried, the rest refused (429)`);
  });

  it('stores all of 50 concurrent submissions spread over both, whole', { timeout: 120_000 }, async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(i)));
    const tail = (instance: Instance) => `${instance.name}: ${instance.output().slice(-1500)}`;
    expect(
      results.filter((r) => r.status !== 201),
      `${tail(a)}\n${tail(b)}`,
    ).toEqual([]);
    expect(new Set(results.map((r) => r.by))).toEqual(new Set(['A', 'B']));
    await expectStoredWhole(results.map((r) => r.reference!));
    figures.push(`50 concurrent submissions: 50 stored, p95 ${percentile(latencies.slice(-50), 95).toFixed(0)} ms`);
  });

  it('keeps one valid audit hash chain after both wrote their rows at once (issue 27)', async () => {
    const { db } = staffApp().services.infra;
    const report = await verifyChain(db, TEST_AUDIT_KEY);
    expect(report.firstBreak).toBeNull();
    const submitted = (await db.query("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'application.submit'")) as Array<{
      n: number;
    }>;
    expect(Number(submitted[0]!.n)).toBeGreaterThanOrEqual(50);
    expect(report.rows).toBe(report.headSeq);
  });

  it('mails a contact message exactly once', { timeout: 30_000 }, async () => {
    const visitor = new Browser('198.51.100.30');
    const marker = `two-instances-${Date.now()}`;
    const sent = await timed(() =>
      visitor.fetch(proxy.url, 'POST', '/api/send/send-email-contact', {
        json: { name: 'Ada Lovelace', email: 'ada@example.org', message: `Hello from ${marker}` },
      }),
    );
    expect(sent.status).toBeLessThan(300);
    await smtp.next((m) => m.raw.includes(marker), 15_000);
    // Both instances have had time to send it again, were it queued twice or claimed twice.
    await sleep(4000);
    const copies = smtp.mails.filter((m) => m.raw.includes(marker)).length;
    expect(copies).toBe(1);
    figures.push(`contact mail sent ${copies} time(s)`);
  });

  /** How long until B's page shows `text`; fails past 5 s. */
  async function seenOnB(page: string, text: string): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 5000) {
      if ((await (await fetch(`${b.url}${page}`)).text()).includes(text)) return performance.now() - started;
      await sleep(100);
    }
    throw new Error(`B did not show "${text}" on ${page} within 5 s`);
  }

  it('shows a content change and a program cycle change made on A on B within 5 seconds', { timeout: 30_000 }, async () => {
    const account = await createStaffAccount(staffApp(), 'admin');
    const editor = new Browser('198.51.100.40');
    await editor.fetch(a.url, 'POST', '/api/auth/admin-access/login', {
      json: { email: account.email, password: account.password },
    });
    await enrolAuthenticatorOn(editor, a.url);
    const graphqlOnA = async (query: string) => {
      const response = await editor.fetch(a.url, 'POST', '/graphql', {
        json: { query },
        headers: { 'CSRF-Token': await editor.csrfToken(a.url) },
      });
      const body = (await response.json()) as { errors?: unknown };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    };
    // B renders the page and reads the cycles first, so it holds the current ones.
    const phone = `(202) 555-01${String(10 + (Date.now() % 90)).padStart(2, '0')}`;
    expect(await (await fetch(`${b.url}${CONTACT_PAGE}`)).text()).not.toContain(phone);
    const cyclesOnB = async () => {
      const response = await fetch(`${b.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ programCycles { kind awardCents isOpen } }' }),
      });
      return (
        (await response.json()) as { data: { programCycles: { kind: string; awardCents: number | null; isOpen: boolean }[] } }
      ).data.programCycles;
    };
    const parentOnB = async () => (await cyclesOnB()).find((c) => c.kind === 'PARENT')!;
    expect(await parentOnB()).toMatchObject({ isOpen: true });

    await graphqlOnA(`mutation { updateSiteSettings(input: { phone: "${phone}" }) { settings { phone } } }`);
    const contentMs = await seenOnB(CONTACT_PAGE, phone);

    // The repayment program for parents closes on A (an hour ago, past the 30-minute grace): B
    // says so and refuses a parent's application; then it reopens.
    const closedAt = new Date(Date.now() - 3_600_000).toISOString();
    await graphqlOnA(
      `mutation { saveProgramCycle(input: { kind: PARENT, closesAt: "${closedAt}", awardCents: 123400 }) { id } }`,
    );
    const started = performance.now();
    let refused: Response | undefined;
    while (performance.now() - started < 5000) {
      const cycle = await parentOnB();
      if (!cycle.isOpen && cycle.awardCents === 123400) {
        refused = await new Browser('198.51.100.41').fetch(
          b.url,
          'POST',
          `/api/${APPLICATION_KIND_PATHS.parent}/submit-new-application`,
          {
            body: multipartForm(sampleFields.parent(), parentDocs),
          },
        );
        break;
      }
      await sleep(100);
    }
    const cycleMs = performance.now() - started;
    expect(refused?.status, 'B refuses a parent application within 5 s').toBe(403);
    await graphqlOnA('mutation { saveProgramCycle(input: { kind: PARENT, closesAt: null }) { id } }');
    expect(await parentOnB()).toMatchObject({ isOpen: true });
    figures.push(`content change on A seen on B after ${contentMs.toFixed(0)} ms, a closed cycle after ${cycleMs.toFixed(0)} ms`);
  });

  it('loses nothing acknowledged when A is killed mid-burst, and B keeps serving', { timeout: 120_000 }, async () => {
    const burst = Array.from({ length: 40 }, (_, i) => submit(1000 + i));
    await sleep(400);
    a.child.kill('SIGKILL');
    const results = await Promise.all(burst);
    const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300);
    // Every 2xx has its row, whole; what A had not answered is simply not acknowledged.
    await expectStoredWhole(acknowledged.map((r) => r.reference!));
    expect(acknowledged.length).toBeGreaterThan(0);
    // B goes on: through the proxy (which takes A out) and directly.
    const after = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(2000 + i)));
    expect(after.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(after.map((r) => r.by))).toEqual(new Set(['B']));
    expect((await fetch(`${b.url}/api/health/ready`)).status).toBe(200);
    await expectStoredWhole([...acknowledged, ...after].map((r) => r.reference!));
    figures.push(
      `kill A mid-burst: ${acknowledged.length} of 40 acknowledged, all ${acknowledged.length} stored whole; ` +
        `requests held: ${acknowledged.length + after.length} of ${acknowledged.length + after.length} acknowledged are stored`,
    );
    figures.push(`p95 over all ${latencies.length} proxied requests: ${percentile(latencies, 95).toFixed(0)} ms`);
  });
});
