import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { reindexApplication } from '../../api/src/modules/application-records/search-index.js';
import { LIST_PLAN_LIMITS } from '../../api/src/modules/applications/list-query.js';
import { SAMPLE_LIMITS } from '../../api/src/modules/applications/list-estimate.js';
import { ApplicationAssignment } from '../../api/src/modules/review/review.entity.js';
import type { ListOptions } from '../../api/src/modules/applications/applications.service.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { countQueries } from '../bench/query-counter.js';
import { seedUndergradApplicants } from '../bench/seed-applicants.js';
import { signedInClient } from '../support/fixtures/application-requests.js';
import type { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { asGraphQL, GRAPHQL_LIST, KIND_ENUM, referencePage } from './applications-list-equivalence.support.js';

describe.each(databases)('staff list pages read as before, for every filter, sort and page (%s)', (dbKind) => {
  let app: TestApp;
  const clients = {} as Record<StaffRole, HttpClient>;
  let volunteerId: number;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    for (const role of ['admin', 'employee', 'volunteer'] as const) clients[role] = await signedInClient(app, role);
    const db = app.services.infra.db;
    await seedUndergradApplicants(db, app.config.encryptionKey, 240);
    const repo = db.getRepository(UndergradApplicant);
    // Ties the order must break the same way: one submission time for several rows, one name for two.
    const rows = await repo.find({ order: { id: 'ASC' }, take: 12 });
    const tie = new Date('2026-03-02T10:00:00.000Z');
    for (const row of rows.slice(0, 6)) await repo.update({ id: row.id }, { createdAt: tie });
    await repo.update({ id: rows[6]!.id }, { lastName: rows[7]!.lastName, firstName: rows[7]!.firstName });
    await repo.update({ id: rows[8]!.id }, { lastName: 'o’Brien-Ü', firstName: 'Zoë' });
    // Names as people write them: accents, apostrophes, hyphens, and a college of several words.
    await repo.update({ id: rows[9]!.id }, { lastName: "O'Brien", firstName: 'José' });
    await repo.update({ id: rows[10]!.id }, { lastName: 'Smith-Jones', firstName: 'Siobhán' });
    await repo.update({ id: rows[11]!.id }, { lastName: 'Jones', firstName: 'Smith', collegeAttended: 'Université de Montréal' });
    // What changes a searched value indexes the application again in the same transaction.
    for (const row of rows) await db.transaction((manager) => reindexApplication(manager, 'undergrad', row.id));
    reference = (await repo.findOneByOrFail({ id: rows[3]!.id })).reference;
    for (const [i, row] of rows.entries()) await repo.update({ id: row.id }, { reviewStatus: i % 2 ? 'IN_REVIEW' : 'APPROVED' });
    volunteerId = (await db.getRepository(User).findOneByOrFail({ role: 'volunteer' })).id;
    await db
      .getRepository(ApplicationAssignment)
      .insert(
        rows
          .slice(2, 9)
          .map((r) => ({ applicantKind: 'undergrad' as const, applicantId: r.id, userId: volunteerId, assignedAt: new Date() })),
      );
  }, 300_000);
  afterAll(() => app.close());

  const searches = [
    null,
    '',
    'maria',
    'GONZALEZ1',
    'applicant12',
    'ug-',
    'Maria Gonzalez',
    '100%_!',
    'Zoë',
    '  a  e  i  o  u  x ',
    // Word prefixes, several words, and names with accents, apostrophes and hyphens.
    'gonz',
    'mith',
    'maria gonz',
    'MAR smith1',
    "O'Brien",
    'obrien',
    'o’bri',
    'brien',
    'José',
    'jose',
    'siobhan',
    'Smith-Jones',
    'smith jones',
    'smith-j',
    'jones',
    'zoe u',
    'montreal',
    'universite de',
    'applicant12@example.org',
    'example.org',
    '@example',
    'howard biology',
  ];
  const sorts = [
    { sortBy: 'createdAt', sortDirection: 'DESC' },
    { sortBy: 'createdAt', sortDirection: 'ASC' },
    { sortBy: 'name', sortDirection: 'ASC' },
    { sortBy: 'name', sortDirection: 'DESC' },
  ] as const;
  const pages = [
    { page: 1, pageSize: 50 },
    { page: 2, pageSize: 7 },
    { page: 4, pageSize: 50 },
    { page: 1, pageSize: 1 },
    { page: 99, pageSize: 10 },
  ];

  /** Every page of the grid against the reference; answers how many rows were compared. */
  async function compareGrid(): Promise<number> {
    let compared = 0;
    for (const status of ['active', 'archived'] as const)
      for (const search of [...searches, reference, reference.toLowerCase(), reference.slice(0, 7)])
        for (const sort of sorts)
          for (const p of pages) {
            const options: ListOptions = { status, search, ...sort, ...p };
            const got = await app.services.applications.records.list('undergrad', options);
            expect(got, JSON.stringify(options)).toEqual(await referencePage(app.services.infra.db, 'undergrad', options));
            compared += got.items.length;
          }
    for (const reviewStatus of ['APPROVED', 'IN_REVIEW', 'PAID'] as const)
      for (const assignedTo of [null, volunteerId])
        for (const sort of sorts) {
          const options: ListOptions = { status: 'active', reviewStatus, assignedTo, ...sort, pageSize: 5 };
          expect(await app.services.applications.records.list('undergrad', options)).toEqual(
            await referencePage(app.services.infra.db, 'undergrad', options),
          );
        }
    for (const kind of ['parent', 'high-school'] as const)
      for (const search of ['a', 'gonz', 'x'] as const) {
        const options: ListOptions = { status: 'active', search };
        expect(await app.services.applications.records.list(kind, options)).toEqual(
          await referencePage(app.services.infra.db, kind, options),
        );
      }
    return compared;
  }

  it('serves the same rows, in the same order, with the same counts as the query builder did', async () => {
    // The grid really compared rows, not only empty pages.
    expect(await compareGrid()).toBeGreaterThan(2000);
  }, 300_000);

  it('serves the same pages when searches walk the list in order, or start from a common word, and totals past 3 are sampled', async () => {
    // On 240 rows the sample covers every id, so the "estimate" is the exact count: the pages
    // must match the reference row for row, whichever way the page was read.
    const saved = { ...LIST_PLAN_LIMITS };
    // A window of 30 rows: the first pages of a search are found in it, later ones (and the
    // archive's 24 rows, whole) another way. On MariaDB each word is read among the window's ids
    // whatever their span (by name too), where the keyset test below looks it up row by row by name.
    Object.assign(LIST_PLAN_LIMITS, { exactCountUpTo: 3, narrowFromUpTo: 2, walkWindow: 30, windowIdSpan: 1e9 });
    try {
      expect(await compareGrid()).toBeGreaterThan(2000);
    } finally {
      Object.assign(LIST_PLAN_LIMITS, saved);
    }
  }, 300_000);

  /** Walks every page of a list with `after` (the previous page's last id): each must be that page by number. */
  async function compareKeysetWalks(): Promise<number> {
    let compared = 0;
    for (const status of ['active', 'archived'] as const)
      for (const search of [null, 'maria', 'gonz', 'smith jones', 'jones', 'a e'])
        for (const sort of sorts)
          for (const reviewStatus of [null, 'IN_REVIEW'] as const) {
            let after: number | null = null;
            for (let page = 1; ; page++) {
              const options: ListOptions = { status, search, reviewStatus, ...sort, page, pageSize: 7 };
              const got = await app.services.applications.records.list('undergrad', { ...options, after });
              expect(got, JSON.stringify({ ...options, after })).toEqual(
                await referencePage(app.services.infra.db, 'undergrad', options),
              );
              compared += got.items.length;
              if (got.items.length < 7) break;
              after = got.items.at(-1)!.id;
            }
          }
    return compared;
  }

  it("serves each next page after the previous page's last row (keyset) exactly as that page by number, ties included", async () => {
    // Six rows share one submission time and two one name: the id breaks the tie both ways.
    expect(await compareKeysetWalks()).toBeGreaterThan(1500);
    const saved = { ...LIST_PLAN_LIMITS };
    Object.assign(LIST_PLAN_LIMITS, { exactCountUpTo: 3, narrowFromUpTo: 2, walkWindow: 30 });
    try {
      expect(await compareKeysetWalks()).toBeGreaterThan(1500);
    } finally {
      Object.assign(LIST_PLAN_LIMITS, saved);
    }
  }, 300_000);

  it('pages by number when the row named by after is gone, and takes after on both doors', async () => {
    const options: ListOptions = { status: 'active', page: 3, pageSize: 10 };
    const expected = await referencePage(app.services.infra.db, 'undergrad', options);
    expect(await app.services.applications.records.list('undergrad', { ...options, after: 987_654 })).toEqual(expected);
    const second = await referencePage(app.services.infra.db, 'undergrad', { ...options, page: 2 });
    const after = second.items.at(-1)!.id;
    const rest = await clients.employee.get(`/api/undergrad/get-all?page=3&pageSize=10&after=${after}`);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { id: number }[]).map((r) => r.id)).toEqual(expected.items.map((r) => r.id));
    expect((await clients.employee.get('/api/undergrad/get-all?after=0')).status).toBe(400);
    const gql = await clients.volunteer.graphql<{ applications: { page: number; items: { id: number }[] } }>(
      'query($after: Int) { applications(kind: UNDERGRAD, page: 3, pageSize: 10, after: $after) { page items { id } } }',
      { after },
    );
    expect(gql.data?.applications.page).toBe(3);
    expect(gql.data?.applications.items.map((r) => Number(r.id))).toEqual(expected.items.map((r) => r.id));
  });

  it("estimates a long list's total from a sample, says so, and still serves the exact rows", async () => {
    const saved = { ...LIST_PLAN_LIMITS };
    const savedSample = { ...SAMPLE_LIMITS };
    Object.assign(LIST_PLAN_LIMITS, { exactCountUpTo: 3, narrowFromUpTo: 2 });
    Object.assign(SAMPLE_LIMITS, { sampleRuns: 8, sampleRunLength: 10 });
    try {
      for (const search of [null, 'maria', 'example']) {
        const options: ListOptions = { status: 'active', search, sortBy: 'name', sortDirection: 'ASC', pageSize: 10 };
        const got = await app.services.applications.records.list('undergrad', options);
        const exact = await referencePage(app.services.infra.db, 'undergrad', options);
        expect(got.items).toEqual(exact.items);
        expect(got.totalIsEstimate).toBe(true);
        // A sample of 80 of 240 ids: near the truth, not equal to it by construction.
        expect(got.total).toBeGreaterThanOrEqual(exact.total * 0.4);
        expect(got.total).toBeLessThanOrEqual(exact.total * 1.8);
      }
      // The last page of a search read in order knows its total exactly.
      const last = { status: 'active', search: 'maria', sortBy: 'createdAt', pageSize: 7, page: 3 } as const;
      const exact = await referencePage(app.services.infra.db, 'undergrad', last);
      expect(exact.items.length).toBeGreaterThan(0);
      expect(exact.items.length).toBeLessThan(7);
      expect(await app.services.applications.records.list('undergrad', last)).toEqual(exact);
    } finally {
      Object.assign(LIST_PLAN_LIMITS, saved);
      Object.assign(SAMPLE_LIMITS, savedSample);
    }
  });

  it.each(['admin', 'employee', 'volunteer'] as const)(
    'answers %s on REST and GraphQL with the same pages as before',
    async (role) => {
      const client = clients[role];
      const db = app.services.infra.db;
      for (const [path, status] of [
        ['/api/undergrad/get-all', 'active'],
        ['/api/archive/undergrad/get-archive', 'archived'],
      ] as const) {
        for (const query of [
          '',
          '?page=2&pageSize=7',
          '?pageSize=50&q=maria',
          '?page=3&pageSize=20&q=example.org',
          '?pageSize=5&q=100%25_!',
        ]) {
          const params = new URLSearchParams(query);
          const pageSize = Number(params.get('pageSize') ?? 1000);
          const expected = await referencePage(db, 'undergrad', {
            status,
            page: Number(params.get('page') ?? 1),
            pageSize,
            search: params.get('q'),
          });
          const response = await client.get(path + query);
          expect(response.status).toBe(200);
          expect(response.headers.get('x-total-count')).toBe(String(expected.total));
          expect(response.headers.get('x-page-size')).toBe(String(pageSize));
          // The spec's JSON, key order included: the kind's id key first, then the summary.
          expect(await response.text()).toBe(
            JSON.stringify(expected.items.map((i) => ({ [KINDS.undergrad.idKey]: i.id, ...i }))),
          );
        }
      }
      for (const vars of [
        { kind: 'UNDERGRAD' },
        { kind: 'UNDERGRAD', page: 3, pageSize: 9, sortBy: 'NAME', sortDirection: 'ASC', search: 'a' },
        { kind: 'UNDERGRAD', status: 'ARCHIVED', pageSize: 4, sortDirection: 'ASC' },
        { kind: 'UNDERGRAD', reviewStatus: 'IN_REVIEW', sortBy: 'NAME' },
        { kind: 'UNDERGRAD', assignedToMe: true, pageSize: 3, page: 2 },
        { kind: 'PARENT' },
      ]) {
        const result = await client.graphql<{ applications: unknown }>(GRAPHQL_LIST, vars);
        expect(result.errors).toBeUndefined();
        const me = (await db.getRepository(User).findOneByOrFail({ role })).id;
        const kind = Object.entries(KIND_ENUM).find(([, e]) => e === vars.kind)![0] as ApplicationKind;
        const expected = await referencePage(db, kind, {
          status: vars.status === 'ARCHIVED' ? 'archived' : 'active',
          page: vars.page ?? 1,
          pageSize: vars.pageSize ?? 50,
          search: vars.search ?? null,
          sortBy: vars.sortBy === 'NAME' ? 'name' : 'createdAt',
          sortDirection: (vars.sortDirection as 'ASC' | undefined) ?? 'DESC',
          reviewStatus: (vars.reviewStatus as 'IN_REVIEW' | undefined) ?? null,
          assignedTo: vars.assignedToMe ? me : null,
        });
        expect(result.data!.applications, JSON.stringify(vars)).toEqual(asGraphQL(expected));
      }
    },
  );

  it('costs at most 3 queries a page, the signed-in session included, on both doors', async () => {
    const client = clients.volunteer;
    // The console holds its CSRF token already, and a first request may write the session's expiry.
    await client.csrfToken();
    await client.get('/api/undergrad/get-all?pageSize=50');
    // The mail outbox's worker looks for due mail on its own timer; its statements are not the page's.
    await app.services.mailOutbox.stop();
    const counter = countQueries(app.services.infra.db);
    try {
      for (const send of [
        () => client.get('/api/undergrad/get-all?pageSize=50&q=maria'),
        () => client.graphql(GRAPHQL_LIST, { kind: 'UNDERGRAD', pageSize: 50, search: 'maria gonzalez', sortBy: 'NAME' }),
        () => client.graphql(GRAPHQL_LIST, { kind: 'UNDERGRAD', reviewStatus: 'IN_REVIEW', assignedToMe: true }),
      ]) {
        counter.reset();
        expect((await send()).status).toBe(200);
        expect(counter.count).toBeLessThanOrEqual(3);
        expect(counter.count).toBeGreaterThanOrEqual(2);
      }
    } finally {
      counter.stop();
      app.services.mailOutbox.start();
    }
  });

  it('reads the signed-in user with the session exactly as the repository reads it', async () => {
    const store = app.services.accounts.sessions;
    const users = app.services.infra.db.getRepository(User);
    for (const role of ['admin', 'volunteer'] as const) {
      const user = await users.findOneByOrFail({ role });
      const sid = `equivalence-${role}`;
      const cookie = { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000), httpOnly: true, path: '/' };
      await new Promise<void>((resolve, reject) =>
        store.set(sid, { cookie, passport: { user: user.id } } as never, (e) => (e ? reject(e as Error) : resolve())),
      );
      const data = await new Promise<object>((resolve, reject) =>
        store.get(sid, (e, d) => (e ? reject(e as Error) : resolve(d as object))),
      );
      const loaded = Object.getOwnPropertySymbols(data).map((k) => (data as Record<symbol, unknown>)[k]);
      expect(loaded).toHaveLength(1);
      expect(loaded[0]).toBeInstanceOf(User);
      expect(loaded[0]).toEqual(await users.findOneByOrFail({ id: user.id }));
    }
  });

  it('answers GraphQL with no-store, compresses only for a client that asks, and says Vary then', async () => {
    const client = clients.employee;
    const page = await client.request('POST', '/graphql', { json: { query: GRAPHQL_LIST, variables: { kind: 'UNDERGRAD' } } });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const refused = await client.request('POST', '/graphql', { json: { query: '{ applications(kind: NOPE) { total } }' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const plain = await client.request('GET', '/api/undergrad/get-all?pageSize=50', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch itself asks for gzip and decodes it; the header shows what came over the wire.
    const zipped = await client.request('GET', '/api/undergrad/get-all?pageSize=50', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await zipped.text()).toBe(await plain.text());
  });
});
