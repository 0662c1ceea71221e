import { REVIEW_STATUS_LABELS, REVIEW_TRANSITIONS, type ReviewTransition } from '../../api/src/domain/review/index.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { messages } from '../../api/src/domain/messages.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import {
  BULK,
  DETAIL,
  freshApplications,
  putAt,
  REVIEW_STATUSES,
  SET_STATUS,
  snapshot,
  staffFor,
  type Staff,
} from './review.support.js';

const ROLES: StaffRole[] = ['volunteer', 'employee', 'admin'];
type Result = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

/** Every need of a move, filled in. */
const everything = { reason: 'Checked with the applicant', awardCents: 250_000, paymentReference: 'ACH-2026-0042' };

describe.each(databases)('review status moves (%s)', (dbKind) => {
  let app: TestApp;
  const staff = {} as Record<StaffRole, Staff>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    for (const role of ROLES) staff[role] = await staffFor(app, role);
  }, 60_000);
  afterAll(() => app.close());

  const move = (role: StaffRole, id: number, status: string, extra: Record<string, unknown> = {}) =>
    staff[role].client.graphql(SET_STATUS, { id: String(id), status, ...extra }) as Promise<Result>;

  it('starts every application at RECEIVED', async () => {
    const [id] = await freshApplications(app, 1);
    const detail = (await staff.volunteer.client.graphql(DETAIL, { id: String(id) })) as Result;
    expect((detail.data!.application as { reviewStatus: string }).reviewStatus).toBe('RECEIVED');
  });

  it('applies the whole transition table as every role, and a refused move changes nothing', async () => {
    const ids = await freshApplications(app, REVIEW_TRANSITIONS.length * ROLES.length);
    const outcomes: string[] = [];
    let n = 0;
    for (const t of REVIEW_TRANSITIONS) {
      for (const role of ROLES) {
        const id = ids[n++]!;
        await putAt(app, id, t.from, t.from === 'APPROVED' ? 100 : null);
        const before = await snapshot(app, id);
        const result = await move(role, id, t.to, everything);
        const after = await snapshot(app, id);
        const allowed = t.roles.includes(role);
        if (allowed) {
          expect(result.errors, `${t.from}→${t.to} as ${role}`).toBeUndefined();
          expect(after.reviewStatus).toBe(t.to);
          expect(after.history).toBe(before.history + 1);
          expect(after.audit).toBe(before.audit + 1);
          const last = (
            result.data!.setReviewStatus as { history: { from: string; to: string; reason: string | null }[] }
          ).history.at(-1)!;
          expect(last).toMatchObject({ from: t.from, to: t.to });
          if (t.needs.includes('reason')) expect(last.reason).toBe(everything.reason);
        } else {
          expect(result.errors?.[0]?.extensions?.code, `${t.from}→${t.to} as ${role}`).toBe('FORBIDDEN');
          expect(after).toEqual(before);
        }
        outcomes.push(`${t.from}->${t.to} ${role}: ${allowed ? 'ok' : 'refused'}`);
      }
    }
    // Volunteers never change a status; employees only the internal steps.
    expect(outcomes.filter((o) => o.includes('volunteer: ok'))).toEqual([]);
    expect(outcomes.filter((o) => o.endsWith('employee: ok'))).toEqual([
      'RECEIVED->IN_REVIEW employee: ok',
      'IN_REVIEW->NEEDS_INFO employee: ok',
      'NEEDS_INFO->IN_REVIEW employee: ok',
    ]);
  }, 120_000);

  it('keeps awardCents, the payment reference and the dates of an approval and payment', async () => {
    const [id] = await freshApplications(app, 1);
    await putAt(app, id!, 'IN_REVIEW');
    await move('admin', id!, 'APPROVED', { awardCents: 125_050 });
    const paid = await move('admin', id!, 'PAID', { paymentReference: ' CHK-1001 ' });
    const award = (paid.data!.setReviewStatus as { award: { awardCents: number; paymentReference: string; paidAt: string } })
      .award;
    expect(award.awardCents).toBe(125_050);
    expect(award.paymentReference).toBe('CHK-1001');
    expect(Date.now() - new Date(award.paidAt).getTime()).toBeLessThan(60_000);
  });

  it('refuses a move without what it needs, naming the field, and changes nothing', async () => {
    const needing = REVIEW_TRANSITIONS.filter((t) => t.needs.length > 0);
    const ids = await freshApplications(app, needing.length + 2);
    for (const [i, t] of needing.entries()) {
      const id = ids[i]!;
      await putAt(app, id, t.from, t.from === 'APPROVED' ? 100 : null);
      const before = await snapshot(app, id);
      const result = await move('admin', id, t.to, { reason: '   ' });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(result.errors![0]!.extensions!.fields!)).toEqual([...t.needs]);
      expect(await snapshot(app, id)).toEqual(before);
    }
    const zero = ids.at(-2)!;
    await putAt(app, zero, 'IN_REVIEW');
    const before = await snapshot(app, zero);
    const result = await move('admin', zero, 'APPROVED', { awardCents: 0 });
    expect(result.errors?.[0]?.extensions?.fields).toHaveProperty('awardCents');
    expect(await snapshot(app, zero)).toEqual(before);
  });

  it('refuses every move that is not in the table, with a clear message, and changes nothing', async () => {
    const inTable = (from: string, to: string) =>
      REVIEW_TRANSITIONS.some((t: ReviewTransition) => t.from === from && t.to === to);
    const [id] = await freshApplications(app, 1);
    let refused = 0;
    for (const from of REVIEW_STATUSES) {
      for (const to of REVIEW_STATUSES) {
        if (inTable(from, to)) continue;
        await putAt(app, id!, from, from === 'APPROVED' || from === 'PAID' ? 100 : null);
        const before = await snapshot(app, id!);
        const result = await move('admin', id!, to, everything);
        expect(result.errors?.[0]?.message).toBe(
          `An application cannot move from ${REVIEW_STATUS_LABELS[from]} to ${REVIEW_STATUS_LABELS[to]}.`,
        );
        expect(await snapshot(app, id!)).toEqual(before);
        refused++;
      }
    }
    expect(refused).toBe(36 - REVIEW_TRANSITIONS.length);
  });

  it('refuses volunteers at the door, and every role on a missing application', async () => {
    const [id] = await freshApplications(app, 1);
    const result = await move('volunteer', id!, 'IN_REVIEW');
    expect(result.errors?.[0]?.message).toBe(messages.noPermission);
    const missing = await move('admin', 999_999, 'IN_REVIEW');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('moves in bulk all or nothing, naming the refused application', async () => {
    const ids = await freshApplications(app, 3);
    await putAt(app, ids[0]!, 'IN_REVIEW');
    await putAt(app, ids[1]!, 'IN_REVIEW');
    const befores = await Promise.all(ids.map((id) => snapshot(app, id)));
    const refused = (await staff.employee.client.graphql(BULK, {
      ids: ids.map(String),
      status: 'NEEDS_INFO',
      reason: 'Missing transcript',
      assignUserIds: [String(staff.volunteer.account.id)],
    })) as Result;
    const reference = (await app.services.review.workflow.findApplicant('undergrad', ids[2]!)).reference;
    expect(refused.errors?.[0]?.message).toBe(`${reference}: An application cannot move from Received to Needs information.`);
    expect(await Promise.all(ids.map((id) => snapshot(app, id)))).toEqual(befores);
    const assigned = (await staff.admin.client.graphql(DETAIL, { id: String(ids[0]) })) as Result;
    expect((assigned.data!.application as { assignees: unknown[] }).assignees).toEqual([]);

    const ok = (await staff.employee.client.graphql(BULK, {
      ids: ids.slice(0, 2).map(String),
      status: 'NEEDS_INFO',
      reason: 'Missing transcript',
      assignUserIds: [String(staff.volunteer.account.id)],
    })) as Result;
    expect(ok.data?.bulkUpdateApplications).toBe(2);
    for (const id of ids.slice(0, 2)) expect((await snapshot(app, id)).reviewStatus).toBe('NEEDS_INFO');
    const after = (await staff.admin.client.graphql(DETAIL, { id: String(ids[0]) })) as Result;
    expect((after.data!.application as { assignees: { id: string }[] }).assignees.map((a) => a.id)).toEqual([
      String(staff.volunteer.account.id),
    ]);
    // A role the table refuses is named too, and nothing changes.
    const byEmployee = (await staff.employee.client.graphql(BULK, { ids: [String(ids[2])], status: 'IN_REVIEW' })) as Result;
    expect(byEmployee.data?.bulkUpdateApplications).toBe(1);
    const approve = (await staff.employee.client.graphql(BULK, {
      ids: [String(ids[2])],
      status: 'DECLINED',
      reason: 'x',
    })) as Result;
    expect(approve.errors?.[0]?.message).toBe(`${reference}: Only an admin can move an application from In review to Declined.`);
  });

  it('keeps notes append-only with author and time, and audits them', async () => {
    const [id] = await freshApplications(app, 1);
    const add = (role: StaffRole, text: string) =>
      staff[role].client.graphql(
        `mutation($id: ID!, $text: String!) { addApplicationNote(kind: UNDERGRAD, id: $id, text: $text) { text authorName createdAt } }`,
        { id: String(id), text },
      ) as Promise<Result>;
    for (const role of ROLES) expect((await add(role, `Note from the ${role}`)).errors).toBeUndefined();
    expect((await add('volunteer', '   ')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await add('volunteer', 'x'.repeat(5001))).errors?.[0]?.message).toBe('A note can be at most 5,000 characters.');
    expect((await add('volunteer', 'x'.repeat(5000))).errors).toBeUndefined();
    // Read by an admin: blind review holds the others' notes back from a reviewer who has not scored.
    const detail = (await staff.admin.client.graphql(DETAIL, { id: String(id) })) as Result;
    const notes = (detail.data!.application as { notes: { text: string; authorName: string }[] }).notes;
    expect(notes.map((n) => n.text.slice(0, 25))).toEqual([
      'Note from the volunteer',
      'Note from the employee',
      'Note from the admin',
      'x'.repeat(25),
    ]);
    expect(notes[1]!.authorName).toBe(`Employee ${staff.employee.account.lastName}`);
    const audited = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .countBy({ action: 'review.note', targetId: String(id) });
    expect(audited).toBe(4);
    // There is no operation to edit or delete a note.
    const schema = (await staff.admin.client.graphql(`{ __schema { mutationType { fields { name } } } }`)) as Result;
    const names = JSON.stringify(schema.data);
    expect(names).not.toMatch(/(update|edit|delete|remove)ApplicationNote/i);
  });

  it('assigns to staff users only, and filters "Assigned to me"', async () => {
    const ids = await freshApplications(app, 2);
    const assign = (role: StaffRole, id: number, userIds: (number | string)[]) =>
      staff[role].client.graphql(
        `mutation($id: ID!, $userIds: [ID!]!) { assignApplication(kind: UNDERGRAD, id: $id, userIds: $userIds) { assignees { id } } }`,
        { id: String(id), userIds: userIds.map(String) },
      ) as Promise<Result>;
    expect((await assign('volunteer', ids[0]!, [staff.volunteer.account.id])).errors?.[0]?.message).toBe(messages.noPermission);
    const ok = await assign('employee', ids[0]!, [staff.volunteer.account.id, staff.admin.account.id]);
    expect((ok.data!.assignApplication as { assignees: unknown[] }).assignees).toHaveLength(2);
    expect((await assign('admin', ids[1]!, [999_999])).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const mine = (await staff.volunteer.client.graphql(
      `{ applications(kind: UNDERGRAD, assignedToMe: true, pageSize: 100) { total items { id assignees { id } } } }`,
    )) as Result;
    const page = mine.data!.applications as { total: number; items: { id: string }[] };
    expect(page.items.map((i) => i.id)).toContain(String(ids[0]));
    expect(page.items.map((i) => i.id)).not.toContain(String(ids[1]));
    const audits = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .countBy({ action: 'review.assign', targetId: String(ids[0]) });
    expect(audits).toBe(1);
  });
});
