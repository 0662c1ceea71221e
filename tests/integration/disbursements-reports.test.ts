import { randomUUID } from 'node:crypto';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { parseCsv } from '../support/csv.js';
import { databases, startTestApp } from '../support/test-app.js';
import {
  APPROVE,
  CLEARED,
  FAILED,
  input,
  PREPARE,
  SENT,
  TIME_ZONE,
  today,
  type Change,
  type Result,
} from './disbursements.support.js';
import { freshApplications, SET_STATUS, staffFor, type Staff } from './review.support.js';

/** The ledger as the figures, the program report, Schedule I and the monthly CSV count it, on an app of its own. */
describe.each(databases)('the disbursement ledger in the figures and reports (%s)', (dbKind) => {
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
