import { randomUUID } from 'node:crypto';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { DisbursementRow, accountAssociatedData } from '../../api/src/modules/disbursements/disbursement.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { databases, type TestApp } from '../support/test-app.js';
import { APPROVE, CLEARED, code, daysAgo, input, Ledger, PREPARE, SENT, today } from './disbursements.support.js';
import { freshApplications, putAt, staffFor, type Staff } from './review.support.js';

/** One payment's way through the ledger: its states, who may take each step, and what refuses it. */
describe.each(databases)('the disbursement ledger: one payment from prepared to cleared, and its refusals (%s)', (dbKind) => {
  let ledger: Ledger;
  let app: TestApp;
  let first: Staff;
  let second: Staff;
  let employee: Staff;
  let volunteer: Staff;

  beforeAll(async () => {
    ledger = await Ledger.start(dbKind);
    ({ app, first, second, employee, volunteer } = ledger);
  }, 90_000);
  afterAll(() => app.close());

  const approvedAward = (awardCents: number) => ledger.approvedAward(awardCents);
  const call = (who: Staff, query: string, variables: Record<string, unknown>) => ledger.call(who, query, variables);
  const ok = (who: Staff, query: string, variables: Record<string, unknown>) => ledger.ok(who, query, variables);
  const detail = (id: number) => ledger.detail(id);

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
    second = ledger.second = await staffFor(app, 'admin', 'grace');
  });
});
