import { ONE_APPLICATION_PERMISSIONS } from '../../api/src/domain/permissions.js';
import { ApplicationAssignment } from '../../api/src/modules/review/review.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { parseCsv } from '../support/csv.js';
import { watchRoutes } from '../support/route-inventory.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { ACCEPT, DECLARE, GATE, graphqlDoors, RECORD, restDoors, SAVE_POLICY, WITHDRAW } from './conflicts.support.js';
import { freshApplications, SET_STATUS, staffFor, type Staff } from './review.support.js';

// Issue 39: a declared conflict recuses its declarer from every door to the application; the
// cycle's policy is accepted before a first score, note, decision or assignment; the board's record.

const NOTE = `mutation($id: ID!) { addApplicationNote(kind: UNDERGRAD, id: $id, text: "Looks complete.") { text } }`;
const ASSIGN = `mutation($id: ID!, $userIds: [ID!]!) { assignApplication(kind: UNDERGRAD, id: $id, userIds: $userIds) { id assignees { id } } }`;
const SCORE = `mutation($id: ID!) { scoreApplication(kind: UNDERGRAD, id: $id, scores: []) { id } }`;
const LIST = `query { applications(kind: UNDERGRAD, pageSize: 200) { items { id recused } } }`;
const code = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code ?? 'ok';

watchRoutes();

