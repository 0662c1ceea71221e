import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import type { Clock } from '../../api/src/config/clock.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, putAt, staffFor, type Staff } from './review.support.js';

const CYCLES = `query { programCycles { kind opensAt closesAt timeZone awardCents isOpen } }`;
const ADMIN_CYCLES = `query { programCycles { id kind closesAt awardCents budgetCents maxAwards
  figures { committedCents paidCents remainingCents awards remainingAwards } } }`;
const SAVE = `mutation($input: ProgramCycleInput!) {
  saveProgramCycle(input: $input) { id kind opensAt closesAt timeZone awardCents budgetCents maxAwards isOpen }
}`;
const APPROVE = `mutation($id: ID!, $awardCents: Int, $overrideBudget: Boolean) {
  setReviewStatus(kind: UNDERGRAD, id: $id, status: APPROVED, awardCents: $awardCents, overrideBudget: $overrideBudget) { id reviewStatus }
}`;

type Gql = {
  status?: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

describe.each(databases)('programCycles, saveProgramCycle and the award budget (%s)', (dbKind) => {
  let app: TestApp;
  let admin: Staff;
  let employee: Staff;
  const now = new Date('2026-11-23T12:00:00Z');
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    app = await startTestApp(dbKind, { clock });
    admin = await staffFor(app, 'admin');
    employee = await staffFor(app, 'employee');
  }, 60_000);
  afterAll(() => app.close());

  it('answers everyone the public fields of each current cycle, by GraphQL and REST', async () => {
    const visitor = new HttpClient(app.url);
    const result = (await visitor.graphql(CYCLES)) as Gql;
    expect(result.errors).toBeUndefined();
    const cycles = result.data!.programCycles as Record<string, unknown>[];
    expect(cycles.map((c) => [c.kind, c.opensAt, c.closesAt === null, c.timeZone, c.awardCents, c.isOpen])).toEqual([
      ['UNDERGRAD', null, true, 'America/New_York', null, true],
      ['PARENT', null, true, 'America/New_York', null, true],
      ['HIGH_SCHOOL', null, false, 'America/New_York', 100_000, true],
    ]);
    const rest = await visitor.get('/api/program-cycles');
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as Record<string, unknown>[];
    expect(Object.keys(body[2]!).sort()).toEqual([
      'awardCents',
      'closesAt',
      'isOpen',
      'kind',
      'lettersDueDays',
      'lettersRequired',
      'opensAt',
      'timeZone',
    ]);
    expect(body[2]).toMatchObject({ kind: 'high-school', awardCents: 100_000, isOpen: true });
  });

  it('keeps budgets and figures from anyone but an admin', async () => {
    const anonymous = (await new HttpClient(app.url).graphql(`query { programCycles { kind budgetCents } }`)) as Gql;
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asEmployee = (await employee.client.graphql(`query { programCycles { kind figures { awards } } }`)) as Gql;
    expect(asEmployee.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asAdmin = (await admin.client.graphql(ADMIN_CYCLES)) as Gql;
    expect(asAdmin.errors).toBeUndefined();
    const employeeRest = (await (await employee.client.get('/api/program-cycles')).json()) as Record<string, unknown>[];
    expect(employeeRest[0]).not.toHaveProperty('budgetCents');
    const adminRest = (await (await admin.client.get('/api/program-cycles')).json()) as Record<string, unknown>[];
    expect(adminRest[0]).toMatchObject({ budgetCents: null, figures: { awards: 0, committedCents: 0 } });
  });

  it('saveProgramCycle changes only what it is given: left out keeps, null clears', async () => {
    const first = (await admin.client.graphql(SAVE, {
      input: { kind: 'HIGH_SCHOOL', closesAt: '2027-05-01T03:59:00.000Z', budgetCents: 300_000, maxAwards: 5 },
    })) as Gql;
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveProgramCycle).toMatchObject({
      closesAt: '2027-05-01T03:59:00.000Z',
      awardCents: 100_000,
      budgetCents: 300_000,
      maxAwards: 5,
      timeZone: 'America/New_York',
      isOpen: true,
    });
    const kept = (await admin.client.graphql(SAVE, { input: { kind: 'HIGH_SCHOOL', awardCents: 150_000 } })) as Gql;
    expect(kept.data!.saveProgramCycle).toMatchObject({
      closesAt: '2027-05-01T03:59:00.000Z',
      awardCents: 150_000,
      maxAwards: 5,
    });
    const cleared = (await admin.client.graphql(SAVE, {
      input: { kind: 'HIGH_SCHOOL', closesAt: null, maxAwards: null },
    })) as Gql;
    expect(cleared.data!.saveProgramCycle).toMatchObject({
      closesAt: null,
      maxAwards: null,
      budgetCents: 300_000,
      awardCents: 150_000,
    });
    const refused = (await admin.client.graphql(SAVE, { input: { kind: 'HIGH_SCHOOL', timeZone: 'Atlantis/Central' } })) as Gql;
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ timeZone: 'Please choose a time zone such as America/New_York.' });
    const byEmployee = (await employee.client.graphql(SAVE, { input: { kind: 'HIGH_SCHOOL', awardCents: 1 } })) as Gql;
    expect(byEmployee.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('PUT /api/program-cycles/:kind does the same for an admin, with the CSRF token', async () => {
    const put = (json: unknown) => admin.client.request('PUT', '/api/program-cycles/parent', { json, csrf: true });
    const saved = await put({ opensAt: '2027-01-04T14:00:00Z', closesAt: '2027-03-01T04:59:00Z', awardCents: 250_000 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      kind: 'parent',
      isOpen: false,
      awardCents: 250_000,
      closesAt: '2027-03-01T04:59:00.000Z',
    });
    const rolling = await put({ opensAt: null, closesAt: null });
    expect(await rolling.json()).toMatchObject({ opensAt: null, closesAt: null, isOpen: true, awardCents: 250_000 });
    const bad = await put({ closesAt: 'next week' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Please check the highlighted fields.',
      fields: { closesAt: 'Please give a date and time.' },
    });
    const noCsrf = await admin.client.request('PUT', '/api/program-cycles/parent', { json: { awardCents: 1 } });
    expect(noCsrf.status).toBe(403);
    expect((await app.services.programCycles.current('parent')).awardCents).toBe(250_000);
  });

  it('refuses approving beyond the remaining budget or number of awards, naming what remains, unless overridden (audited)', async () => {
    await app.services.programCycles.save({ userId: null, ip: null }, { kind: 'undergrad', budgetCents: 500_000, maxAwards: 3 });
    const [a, b, c, d] = await freshApplications(app, 4);
    for (const id of [a, b, c, d]) await putAt(app, id!, 'IN_REVIEW');
    const approve = (id: number, awardCents: number, overrideBudget?: boolean) =>
      admin.client.graphql(APPROVE, { id: String(id), awardCents, overrideBudget }) as Promise<Gql>;

    expect((await approve(a!, 300_000)).errors).toBeUndefined();
    const tooMuch = await approve(b!, 250_000);
    // The conflict docs/api.md promises, not BAD_USER_INPUT (issue 30).
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(tooMuch.errors?.[0]?.message).toBe(
      'An award of $2,500 is more than the Undergraduate loan repayment program cycle has left: $2,000 remains of its $5,000 budget.',
    );
    expect(tooMuch.errors?.[0]?.extensions?.fields).toHaveProperty('overrideBudget');
    const row = await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ id: b! });
    expect([row.reviewStatus, row.awardCents]).toEqual(['IN_REVIEW', null]);

    expect((await approve(b!, 200_000)).errors).toBeUndefined();
    const over = await approve(c!, 100_000, true);
    expect(over.errors).toBeUndefined();
    const audit = await app.services.infra.db.getRepository(AuditLogEntry).findOneByOrFail({ action: 'review.budget-override' });
    expect(audit).toMatchObject({ targetType: 'undergrad', targetId: String(c), actorUserId: admin.account.id });
    expect(audit.detail).toContain('remaining 0');

    const cycles = (await admin.client.graphql(ADMIN_CYCLES)) as Gql;
    const undergrad = (cycles.data!.programCycles as { kind: string; figures: unknown }[]).find((x) => x.kind === 'UNDERGRAD');
    expect(undergrad!.figures).toEqual({
      committedCents: 600_000,
      paidCents: 0,
      remainingCents: -100_000,
      awards: 3,
      remainingAwards: 0,
    });
    const full = await approve(d!, 1);
    expect([full.status, full.errors?.[0]?.extensions?.code]).toEqual([409, 'CONFLICT']);
    expect(full.errors?.[0]?.message).toBe(
      'The Undergraduate loan repayment program cycle allows 3 awards and 3 are already approved: 0 remain.',
    );
  });

  it('counts paid awards and keeps earlier cycles apart', async () => {
    const repo = app.services.infra.db.getRepository(UndergradApplicant);
    for (const row of await repo.findBy({ reviewStatus: 'APPROVED' })) await putAt(app, row.id, 'PAID', row.awardCents);
    // The seeded applications carry no cycle (they count in the current one): stamp them with it.
    const earlier = await app.services.programCycles.current('undergrad');
    await repo.update({ reviewStatus: 'PAID' }, { cycleId: earlier.id });
    const fresh = await app.services.programCycles.save(
      { userId: null, ip: null },
      { kind: 'undergrad', newCycle: true, budgetCents: 100_000, maxAwards: null },
    );
    const history = (await admin.client.graphql(
      `query { programCycleHistory { id kind figures { committedCents paidCents awards remainingCents } } }`,
    )) as Gql;
    const rows = (history.data!.programCycleHistory as { id: string; kind: string; figures: Record<string, number> }[]).filter(
      (r) => r.kind === 'UNDERGRAD',
    );
    expect(rows.map((r) => r.id)).toEqual([String(fresh.id), String(earlier.id)]);
    expect(rows[0]!.figures).toEqual({ committedCents: 0, paidCents: 0, awards: 0, remainingCents: 100_000 });
    expect(rows[1]!.figures).toEqual({ committedCents: 600_000, paidCents: 600_000, awards: 3, remainingCents: -100_000 });
  });

  it('reads back figures past 2^31 cents ($21 million) in a large cycle, by GraphQL', async () => {
    await app.services.programCycles.save(
      { userId: null, ip: null },
      { kind: 'undergrad', newCycle: true, budgetCents: 1_000_000_000, maxAwards: null },
    );
    // Four $10 million awards, three of them paid: each sum is beyond GraphQL Int.
    const ids = await freshApplications(app, 4);
    for (const [i, id] of ids.entries()) await putAt(app, id, i < 3 ? 'PAID' : 'APPROVED', 1_000_000_000);
    const cycles = (await admin.client.graphql(ADMIN_CYCLES)) as Gql;
    expect(cycles.errors).toBeUndefined();
    const undergrad = (cycles.data!.programCycles as { kind: string; figures: unknown }[]).find((x) => x.kind === 'UNDERGRAD');
    expect(undergrad!.figures).toEqual({
      committedCents: 4_000_000_000,
      paidCents: 3_000_000_000,
      remainingCents: -3_000_000_000,
      awards: 4,
      remainingAwards: null,
    });
  });
});
