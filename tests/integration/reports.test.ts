import { DisbursementRow } from '../../api/src/modules/disbursements/disbursement.entity.js';
/**
 * Program cycle reports and Schedule I (issue 27, points 5 and 6) against a seeded cycle whose
 * every figure is worked out by hand below, on SQLite and MariaDB.
 */
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { InfoRequestRow } from '../../api/src/modules/info-requests/info-request.entity.js';
import { RetentionRecord } from '../../api/src/modules/retention/retention.entity.js';
import { ApplicationAssignment, ApplicationScoreRow, ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import type { Clock } from '../../api/src/config/clock.js';
import { parseCsv } from '../support/csv.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, staffFor, type ReviewStatus, type Staff } from './review.support.js';

const at = (iso: string) => new Date(iso);
const system = { userId: null, ip: '127.0.0.1' };

const REPORT = `query($cycleId: ID) { programReport(kind: UNDERGRAD, cycleId: $cycleId) {
  cycle { id number isCurrent budgetCents maxAwards }
  funnel { stage label count }
  decisionTimes { decided medianDays p90Days }
  budget { committedCents paidCents remainingCents awards remainingAwards }
  reviewers { name assigned scored averageScore }
  openRequests { open medianWaitDays longestWaitDays }
} }`;

describe.each(databases)('program reports and Schedule I (%s)', (dbKind) => {
  let app: TestApp;
  let admin: Staff;
  let employee: Staff;
  const clock: Clock = { now: () => at('2026-10-01T12:00:00Z') };

  beforeAll(async () => {
    app = await startTestApp(dbKind, { clock });
    admin = await staffFor(app, 'admin');
    employee = await staffFor(app, 'employee', 'emma');
    const volunteer = await staffFor(app, 'volunteer', 'vera');
    const db = app.services.infra.db;
    // A second cycle: the first stays with no applications; those without a cycle count in the current one.
    const cycle = await app.services.programCycles.save(system, {
      kind: 'undergrad',
      newCycle: true,
      budgetCents: 1_000_000,
      maxAwards: 10,
    });
    const [a1, a2, a3, a4, a5, a6, a7, a8, a10] = await freshApplications(app, 9);
    const applicants = db.getRepository(UndergradApplicant);
    const put = async (
      id: number,
      reviewStatus: ReviewStatus,
      awardCents: number | null = null,
      paidAt: string | null = null,
    ) => {
      await applicants.update(
        { id },
        { reviewStatus, awardCents, paidAt: paidAt ? at(paidAt) : null, createdAt: at('2026-03-01T00:00:00Z') },
      );
      // Paid means cleared (issue 40): the ledger holds the payment, as the migration records one for an award paid before it.
      if (reviewStatus === 'PAID')
        await db.getRepository(DisbursementRow).insert({
          applicantKind: 'undergrad',
          applicantId: id,
          state: 'CLEARED',
          origin: 'BEFORE_LEDGER',
          payeeName: 'Recorded before the ledger',
          amountCents: awardCents!,
          preparedAt: at(paidAt!),
          clearedAt: at(paidAt!),
          clearedOn: paidAt!.slice(0, 10),
          stateChangedAt: at(paidAt!),
        });
    };
    await put(a1!, 'RECEIVED');
    await put(a2!, 'IN_REVIEW');
    await put(a3!, 'NEEDS_INFO');
    await put(a4!, 'APPROVED', 100_000);
    await put(a5!, 'PAID', 150_000, '2026-08-15T15:00:00Z');
    await put(a6!, 'DECLINED');
    await put(a7!, 'DECLINED');
    await put(a8!, 'PAID', 50_000, '2026-06-20T15:00:00Z');
    await put(a10!, 'PAID', 30_000, '2026-09-01T15:00:00Z');
    // a10 is a5's applicant again: one person, one recipient (told apart by the SSN's keyed hash).
    const { socialSecurityHash } = await applicants.findOneByOrFail({ id: a5! });
    await applicants.update({ id: a10! }, { socialSecurityHash });

    // First decisions: a7 1 day, a5 3, a8 5, a4 10, a10 15, a6 20 (a7's later one does not count).
    const history = db.getRepository(ReviewStatusChange);
    const moved = (applicantId: number, fromStatus: ReviewStatus, toStatus: ReviewStatus, when: string) =>
      history.insert({
        applicantKind: 'undergrad',
        applicantId,
        fromStatus,
        toStatus,
        actorUserId: null,
        reason: null,
        at: at(when),
      });
    await moved(a2!, 'RECEIVED', 'IN_REVIEW', '2026-03-02T00:00:00Z');
    await moved(a4!, 'IN_REVIEW', 'APPROVED', '2026-03-11T00:00:00Z');
    await moved(a5!, 'IN_REVIEW', 'APPROVED', '2026-03-04T00:00:00Z');
    await moved(a5!, 'APPROVED', 'PAID', '2026-08-15T15:00:00Z');
    await moved(a6!, 'IN_REVIEW', 'DECLINED', '2026-03-21T00:00:00Z');
    await moved(a7!, 'IN_REVIEW', 'DECLINED', '2026-03-02T00:00:00Z');
    await moved(a7!, 'DECLINED', 'IN_REVIEW', '2026-03-20T00:00:00Z');
    await moved(a7!, 'IN_REVIEW', 'DECLINED', '2026-04-01T00:00:00Z');
    await moved(a8!, 'IN_REVIEW', 'APPROVED', '2026-03-06T00:00:00Z');
    await moved(a10!, 'IN_REVIEW', 'APPROVED', '2026-03-16T00:00:00Z');
    // A purged application of the cycle, paid: decided in 10 days, paid in fiscal year 2026.
    await db.getRepository(RetentionRecord).insert({
      applicantKind: 'undergrad',
      cycleId: cycle.id,
      reviewStatus: 'PAID',
      rule: 'paid',
      submittedAt: at('2026-01-01T00:00:00Z'),
      decidedAt: at('2026-01-11T00:00:00Z'),
      paidAt: at('2026-07-10T15:00:00Z'),
      archivedAt: null,
      awardCents: 70_000,
      paymentReference: null,
      purgedAt: at('2026-09-30T00:00:00Z'),
    });

    const assign = (applicantId: number, userId: number) =>
      db
        .getRepository(ApplicationAssignment)
        .insert({ applicantKind: 'undergrad', applicantId, userId, assignedBy: null, assignedAt: at('2026-03-02T00:00:00Z') });
    await assign(a2!, volunteer.account.id);
    await assign(a3!, volunteer.account.id);
    await assign(a2!, employee.account.id);
    const score = (applicantId: number, reviewerUserId: number, scoreHundredths: number) =>
      db.getRepository(ApplicationScoreRow).insert({
        applicantKind: 'undergrad',
        applicantId,
        reviewerUserId,
        pointsJson: '{}',
        scoreHundredths,
        createdAt: at('2026-03-03T00:00:00Z'),
        updatedAt: at('2026-03-03T00:00:00Z'),
        lockedAt: null,
        unlockedAt: null,
      });
    await score(a2!, volunteer.account.id, 8000);
    await score(a4!, volunteer.account.id, 9000);
    await score(a2!, employee.account.id, 7050);

    // Open requests: 10.5 and 2 days old at the clock's noon; an answered and a closed one do not count.
    const request = (createdAt: string, fulfilledAt: string | null, closedAt: string | null) =>
      db.getRepository(InfoRequestRow).insert({
        applicantKind: 'undergrad',
        applicantId: a3!,
        document: 'other',
        note: null,
        dueAt: null,
        requestedBy: null,
        createdAt: at(createdAt),
        fulfilledAt: fulfilledAt ? at(fulfilledAt) : null,
        fileId: null,
        closedAt: closedAt ? at(closedAt) : null,
        reminderSentAt: null,
      });
    await request('2026-09-21T00:00:00Z', null, null);
    await request('2026-09-29T12:00:00Z', null, null);
    await request('2026-09-01T00:00:00Z', '2026-09-02T00:00:00Z', null);
    await request('2026-09-01T00:00:00Z', null, '2026-09-03T00:00:00Z');
  }, 60_000);
  afterAll(() => app.close());

  it('counts the funnel, the days to decision, the budget, the reviewers and the open requests of the cycle', async () => {
    const { data, errors } = await employee.client.graphql<{ programReport: Record<string, unknown> }>(REPORT);
    expect(errors).toBeUndefined();
    const report = data!.programReport as {
      cycle: { number: number; isCurrent: boolean; budgetCents: number; maxAwards: number };
      funnel: { stage: string; count: number }[];
    };
    expect(report.cycle).toMatchObject({ number: 2, isCurrent: true, budgetCents: 1_000_000, maxAwards: 10 });
    // Every stage reached, by the current status and the history: all but a1 were in review.
    expect(Object.fromEntries(report.funnel.map((f) => [f.stage, f.count]))).toEqual({
      RECEIVED: 10,
      IN_REVIEW: 9,
      NEEDS_INFORMATION: 1,
      DECIDED: 7,
      APPROVED: 5,
      DECLINED: 2,
      PAID: 4,
    });
    expect(data!.programReport).toMatchObject({
      decisionTimes: { decided: 7, medianDays: 10, p90Days: 20 },
      budget: { committedCents: 330_000, paidCents: 230_000, remainingCents: 670_000, awards: 4, remainingAwards: 6 },
      reviewers: [
        { name: expect.stringMatching(/^Emma employee /), assigned: 1, scored: 1, averageScore: 70.5 },
        { name: expect.stringMatching(/^Vera volunteer /), assigned: 2, scored: 2, averageScore: 85 },
      ],
      openRequests: { open: 2, medianWaitDays: 2, longestWaitDays: 10.5 },
    });
  });

  it('reports an earlier cycle by its id, and refuses one of another program', async () => {
    const cycles = await employee.client.graphql<{ reportCycles: { id: string; number: number; isCurrent: boolean }[] }>(
      'query { reportCycles(kind: UNDERGRAD) { id number isCurrent } }',
    );
    const [current, first] = cycles.data!.reportCycles;
    expect([current!.number, current!.isCurrent, first!.number, first!.isCurrent]).toEqual([2, true, 1, false]);
    const earlier = await employee.client.graphql<{ programReport: { funnel: { count: number }[] } }>(REPORT, {
      cycleId: first!.id,
    });
    expect(earlier.data!.programReport.funnel[0]!.count).toBe(0);
    const parents = await app.services.reports.cyclesOf('parent');
    const wrong = await employee.client.graphql(REPORT, { cycleId: String(parents[0]!.id) });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the same report over REST, and as a CSV with every cell quoted', async () => {
    const rest = await employee.client.request('GET', '/api/reports/undergrad');
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { funnel: { stage: string; count: number }[] };
    expect(body.funnel.find((f) => f.stage === 'paid')!.count).toBe(4);
    const csv = await employee.client.request('GET', '/api/reports/undergrad/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?report-undergrad-cycle-2\.csv"?$/);
    const text = await csv.text();
    expect(text.split('\r\n')[1]).toBe('"Applications that reached each stage","Received","10"');
    expect(parseCsv(text.replace(/^\uFEFF/, ''))).toContainEqual(['Budget', 'Committed', '3,300.00']);
  });

  it('totals Schedule I, Part III by payment date in the fiscal year the admin set, one recipient per person', async () => {
    const saved = await admin.client.request('PUT', '/api/reports/settings', { json: { fiscalYearStartMonth: 7 }, csrf: true });
    expect(saved.status).toBe(200);
    const year2026 = await admin.client.graphql<{ scheduleI: Record<string, unknown> }>(
      'query { scheduleI(fiscalYear: 2026) { label lines { kind grantType recipients cashCents } totalRecipients totalCashCents } }',
    );
    expect(year2026.errors).toBeUndefined();
    expect(year2026.data!.scheduleI).toEqual({
      label: 'July 1, 2026 – June 30, 2027',
      lines: [
        {
          kind: 'UNDERGRAD',
          grantType: 'Student loan repayment assistance to college graduates',
          recipients: 2,
          cashCents: 250_000,
        },
        {
          kind: 'PARENT',
          grantType: 'Student loan repayment assistance to parents of college graduates',
          recipients: 0,
          cashCents: 0,
        },
        { kind: 'HIGH_SCHOOL', grantType: 'Scholarships to graduating high-school seniors', recipients: 0, cashCents: 0 },
      ],
      totalRecipients: 2,
      totalCashCents: 250_000,
    });
    const year2025 = await admin.client.request('GET', '/api/reports/schedule-i?fiscalYear=2025');
    expect((await year2025.json()) as { totalCashCents: number; totalRecipients: number }).toMatchObject({
      totalRecipients: 1,
      totalCashCents: 50_000,
    });
    const csv = await admin.client.request('GET', '/api/reports/schedule-i/csv?fiscalYear=2026');
    expect(parseCsv((await csv.text()).replace(/^\uFEFF/, ''))[1]).toEqual([
      'July 1, 2026 – June 30, 2027',
      'Student loan repayment assistance to college graduates',
      '2',
      '2,500.00',
      '0.00',
    ]);
    const bad = await admin.client.request('GET', '/api/reports/schedule-i?fiscalYear=twenty');
    expect(bad.status).toBe(400);
    const month = await admin.client.request('PUT', '/api/reports/settings', { json: { fiscalYearStartMonth: 13 }, csrf: true });
    expect(((await month.json()) as { fields: Record<string, string> }).fields.fiscalYearStartMonth).toBe(
      'Choose the month the fiscal year begins.',
    );
  });
});
