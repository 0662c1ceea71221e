/**
 * The cycle report's funnel (issue 42, problem 5): each stage counts every application that has
 * ever reached it, by the status history, so a round trip through Needs information still counts
 * there. Applications move through the real GraphQL doors; every figure is worked out by hand
 * below and read back from GraphQL, REST and the CSV, on SQLite and MariaDB.
 */
import { FUNNEL_TITLE } from '../../api/src/domain/reports.js';
import { RetentionRecord } from '../../api/src/modules/retention/retention.entity.js';
import { parseCsv } from '../support/csv.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { REQUEST } from './application-status.support.js';
import { freshApplications, SET_STATUS, staffFor, type ReviewStatus, type Staff } from './review.support.js';

const FUNNEL = 'query { programReport(kind: UNDERGRAD) { cycle { id } funnel { stage label count } } }';

type Funnel = { stage: string; label: string; count: number }[];
const byLabel = (funnel: { label: string; count: number }[]) => Object.fromEntries(funnel.map((f) => [f.label, f.count]));

describe.each(databases)('the cycle funnel counts every stage an application reached (%s)', (dbKind) => {
  let app: TestApp;
  let admin: Staff;
  let employee: Staff;
  /** The funnel while three applications wait in Needs information, and once two went back to review. */
  let asked: Record<string, number>;
  let answered: Record<string, number>;

  const funnel = async (): Promise<Funnel> => {
    const { data, errors } = await employee.client.graphql<{ programReport: { funnel: Funnel } }>(FUNNEL);
    expect(errors).toBeUndefined();
    return data!.programReport.funnel;
  };
  const move = async (by: Staff, id: number, status: ReviewStatus, details: Record<string, unknown> = {}) => {
    const { errors } = await by.client.graphql(SET_STATUS, { id: String(id), status, ...details });
    expect(errors).toBeUndefined();
  };
  const askForDocuments = async (id: number) => {
    const { errors } = await employee.client.graphql(REQUEST, { id: String(id), items: [{ document: 'transcript' }] });
    expect(errors).toBeUndefined();
  };

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await staffFor(app, 'admin');
    employee = await staffFor(app, 'employee');
    // The first ("received") is never moved. inReview: review started. waiting: asked for documents, still waiting.
    const [, inReview, waiting, roundTrip, paid, roundTripPaid, declined, bothWays] = await freshApplications(app, 8);
    await move(employee, inReview!, 'IN_REVIEW');
    // Asking from Received passes In review on the way (two moves in the history).
    for (const id of [waiting!, roundTrip!, roundTripPaid!]) await askForDocuments(id);
    asked = byLabel(await funnel());
    // roundTrip and roundTripPaid go back to review (the staff's "Back to review").
    for (const id of [roundTrip!, roundTripPaid!]) await move(employee, id, 'IN_REVIEW');
    answered = byLabel(await funnel());
    const award = { awardCents: 100_000 };
    const payment = { paymentReference: 'CHK-1' };
    await move(employee, paid!, 'IN_REVIEW');
    await move(admin, paid!, 'APPROVED', award);
    await move(admin, paid!, 'PAID', payment);
    await move(admin, roundTripPaid!, 'APPROVED', award);
    await move(admin, roundTripPaid!, 'PAID', payment);
    await move(employee, declined!, 'IN_REVIEW');
    await move(admin, declined!, 'DECLINED', { reason: 'Outside the program.' });
    // bothWays: approved, reopened, then declined: it has reached both outcomes.
    await move(employee, bothWays!, 'IN_REVIEW');
    await move(admin, bothWays!, 'APPROVED', award);
    await move(admin, bothWays!, 'IN_REVIEW', { reason: 'The award was a mistake.' });
    await move(admin, bothWays!, 'DECLINED', { reason: 'Outside the program.' });
    // An archived application of the cycle purged while it waited for documents: its record keeps
    // only its last status (its history is deleted with it), which says it was in review too.
    const { data } = await employee.client.graphql<{ programReport: { cycle: { id: string } } }>(FUNNEL);
    await app.services.infra.db.getRepository(RetentionRecord).insert({
      applicantKind: 'undergrad',
      cycleId: Number(data!.programReport.cycle.id),
      reviewStatus: 'NEEDS_INFO',
      rule: 'archived',
      submittedAt: new Date('2026-01-01T00:00:00Z'),
      decidedAt: null,
      paidAt: null,
      archivedAt: new Date('2026-02-01T00:00:00Z'),
      awardCents: null,
      paymentReference: null,
      purgedAt: new Date('2026-09-01T00:00:00Z'),
    });
  }, 120_000);
  afterAll(() => app.close());

  it('keeps a round trip through Needs information in that bar, and In review does not go down', () => {
    // received; inReview; waiting, roundTrip and roundTripPaid in Needs information (by way of In review).
    const before = { Received: 8, 'In review': 4, 'Needs information': 3, Decided: 0, Approved: 0, Declined: 0, Paid: 0 };
    expect(asked).toEqual(before);
    // Two went back to review: they still reached Needs information, and In review counts them once.
    expect(answered).toEqual(before);
  });

  it('reports the hand-computed funnel alike on GraphQL, REST and the CSV', async () => {
    // Stages reached, application by application:
    //   received       Received
    //   inReview       Received, In review
    //   waiting        Received, In review, Needs information
    //   roundTrip      Received, In review, Needs information
    //   paid           Received, In review, Decided, Approved, Paid
    //   roundTripPaid  Received, In review, Needs information, Decided, Approved, Paid
    //   declined       Received, In review, Decided, Declined
    //   bothWays       Received, In review, Decided, Approved, Declined
    //   purged record  Received, In review, Needs information (from its last status, NEEDS_INFO)
    const expected = {
      Received: 9,
      'In review': 8,
      'Needs information': 4,
      Decided: 4,
      Approved: 3,
      Declined: 2,
      Paid: 2,
    };
    const graphql = await funnel();
    expect(graphql.map((f) => f.stage)).toEqual([
      'RECEIVED',
      'IN_REVIEW',
      'NEEDS_INFORMATION',
      'DECIDED',
      'APPROVED',
      'DECLINED',
      'PAID',
    ]);
    expect(byLabel(graphql)).toEqual(expected);
    // Approved and Declined add up to Decided but for bothWays, which counts in both.
    expect(expected.Approved + expected.Declined).toBe(expected.Decided + 1);

    const rest = await employee.client.request('GET', '/api/reports/undergrad');
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { funnel: Funnel };
    expect(body.funnel.find((f) => f.stage === 'needsInformation')?.count).toBe(4);
    expect(byLabel(body.funnel)).toEqual(expected);

    const csv = await employee.client.request('GET', '/api/reports/undergrad/csv');
    const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, '')).filter((row) => row[0] === FUNNEL_TITLE);
    expect(rows).toEqual(Object.entries(expected).map(([label, count]) => [FUNNEL_TITLE, label, String(count)]));
  });
});
