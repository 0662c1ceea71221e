import { DisbursementRow } from '../../api/src/modules/disbursements/disbursement.entity.js';
import { ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import { databases, type TestApp } from '../support/test-app.js';
import {
  APPROVE,
  CLEARED,
  code,
  FAILED,
  input,
  Ledger,
  PREPARE,
  SENT,
  today,
  VOID,
  type Result,
} from './disbursements.support.js';
import { SET_STATUS, type Staff } from './review.support.js';

/** The ledger across one award: several payments, failed and voided ones, the old move to PAID, the lists. */
describe.each(databases)('the disbursement ledger: an award paid by several payments, and the payments lists (%s)', (dbKind) => {
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
  const payInFull = (id: number, proof: string, amountCents: number) => ledger.payInFull(id, proof, amountCents);
  const detail = (id: number) => ledger.detail(id);

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
});
