import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { DisbursementRow, accountAssociatedData } from '../../api/src/modules/disbursements/disbursement.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import { todayIn } from '../../api/src/domain/disbursements.js';
import { parseCsv } from '../support/csv.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, putAt, SET_STATUS, staffFor, type Staff } from './review.support.js';

type Result<T = Record<string, unknown>> = {
  status?: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};
interface Change {
  message: string;
  remainderCents: number;
  fullyPaid: boolean;
  disbursement: { id: string; state: string; amountCents: number; accountLast4: string | null };
}

const CHANGE = 'message remainderCents fullyPaid disbursement { id state amountCents accountLast4 }';
const PREPARE = `mutation($input: PrepareDisbursementInput!) { prepareDisbursement(input: $input) { ${CHANGE} } }`;
const APPROVE = `mutation($id: ID!) { approveDisbursement(id: $id) { ${CHANGE} } }`;
const SENT = `mutation($id: ID!, $reference: String!) { markDisbursementSent(id: $id, reference: $reference) { ${CHANGE} } }`;
const CLEARED = `mutation($id: ID!, $clearedOn: String!) { markDisbursementCleared(id: $id, clearedOn: $clearedOn) { ${CHANGE} } }`;
const FAILED = `mutation($id: ID!, $reason: String!) { markDisbursementFailed(id: $id, reason: $reason) { ${CHANGE} } }`;
const VOID = `mutation($id: ID!, $reason: String!) { voidDisbursement(id: $id, reason: $reason) { ${CHANGE} } }`;
const DETAIL = `query($id: ID!) { application(kind: UNDERGRAD, id: $id) {
  reviewStatus awardRemainderCents history { from to reason }
  disbursements { id state origin payeeType payeeName accountLast4 amountCents sentReference clearedOn proof { fileId datedOn } preparedBy { name } approvedBy { name } }
} }`;

const TIME_ZONE = 'America/New_York';
const today = () => todayIn(TIME_ZONE);
// By the calendar, not by 24-hour steps: 61 of those back from just before midnight in November
// land on a day later in summer time.
const daysAgo = (n: number) => DateTime.fromISO(today()).minus({ days: n }).toISODate()!;

