import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { ApplicationAssignment, ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, putAt, snapshot, staffFor, type ReviewStatus, type Staff } from './review.support.js';

/**
 * The console's bulk bar (issue 29): a change made to each selected application on its own, with
 * every application that did not change named and why; approvals with an award, within the budget.
 */

const EACH = `mutation($ids: [ID!]!, $status: ReviewStatus, $reason: String, $awardCents: Int, $assignUserIds: [ID!]) {
  bulkUpdateApplicationsEach(kind: UNDERGRAD, ids: $ids, status: $status, reason: $reason, awardCents: $awardCents, assignUserIds: $assignUserIds) {
    changed emailed rows { id reference applicantName changed emailed code message }
  }
}`;
const CONTEXT = `query($ids: [ID!]!) { bulkAwardContext(kind: UNDERGRAD, ids: $ids) { awardCents budgetCents remainingCents maxAwards remainingAwards } }`;
const SAVE_CYCLE = `mutation($input: ProgramCycleInput!) { saveProgramCycle(input: $input) { id budgetCents awardCents } }`;

interface Row {
  id: string;
  reference: string | null;
  applicantName: string | null;
  changed: boolean;
  emailed: boolean;
  code: string | null;
  message: string | null;
}
type Result = {
  data?: { bulkUpdateApplicationsEach: { changed: number; emailed: number; rows: Row[] } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
type ContextResult = {
  data?: { bulkAwardContext: { awardCents: number | null; remainingCents: number | null } | null } | null;
  errors?: { message: string }[];
};

describe.each(databases)('bulk moves each on their own (%s)', (dbKind) => {
  let app: TestApp;
  let admin: Staff;
  let employee: Staff;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await staffFor(app, 'admin');
    employee = await staffFor(app, 'employee');
  }, 60_000);
  afterAll(() => app.close());

  const each = (who: Staff, ids: (number | string)[], change: Record<string, unknown>) =>
    who.client.graphql(EACH, { ids: ids.map(String), ...change }) as Promise<Result>;

  async function at(statuses: ReviewStatus[]): Promise<number[]> {
    const ids = await freshApplications(app, statuses.length);
    for (const [i, id] of ids.entries()) await putAt(app, id, statuses[i]!, statuses[i] === 'APPROVED' ? 100_000 : null);
    return ids;
  }

  it('moves the rows it can, names every other one and why, and leaves those untouched', async () => {
    const ids = await at(['RECEIVED', 'PAID', 'RECEIVED', 'DECLINED', 'RECEIVED']);
    const befores = await Promise.all(ids.map((id) => snapshot(app, id)));
    const result = await each(admin, [...ids, 99_999_999], { status: 'IN_REVIEW' });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.bulkUpdateApplicationsEach;
    expect(answer.changed).toBe(3);
    expect(answer.emailed).toBe(0);
    expect(answer.rows.map((r) => r.id)).toEqual([...ids, 99_999_999].map(String));
    expect(answer.rows.map((r) => r.changed)).toEqual([true, false, true, false, true, false]);
    const reference = (id: number) => app.services.review.workflow.findApplicant('undergrad', id).then((a) => a.reference);
    expect(answer.rows[1]).toMatchObject({
      reference: await reference(ids[1]!),
      code: 'CONFLICT',
      message: 'An application cannot move from Paid to In review.',
    });
    expect(answer.rows[1]!.applicantName).toMatch(/\S+ \S+/);
    // Reopening a decline needs a reason: that row is refused on its own.
    expect(answer.rows[3]).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/Please give a reason/) });
    expect(answer.rows[5]).toMatchObject({ reference: null, code: 'NOT_FOUND', message: 'No application has id 99999999.' });
    for (const i of [1, 3]) expect(await snapshot(app, ids[i]!)).toEqual(befores[i]);
    for (const i of [0, 2, 4]) {
      const after = await snapshot(app, ids[i]!);
      expect(after.reviewStatus).toBe('IN_REVIEW');
      expect(after.history).toBe(befores[i]!.history + 1);
      expect(after.audit).toBeGreaterThan(befores[i]!.audit);
    }
  });

  it('makes a row’s move and assignment whole or not at all', async () => {
    const ids = await at(['RECEIVED', 'PAID']);
    const result = await each(employee, ids, { status: 'IN_REVIEW', assignUserIds: [String(employee.account.id)] });
    const rows = result.data!.bulkUpdateApplicationsEach.rows;
    expect(rows.map((r) => r.changed)).toEqual([true, false]);
    const assigned = (id: number) =>
      app.services.infra.db.getRepository(ApplicationAssignment).countBy({ applicantKind: 'undergrad', applicantId: id });
    expect(await assigned(ids[0]!)).toBe(1);
    // The refused move takes its assignment with it.
    expect(await assigned(ids[1]!)).toBe(0);
  });

  it('refuses each decision to a role the table does not give it', async () => {
    const ids = await at(['IN_REVIEW', 'IN_REVIEW']);
    const result = await each(employee, ids, { status: 'APPROVED', awardCents: 100_000 });
    const answer = result.data!.bulkUpdateApplicationsEach;
    expect(answer.changed).toBe(0);
    expect(answer.rows.every((r) => r.code === 'FORBIDDEN')).toBe(true);
    expect(answer.rows[0]!.message).toBe('Only an admin can move an application from In review to Approved.');
    for (const id of ids) expect((await snapshot(app, id)).reviewStatus).toBe('IN_REVIEW');
  });

  it('approves with one award each until the budget runs out, e-mailing only the approved', async () => {
    const ids = await at(['IN_REVIEW', 'IN_REVIEW', 'RECEIVED', 'IN_REVIEW']);
    // A budget that leaves room for two awards of $1,000 and a half.
    const big = (await admin.client.graphql(SAVE_CYCLE, {
      input: { kind: 'UNDERGRAD', budgetCents: 100_000_000, awardCents: 100_000 },
    })) as { errors?: unknown };
    expect(big.errors).toBeUndefined();
    const before = (await admin.client.graphql(CONTEXT, { ids: ids.map(String) })) as ContextResult;
    const committed = 100_000_000 - before.data!.bulkAwardContext!.remainingCents!;
    await admin.client.graphql(SAVE_CYCLE, { input: { kind: 'UNDERGRAD', budgetCents: committed + 250_000 } });
    const context = (await admin.client.graphql(CONTEXT, { ids: ids.map(String) })) as ContextResult;
    expect(context.data!.bulkAwardContext).toMatchObject({ awardCents: 100_000, remainingCents: 250_000 });
    // Other roles are not shown the budget.
    const hidden = (await employee.client.graphql(CONTEXT, { ids: ids.map(String) })) as ContextResult;
    expect(hidden.data!.bulkAwardContext).toBeNull();

    const mails = () => app.services.infra.db.getRepository(OutboxMail).countBy({ kind: 'review-decision' });
    const mailsBefore = await mails();
    const result = await each(admin, ids, { status: 'APPROVED', awardCents: 100_000 });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.bulkUpdateApplicationsEach;
    expect(answer.rows.map((r) => r.changed)).toEqual([true, true, false, false]);
    expect(answer.rows.map((r) => r.emailed)).toEqual([true, true, false, false]);
    expect(answer).toMatchObject({ changed: 2, emailed: 2 });
    expect(answer.rows[2]).toMatchObject({ code: 'CONFLICT', message: 'An application cannot move from Received to Approved.' });
    expect(answer.rows[3]).toMatchObject({ code: 'CONFLICT' });
    expect(answer.rows[3]!.message).toMatch(
      /An award of \$1,000(\.00)? is more than the .* cycle has left: \$500(\.00)? remains/,
    );
    expect(await mails()).toBe(mailsBefore + 2);
    for (const id of ids.slice(0, 2))
      expect(await snapshot(app, id)).toMatchObject({ reviewStatus: 'APPROVED', awardCents: 100_000 });
    expect(await snapshot(app, ids[3]!)).toMatchObject({ reviewStatus: 'IN_REVIEW', awardCents: null });
    const history = await app.services.infra.db
      .getRepository(ReviewStatusChange)
      .countBy({ applicantKind: 'undergrad', applicantId: ids[3]! });
    expect(history).toBe(0);
    const audits = await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: 'review.budget-override' });
    expect(audits).toBe(0);
  });

  it('refuses the whole batch for an input error, changing nothing', async () => {
    const ids = await at(['IN_REVIEW']);
    const noAward = await each(admin, ids, { status: 'APPROVED' });
    expect(noAward.data?.bulkUpdateApplicationsEach.rows[0]).toMatchObject({ changed: false, code: 'VALIDATION' });
    const badAward = await each(admin, ids, { status: 'APPROVED', awardCents: -5 });
    expect(badAward.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notStaff = await each(admin, ids, { assignUserIds: ['99999999'] });
    expect(notStaff.errors?.[0]?.message).toBe('Applications can be assigned to staff members only.');
    expect((await snapshot(app, ids[0]!)).reviewStatus).toBe('IN_REVIEW');
  });
});