describe.each(databases)('conflicts of interest on %s', (db) => {
  let app: TestApp;
  let admin: Staff;
  let secondAdmin: Staff;
  let employee: Staff;
  let cycleId: string;

  beforeAll(async () => {
    app = await startTestApp(db);
    admin = await staffFor(app, 'admin', 'ada');
    secondAdmin = await staffFor(app, 'admin', 'grace');
    employee = await staffFor(app, 'employee', 'emma');
    cycleId = String((await app.services.programCycles.current('undergrad')).id);
  }, 90_000);
  afterAll(() => app.close());

  it('asks nothing while the cycle has no policy, and refuses each action until its policy is accepted', async () => {
    const [id] = await freshApplications(app, 1);
    expect(code(await employee.client.graphql(NOTE, { id: String(id) }))).toBe('ok');

    const saved = await admin.client.graphql<{ saveConflictPolicy: { version: number } }>(SAVE_POLICY, {
      cycleId,
      text: 'Step aside when a relative, friend, neighbour or business associate applies.',
    });
    expect(saved.data?.saveConflictPolicy.version).toBe(1);

    const refusals = {
      note: code(await employee.client.graphql(NOTE, { id: String(id) })),
      score: code(await employee.client.graphql(SCORE, { id: String(id) })),
      decision: code(await employee.client.graphql(SET_STATUS, { id: String(id), status: 'IN_REVIEW' })),
      assignment: code(await employee.client.graphql(ASSIGN, { id: String(id), userIds: [String(employee.account.id)] })),
    };
    expect(refusals).toEqual({
      note: 'CONFLICT_POLICY_REQUIRED',
      score: 'CONFLICT_POLICY_REQUIRED',
      decision: 'CONFLICT_POLICY_REQUIRED',
      assignment: 'CONFLICT_POLICY_REQUIRED',
    });
    const rest = await employee.client.request('POST', `/api/undergrad/request-more-information/${id}`, {
      json: { items: [{ document: 'loanStatement' }] },
      csrf: true,
    });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({
      code: 'CONFLICT_POLICY_REQUIRED',
      error: expect.stringMatching(/conflict-of-interest policy/),
    });
    // Reading is not an action: the detail opens.
    expect(
      code(await employee.client.graphql(`query($id: ID!) { application(kind: UNDERGRAD, id: $id) { id } }`, { id: String(id) })),
    ).toBe('ok');

    const gate = await employee.client.graphql<{ conflictGate: { policy: { version: number; acceptedAt: string | null } } }>(
      GATE,
      { id: String(id) },
    );
    expect(gate.data?.conflictGate.policy).toMatchObject({ version: 1, acceptedAt: null });
    expect(code(await employee.client.graphql(ACCEPT, { cycleId }))).toBe('ok');
    expect(code(await employee.client.graphql(NOTE, { id: String(id) }))).toBe('ok');
    expect(code(await employee.client.graphql(SET_STATUS, { id: String(id), status: 'IN_REVIEW' }))).toBe('ok');

    // A new version asks again.
    await admin.client.graphql(SAVE_POLICY, { cycleId, text: 'Version two: also former employers.' });
    expect(code(await employee.client.graphql(NOTE, { id: String(id) }))).toBe('CONFLICT_POLICY_REQUIRED');
    await employee.client.graphql(ACCEPT, { cycleId });
    expect(code(await employee.client.graphql(NOTE, { id: String(id) }))).toBe('ok');
    const audited = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .countBy({ action: 'conflict-policy.accept', actorUserId: employee.account.id });
    expect(audited).toBe(2);
    for (const who of [admin, secondAdmin]) await who.client.graphql(ACCEPT, { cycleId });
  });

  it('unassigns the declarer and refuses them at every door about one application, found from the permission table', async () => {
    const [id] = await freshApplications(app, 1);
    await admin.client.graphql(ASSIGN, { id: String(id), userIds: [String(admin.account.id), String(employee.account.id)] });
    const declared = await admin.client.graphql<{ declareConflict: { category: string; declarerName: string } }>(DECLARE, {
      id: String(id),
      category: 'FAMILY',
      note: 'My nephew.',
    });
    expect(declared.data?.declareConflict).toMatchObject({ category: 'FAMILY', declarerName: expect.stringMatching(/^Ada/) });
    const assignees = await app.services.infra.db
      .getRepository(ApplicationAssignment)
      .findBy({ applicantKind: 'undergrad', applicantId: id! });
    expect(assignees.map((a) => a.userId)).toEqual([employee.account.id]);

    const doors = [...restDoors(app), ...(await graphqlDoors())];
    const covered = new Set(doors.flatMap((d) => d.permissions));
    expect(
      [...ONE_APPLICATION_PERMISSIONS].filter((p) => !covered.has(p)),
      'permissions without a door found',
    ).toEqual([]);
    const answers: Record<string, string> = {};
    for (const door of doors) answers[door.name] = await door.call(admin.client, id!);
    expect(Object.entries(answers).filter(([, answer]) => answer !== 'CONFLICT')).toEqual([]);
    expect(doors.length).toBeGreaterThan(20);

    // Another staff member is not refused; assigning the declarer is.
    expect(
      code(await employee.client.graphql(`query($id: ID!) { application(kind: UNDERGRAD, id: $id) { id } }`, { id: String(id) })),
    ).toBe('ok');
    expect(code(await secondAdmin.client.graphql(ASSIGN, { id: String(id), userIds: [String(admin.account.id)] }))).toBe(
      'CONFLICT',
    );

    const list = await admin.client.graphql<{ applications: { items: { id: string; recused: boolean }[] } }>(LIST);
    const row = list.data?.applications.items.find((r) => r.id === String(id));
    expect(row?.recused).toBe(true);
    const gate = await admin.client.graphql<{ conflictGate: { recused: boolean } }>(GATE, { id: String(id) });
    expect(gate.data?.conflictGate.recused).toBe(true);
  }, 120_000);

  it('lets a second admin approve what the declaring admin cannot, and withdraw only with a reason and never one’s own', async () => {
    const [id] = await freshApplications(app, 1);
    const declared = await admin.client.graphql<{ declareConflict: { id: string } }>(DECLARE, {
      id: String(id),
      category: 'FINANCIAL',
    });
    const declarationId = declared.data!.declareConflict.id;
    const approve = { id: String(id), status: 'APPROVED', awardCents: 100_000 };
    await secondAdmin.client.graphql(SET_STATUS, { id: String(id), status: 'IN_REVIEW' });
    expect(code(await admin.client.graphql(SET_STATUS, approve))).toBe('CONFLICT');
    expect(code(await secondAdmin.client.graphql(SET_STATUS, approve))).toBe('ok');

    expect(code(await admin.client.graphql(WITHDRAW, { id: declarationId, reason: 'Mine to take back.' }))).toBe('FORBIDDEN');
    expect(code(await employee.client.graphql(WITHDRAW, { id: declarationId, reason: 'Not mine.' }))).toBe('FORBIDDEN');
    expect(code(await secondAdmin.client.graphql(WITHDRAW, { id: declarationId, reason: '  ' }))).toBe('BAD_USER_INPUT');
    const withdrawn = await secondAdmin.client.graphql<{
      withdrawConflict: { withdrawnByName: string; withdrawalReason: string };
    }>(WITHDRAW, {
      id: declarationId,
      reason: 'The loan was repaid before the cycle.',
    });
    expect(withdrawn.data?.withdrawConflict).toMatchObject({
      withdrawnByName: expect.stringMatching(/^Grace/),
      withdrawalReason: 'The loan was repaid before the cycle.',
    });
    expect(
      code(await admin.client.graphql(`query($id: ID!) { application(kind: UNDERGRAD, id: $id) { id } }`, { id: String(id) })),
    ).toBe('ok');
    const hook = await import('../../api/src/modules/disbursements/disbursements.service.js');
    expect(await hook.hasDeclaredConflict(app.services.infra.db.manager, admin.account.id, { kind: 'undergrad', id: id! })).toBe(
      false,
    );
  });

  it('leaves what the exporter is recused from out of their list CSV, and tells an admin which declarations are their own', async () => {
    const [id] = await freshApplications(app, 1);
    const reference = async () =>
      (
        await employee.client.graphql<{ application: { reference: string } }>(
          `query($id: ID!) { application(kind: UNDERGRAD, id: $id) { reference } }`,
          { id: String(id) },
        )
      ).data!.application.reference;
    const ref = await reference();
    const exported = async (staff: Staff) => {
      const response = await staff.client.get('/api/undergrad/export-csv');
      expect(response.status).toBe(200);
      return parseCsv((await response.text()).replace(/^\uFEFF/, '')).map((r) => r[0]);
    };
    expect(await exported(employee)).toContain(ref);
    const declared = await employee.client.graphql<{ declareConflict: { id: string } }>(DECLARE, {
      id: String(id),
      category: 'SCHOOL_OR_EMPLOYER',
    });
    // Its answers are no longer the declarer's to read, in a file either; others still export it.
    expect(await exported(employee)).not.toContain(ref);
    expect(await exported(admin)).toContain(ref);

    const mine = `query($cycleId: ID!) { conflicts(cycleId: $cycleId) { declarations { id declaredByViewer } } }`;
    const seen = async (staff: Staff) =>
      (
        await staff.client.graphql<{ conflicts: { declarations: { id: string; declaredByViewer: boolean }[] } }>(mine, {
          cycleId,
        })
      ).data!.conflicts.declarations.find((d) => d.id === declared.data!.declareConflict.id)!.declaredByViewer;
    expect(await seen(admin)).toBe(false);
    const own = await admin.client.graphql<{ declareConflict: { id: string; declaredByViewer: boolean } }>(
      `mutation($id: ID!) { declareConflict(kind: UNDERGRAD, id: $id, category: OTHER) { id declaredByViewer } }`,
      { id: String(id) },
    );
    expect(own.data?.declareConflict.declaredByViewer).toBe(true);

    await secondAdmin.client.graphql(WITHDRAW, { id: declared.data!.declareConflict.id, reason: 'Changed schools.' });
    expect(await exported(employee)).toContain(ref);
  });

  it("keeps the board's record and exports it with every cell quoted", async () => {
    const [id] = await freshApplications(app, 1);
    await employee.client.graphql(DECLARE, { id: String(id), category: 'OTHER', note: '=HYPERLINK("x")' });
    expect(
      await app.services.conflicts.declarations.hasDeclared(app.services.infra.db.manager, employee.account.id, {
        kind: 'undergrad',
        id: id!,
      }),
    ).toBe(true);
    const record = await admin.client.graphql<{
      conflicts: {
        policyVersion: number;
        declarations: { category: string }[];
        acceptances: { name: string; version: number }[];
      };
    }>(RECORD, { cycleId });
    expect(record.data?.conflicts.policyVersion).toBe(2);
    expect(record.data?.conflicts.declarations.map((d) => d.category)).toEqual(
      expect.arrayContaining(['FAMILY', 'FINANCIAL', 'OTHER']),
    );
    expect(record.data?.conflicts.acceptances.filter((a) => a.name.startsWith('Emma')).map((a) => a.version)).toEqual([1, 2]);
    expect(code(await employee.client.graphql(RECORD, { cycleId }))).toBe('FORBIDDEN');

    const response = await admin.client.get(`/api/conflicts.csv?cycleId=${cycleId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    const rows = parseCsv(text);
    expect(rows[0]).toContain('Staff member');
    expect(rows.some((r) => r.includes('\'=HYPERLINK("x")'))).toBe(true);
    expect(rows.filter((r) => r[0] === 'Accepted the policy').length).toBeGreaterThanOrEqual(4);
    expect((await employee.client.get(`/api/conflicts.csv?cycleId=${cycleId}`)).status).toBe(403);
  });
});