describe.each(databases)('the disbursement ledger (%s)', (dbKind) => {
  let app: TestApp;
  let first: Staff; // the admin who prepares
  let second: Staff; // the admin who releases
  let employee: Staff;
  let volunteer: Staff;

  beforeAll(async () => {
    app = await startTestApp(dbKind, { env: { ORG_TIME_ZONE: TIME_ZONE } });
    first = await staffFor(app, 'admin', 'ada');
    second = await staffFor(app, 'admin', 'grace');
    employee = await staffFor(app, 'employee', 'emma');
    volunteer = await staffFor(app, 'volunteer', 'vera');
  }, 90_000);
  afterAll(() => app.close());

  /** An approved undergraduate award with one document to rest a payment on. */
  async function approvedAward(awardCents: number): Promise<{ id: number; proof: string }> {
    const [id] = await freshApplications(app, 1);
    await putAt(app, id!, 'APPROVED', awardCents);
    const proof = randomUUID();
    await app.services.infra.db.getRepository(ApplicationDocument).insert({
      fileId: proof,
      applicantKind: 'undergrad',
      applicantId: id!,
      fileAlias: 'loanStatement',
      originalName: 'statement.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      partCount: 0,
      createdAt: new Date(),
      scanStatus: 'CLEAN',
    });
    return { id: id!, proof };
  }

  const input = (id: number, proof: string, extra: Record<string, unknown> = {}) => ({
    kind: 'UNDERGRAD',
    applicationId: String(id),
    payeeType: 'LOAN_SERVICER',
    payeeName: 'Nelnet',
    accountNumber: '1234-5678-9012',
    amountCents: 100_000,
    method: 'CHECK',
    proofFileId: proof,
    proofDatedOn: daysAgo(10),
    ...extra,
  });

  const call = async (who: Staff, query: string, variables: Record<string, unknown>) =>
    (await who.client.graphql(query, variables)) as Result<Record<string, Change>>;
  const ok = async (who: Staff, query: string, variables: Record<string, unknown>): Promise<Change> => {
    const r = await call(who, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data!)[0]!;
  };
  const code = (r: Result) => r.errors?.[0]?.extensions?.code;

  /** Prepared by `first`, released by `second`, sent and cleared by `first`. */
  async function payInFull(id: number, proof: string, amountCents: number, extra: Record<string, unknown> = {}) {
    const prepared = await ok(first, PREPARE, { input: input(id, proof, { amountCents, ...extra }) });
    const pid = prepared.disbursement.id;
    await ok(second, APPROVE, { id: pid });
    await ok(first, SENT, { id: pid, reference: `Check ${pid}` });
    return ok(first, CLEARED, { id: pid, clearedOn: today() });
  }

  async function detail(id: number) {
    const r = (await first.client.graphql(DETAIL, { id: String(id) })) as Result<{ application: Record<string, unknown> }>;
    expect(r.errors).toBeUndefined();
    return r.data!.application as {
      reviewStatus: string;
      awardRemainderCents: number | null;
      history: { from: string; to: string; reason: string | null }[];
      disbursements: Record<string, unknown>[];
    };
  }

  it('walks one payment through every state: prepared, released by a second admin, sent, cleared, and PAID with one e-mail', async () => {
    const { id, proof } = await approvedAward(100_000);
    const prepared = await ok(employee, PREPARE, { input: input(id, proof) });
    expect(prepared.disbursement).toMatchObject({ state: 'PREPARED', amountCents: 100_000, accountLast4: '9012' });
    expect(prepared.remainderCents).toBe(0);
    const pid = prepared.disbursement.id;
    // Sealed at rest like an SSN: only the last four are in clear.
    const row = await app.services.infra.db.getRepository(DisbursementRow).findOneByOrFail({ id: Number(pid) });
    expect(row.accountSealed).not.toContain('5678');
    expect(app.services.infra.cipher.openText(row.accountSealed!, accountAssociatedData('undergrad', id, row.id))).toBe(
      '123456789012',
    );

    const released = await ok(first, APPROVE, { id: pid });
    expect(released.disbursement.state).toBe('APPROVED');
    expect(released.message).toBe('Released $1,000 to Nelnet. Record it as sent once the payment is out.');
    expect((await ok(first, SENT, { id: pid, reference: 'Check 1042' })).disbursement.state).toBe('SENT');
    expect((await detail(id)).reviewStatus).toBe('APPROVED');
    const cleared = await ok(second, CLEARED, { id: pid, clearedOn: today() });
    expect(cleared.fullyPaid).toBe(true);
    expect(cleared.message).toMatch(/^Cleared \$1,000 to Nelnet\. .+'s award is now fully paid\.$/);

    const after = await detail(id);
    expect(after.reviewStatus).toBe('PAID');
    expect(after.history.at(-1)).toMatchObject({ from: 'APPROVED', to: 'PAID' });
    expect(after.history.at(-1)!.reason).toContain('$1,000 to Nelnet (Check 1042, cleared');
    expect(after.disbursements[0]).toMatchObject({ state: 'CLEARED', sentReference: 'Check 1042', clearedOn: today() });
    // The applicant hears once, with the payee and amount, never the account.
    const mails = await app.services.infra.db.getRepository(OutboxMail).findBy({ kind: 'award-paid' });
    expect(mails.length).toBe(1);
    const actions = (
      await app.services.infra.db.getRepository(AuditLogEntry).findBy({ targetType: 'undergrad', targetId: String(id) })
    ).map((r) => r.action);
    for (const a of ['disbursement.prepared', 'disbursement.approved', 'disbursement.sent', 'disbursement.cleared'])
      expect(actions).toContain(a);
  });

  it('refuses: the preparer approving, over the remainder, without proof, a stale proof, volunteers, and a step out of order', async () => {
    const { id, proof } = await approvedAward(150_000);
    const prepared = await ok(first, PREPARE, { input: input(id, proof, { amountCents: 100_000 }) });
    const pid = prepared.disbursement.id;

    const same = await call(first, APPROVE, { id: pid });
    expect(code(same)).toBe('SECOND_PERSON_REQUIRED');
    const rest = await first.client.request('POST', `/api/disbursements/${pid}/approve`, { json: {}, csrf: true });
    expect(rest.status).toBe(403);
    expect(((await rest.json()) as { code: string }).code).toBe('SECOND_PERSON_REQUIRED');

    const over = await call(first, PREPARE, { input: input(id, proof, { amountCents: 50_001 }) });
    expect(code(over)).toBe('BAD_USER_INPUT');
    expect(over.errors![0]!.extensions!.fields!.amountCents).toMatch(/\$500 remains/);

    const noProof = await call(first, PREPARE, { input: input(id, randomUUID(), { amountCents: 10_000 }) });
    expect(code(noProof)).toBe('BAD_USER_INPUT');
    expect(noProof.errors![0]!.extensions!.fields!.proofFileId).toBeDefined();
    const stale = await call(first, PREPARE, { input: input(id, proof, { amountCents: 10_000, proofDatedOn: daysAgo(61) }) });
    expect(stale.errors![0]!.extensions!.fields!.proofDatedOn).toMatch(/last 60 days/);

    expect(code(await call(volunteer, PREPARE, { input: input(id, proof, { amountCents: 10_000 }) }))).toBe('FORBIDDEN');
    expect(code(await call(employee, APPROVE, { id: pid }))).toBe('FORBIDDEN');
    expect(code(await call(second, SENT, { id: pid, reference: 'Check 1' }))).toBe('CONFLICT');
    expect(code(await call(second, CLEARED, { id: pid, clearedOn: today() }))).toBe('CONFLICT');

    // An application not approved takes no payment.
    const [other] = await freshApplications(app, 1);
    await putAt(app, other!, 'IN_REVIEW');
    expect(code(await call(first, PREPARE, { input: input(other!, proof) }))).toBe('CONFLICT');

    // Nothing changed by the refusals.
    const row = await app.services.infra.db.getRepository(DisbursementRow).findOneByOrFail({ id: Number(pid) });
    expect(row.state).toBe('PREPARED');
    expect(
      await app.services.infra.db.getRepository(DisbursementRow).countBy({ applicantKind: 'undergrad', applicantId: id }),
    ).toBe(1);
  });

  it('refuses a conflicted approver through the one hook issue 39 will answer', async () => {
    const { hasDeclaredConflict } = await import('../../api/src/modules/disbursements/disbursements.service.js');
    // Nothing records a declaration yet: the hook answers false.
    expect(await hasDeclaredConflict(app.services.infra.db.manager, second.account.id, { kind: 'undergrad', id: 1 })).toBe(false);
    const { id, proof } = await approvedAward(100_000);
    const prepared = await ok(first, PREPARE, { input: input(id, proof) });
    const ledger = app.services.disbursements;
    ledger.conflictCheck = async (_m, staffId, application) => staffId === second.account.id && application.id === id;
    try {
      const refused = await call(second, APPROVE, { id: prepared.disbursement.id });
      expect(code(refused)).toBe('FORBIDDEN');
      expect(refused.errors![0]!.message).toMatch(/conflict of interest/);
    } finally {
      ledger.conflictCheck = hasDeclaredConflict;
    }
    expect((await ok(second, APPROVE, { id: prepared.disbursement.id })).disbursement.state).toBe('APPROVED');
  });

  it('asks every step for a factor from the last 15 minutes (step-up)', async () => {
    const { id, proof } = await approvedAward(100_000);
    const prepared = await ok(first, PREPARE, { input: input(id, proof) });
    const repo = app.services.infra.db.getRepository(SessionRecord);
    for (const row of await repo.findBy({ userId: second.account.id })) {
      const data = JSON.parse(row.data) as { factorVerifiedAt?: number };
      data.factorVerifiedAt = Date.now() - 16 * 60 * 1000;
      await repo.update({ sid: row.sid }, { data: JSON.stringify(data) });
    }
    expect(code(await call(second, APPROVE, { id: prepared.disbursement.id }))).toBe('STEP_UP_REQUIRED');
    expect(code(await call(second, PREPARE, { input: input(id, proof, { amountCents: 1 }) }))).toBe('STEP_UP_REQUIRED');
    const row = await app.services.infra.db
      .getRepository(DisbursementRow)
      .findOneByOrFail({ id: Number(prepared.disbursement.id) });
    expect(row.state).toBe('PREPARED');
    // A fresh sign-in gives a fresh factor.
    second = await staffFor(app, 'admin', 'grace');
  });

  it('pays one award with several payments; a failed one gives its amount back; voiding too; PAID only once all cleared', async () => {
    const { id, proof } = await approvedAward(250_000);
    const a = await ok(first, PREPARE, { input: input(id, proof, { amountCents: 100_000 }) });
    const b = await ok(first, PREPARE, {
      input: input(id, proof, { amountCents: 150_000, payeeType: 'SCHOOL', payeeName: 'State College' }),
    });
    expect(b.remainderCents).toBe(0);
    await ok(second, APPROVE, { id: a.disbursement.id });
    await ok(first, SENT, { id: a.disbursement.id, reference: 'ACH 77' });
    const failed = await ok(first, FAILED, { id: a.disbursement.id, reason: 'Account closed' });
    expect(failed.remainderCents).toBe(100_000);
    expect(failed.message).toMatch(/returns to .+'s award/);
    expect(code(await call(first, VOID, { id: a.disbursement.id, reason: 'too late' }))).toBe('CONFLICT');
    // A new payment in its place; a voided one gives its amount back as well.
    const c = await ok(first, PREPARE, { input: input(id, proof, { amountCents: 100_000, accountNumber: '99998888' }) });
    const voided = await ok(second, VOID, { id: c.disbursement.id, reason: 'Wrong servicer' });
    expect(voided.remainderCents).toBe(100_000);
    const d = await ok(first, PREPARE, { input: input(id, proof, { amountCents: 100_000 }) });

    await ok(second, APPROVE, { id: b.disbursement.id });
    await ok(first, SENT, { id: b.disbursement.id, reference: 'Check 2001' });
    const partly = await ok(first, CLEARED, { id: b.disbursement.id, clearedOn: today() });
    expect(partly.fullyPaid).toBe(false);
    expect((await detail(id)).reviewStatus).toBe('APPROVED');
    // The old PAID move cannot jump a payment still in progress.
    const jump = (await first.client.graphql(SET_STATUS, { id: String(id), status: 'PAID', paymentReference: 'X' })) as Result;
    expect(code(jump)).toBe('CONFLICT');
    // Nor is the award reopened under payments that hold it.
    const reopen = (await first.client.graphql(SET_STATUS, { id: String(id), status: 'IN_REVIEW', reason: 'again' })) as Result;
    expect(code(reopen)).toBe('CONFLICT');

    await ok(second, APPROVE, { id: d.disbursement.id });
    await ok(first, SENT, { id: d.disbursement.id, reference: 'Check 2002' });
    const last = await ok(first, CLEARED, { id: d.disbursement.id, clearedOn: today() });
    expect(last.fullyPaid).toBe(true);
    const after = await detail(id);
    expect(after.reviewStatus).toBe('PAID');
    expect(after.disbursements.map((p) => p.state)).toEqual(['FAILED', 'CLEARED', 'VOIDED', 'CLEARED']);
    expect(after.history.at(-1)!.reason).toMatch(/^Paid in full by 2 payments: \$1,500 to State College .*; \$1,000 to Nelnet/);
  });

  it('keeps the old move to PAID working: one cleared payment for the rest of the award, said in the history', async () => {
    const { id, proof } = await approvedAward(300_000);
    await payInFull(id, proof, 100_000);
    const moved = (await first.client.graphql(SET_STATUS, {
      id: String(id),
      status: 'PAID',
      paymentReference: 'ACH-2026-0042',
    })) as Result<{
      setReviewStatus: { reviewStatus: string; award: { paymentReference: string } };
    }>;
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.setReviewStatus).toMatchObject({ reviewStatus: 'PAID', award: { paymentReference: 'ACH-2026-0042' } });
    const after = await detail(id);
    expect(after.disbursements.at(-1)).toMatchObject({
      state: 'CLEARED',
      origin: 'PAID_MOVE',
      payeeType: null,
      amountCents: 200_000,
      sentReference: 'ACH-2026-0042',
    });
    expect(after.history.at(-1)!.reason).toBe(
      'Marked paid with the payment reference ACH-2026-0042: recorded in the ledger as one cleared payment of $2,000 for the rest of the award.',
    );
    const rows = await app.services.infra.db
      .getRepository(ReviewStatusChange)
      .findBy({ applicantKind: 'undergrad', applicantId: id });
    expect(rows.filter((r) => r.toStatus === 'PAID').length).toBe(1);
  });

  it('lists what waits for a second admin, what failed, and what was sent long ago', async () => {
    const { id, proof } = await approvedAward(100_000);
    const p = await ok(first, PREPARE, { input: input(id, proof, { amountCents: 40_000 }) });
    const s = await ok(first, PREPARE, { input: input(id, proof, { amountCents: 60_000 }) });
    await ok(second, APPROVE, { id: s.disbursement.id });
    await ok(first, SENT, { id: s.disbursement.id, reference: 'Check 9' });
    await app.services.infra.db
      .getRepository(DisbursementRow)
      .update({ id: Number(s.disbursement.id) }, { sentAt: new Date(Date.now() - 31 * 86_400_000) });
    const list = async (filter: Record<string, unknown>) =>
      (
        (await employee.client.graphql('query($f: DisbursementFilter) { disbursements(filter: $f) { id state } }', {
          f: filter,
        })) as Result<{
          disbursements: { id: string; state: string }[];
        }>
      ).data!.disbursements.map((d) => d.id);
    expect(await list({ state: 'PREPARED' })).toContain(p.disbursement.id);
    expect(await list({ state: 'SENT', sentMoreThanDays: 30 })).toContain(s.disbursement.id);
    expect(await list({ state: 'FAILED' })).not.toContain(p.disbursement.id);
    const none = (await volunteer.client.graphql('query { disbursements { id } }')) as Result;
    expect(code(none)).toBe('FORBIDDEN');
  });

  it('follows the ledger in the figures, the report, Schedule I and the monthly CSV of a hand-computed cycle', async () => {
    const own = await startTestApp(dbKind, { env: { ORG_TIME_ZONE: TIME_ZONE } });
    try {
      const a = await staffFor(own, 'admin', 'ada');
      const b = await staffFor(own, 'admin', 'grace');
      const seed = async (award: number) => {
        const [id] = await freshApplications(own, 1);
        // Each a different person (Schedule I counts people by their SSN's keyed hash).
        await own.services.infra.db
          .getRepository(UndergradApplicant)
          .update(
            { id: id! },
            { reviewStatus: 'APPROVED', awardCents: award, socialSecurityHash: randomUUID().replace(/-/g, '').padEnd(64, '0') },
          );
        const proof = randomUUID();
        await own.services.infra.db.getRepository(ApplicationDocument).insert({
          fileId: proof,
          applicantKind: 'undergrad',
          applicantId: id!,
          fileAlias: 'loanStatement',
          originalName: 's.pdf',
          mediaType: 'application/pdf',
          sizeBytes: 10,
          sha256: '0'.repeat(64),
          partCount: 0,
          createdAt: new Date(),
          scanStatus: 'CLEAN',
        });
        return { id: id!, proof };
      };
      const run = async (who: Staff, q: string, v: Record<string, unknown>) => {
        const r = (await who.client.graphql(q, v)) as Result<Record<string, Change>>;
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        return Object.values(r.data!)[0]!;
      };
      const prep = (app1: { id: number; proof: string }, cents: number, name = 'Nelnet') =>
        run(a, PREPARE, { input: input(app1.id, app1.proof, { amountCents: cents, payeeName: name }) }).then(
          (c) => c.disbursement.id,
        );
      // App 1, $2,500: $1,000 and $1,500, both cleared → PAID.
      const one = await seed(250_000);
      for (const cents of [100_000, 150_000]) {
        const pid = await prep(one, cents);
        await run(b, APPROVE, { id: pid });
        await run(a, SENT, { id: pid, reference: `Check ${pid}` });
        await run(a, CLEARED, { id: pid, clearedOn: today() });
      }
      // App 2, $1,000: one sent then failed, one released and not sent.
      const two = await seed(100_000);
      const failing = await prep(two, 100_000, 'MOHELA');
      await run(b, APPROVE, { id: failing });
      await run(a, SENT, { id: failing, reference: 'ACH 1' });
      await run(a, FAILED, { id: failing, reason: 'Returned R03' });
      const releasedOnly = await prep(two, 100_000, 'MOHELA');
      await run(b, APPROVE, { id: releasedOnly });
      // App 3, $3,000: the old move to PAID.
      const three = await seed(300_000);
      const moved = (await a.client.graphql(SET_STATUS, {
        id: String(three.id),
        status: 'PAID',
        paymentReference: 'OLD-1',
      })) as Result;
      expect(moved.errors).toBeUndefined();
      // App 4, $500: prepared only.
      const four = await seed(50_000);
      await prep(four, 50_000);

      const figures = (await a.client.graphql(
        'query { programCycleHistory { kind figures { committedCents paidCents releasedCents failedCents awards } } }',
      )) as Result<{ programCycleHistory: { kind: string; isCurrent: boolean; figures: Record<string, number> }[] }>;
      expect(figures.errors).toBeUndefined();
      expect(figures.data!.programCycleHistory.find((c) => c.kind === 'UNDERGRAD')!.figures).toEqual({
        committedCents: 700_000,
        paidCents: 550_000,
        releasedCents: 100_000,
        failedCents: 100_000,
        awards: 4,
      });
      const report = (await a.client.graphql(
        'query { programReport(kind: UNDERGRAD) { budget { committedCents paidCents releasedCents failedCents } } }',
      )) as Result<{ programReport: { budget: Record<string, number> } }>;
      expect(report.data!.programReport.budget).toEqual({
        committedCents: 700_000,
        paidCents: 550_000,
        releasedCents: 100_000,
        failedCents: 100_000,
      });
      const reportCsv = parseCsv(
        (await (await a.client.request('GET', '/api/reports/undergrad/csv')).text()).replace(/^\uFEFF/, ''),
      );
      expect(reportCsv).toContainEqual(['Budget', 'Released', '1,000.00']);
      expect(reportCsv).toContainEqual(['Budget', 'Paid', '5,500.00']);
      expect(reportCsv).toContainEqual(['Budget', 'Failed', '1,000.00']);

      const saved = await a.client.request('PUT', '/api/reports/settings', { json: { fiscalYearStartMonth: 1 }, csrf: true });
      expect(saved.status).toBe(200);
      const fiscalYear = Number(today().slice(0, 4));
      const schedule = (await a.client.graphql(
        `query { scheduleI(fiscalYear: ${fiscalYear}) { lines { kind recipients cashCents } totalCashCents } }`,
      )) as Result<{
        scheduleI: { lines: { kind: string; recipients: number; cashCents: number }[]; totalCashCents: number };
      }>;
      expect(schedule.errors).toBeUndefined();
      expect(schedule.data!.scheduleI.lines[0]).toEqual({ kind: 'UNDERGRAD', recipients: 2, cashCents: 550_000 });

      const month = today().slice(0, 7);
      const response = await a.client.request('GET', `/api/disbursements.csv?month=${month}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      const lines = text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
      const rows = parseCsv(text.replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual([
        'Disbursement',
        'Application',
        'Program',
        'State',
        'Payee type',
        'Payee',
        'Account',
        'Amount',
        'Method',
        'Prepared at',
        'Prepared by',
        'Approved at',
        'Approved by',
        'Sent at',
        'Reference',
        'Cleared on',
        'Failed at',
        'Failure reason',
        'Voided at',
        'Void reason',
      ]);
      expect(rows.length - 1).toBe(6);
      expect(text).not.toContain('123456789012');
      expect(text).not.toContain('5678');
      expect(rows.filter((r) => r[6] === '••••9012').length).toBe(5);
      expect(rows.map((r) => r[3]).filter((s) => s === 'Cleared').length).toBe(3);
      expect(rows.map((r) => r[7])).toEqual(expect.arrayContaining(['1000.00', '1500.00', '3000.00', '500.00']));
      const other = await a.client.request('GET', '/api/disbursements.csv?month=2001-01');
      expect(parseCsv((await other.text()).replace(/^\uFEFF/, '')).length).toBe(1);
      expect((await a.client.request('GET', '/api/disbursements.csv?month=2026-13')).status).toBe(400);
      const emp = await staffFor(own, 'employee');
      expect((await emp.client.request('GET', `/api/disbursements.csv?month=${month}`)).status).toBe(403);
    } finally {
      await own.close();
    }
  }, 120_000);
});
