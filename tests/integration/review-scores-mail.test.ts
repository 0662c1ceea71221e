import { APPLICATION_KIND_PATHS } from '../../api/src/domain/applications/index.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { DETAIL, freshApplications, putAt, SCORE, SET_STATUS, staffFor, type Staff } from './review.support.js';

type Result = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
type Detail = {
  averageScore: number | null;
  scoreCount: number;
  scoresVisible: boolean;
  scoresLocked: boolean;
  scores: { mine: boolean; score: number | null }[];
};

/** Undergraduate rubric: hardship 10 (×3), debt burden 10 (×2), degree in four years 5 (×1), documents complete 5 (×1). */
const first = [
  { criterion: 'hardship', points: 10 },
  { criterion: 'debtBurden', points: 5 },
  { criterion: 'degreeInFourYears', points: null },
  { criterion: 'documentsComplete', points: 5 },
];
const second = [
  { criterion: 'hardship', points: 0 },
  { criterion: 'debtBurden', points: 10 },
  { criterion: 'degreeInFourYears', points: 5 },
  { criterion: 'documentsComplete', points: 0 },
];

describe.each(databases)('rubric scores and decision e-mails (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const staff = {} as Record<'a' | 'b' | 'employee' | 'admin', Staff>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    staff.a = await staffFor(app, 'volunteer', 'ada');
    staff.b = await staffFor(app, 'volunteer', 'ben');
    staff.employee = await staffFor(app, 'employee');
    staff.admin = await staffFor(app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const detail = async (who: Staff, id: number) =>
    ((await who.client.graphql(DETAIL, { id: String(id) })) as Result).data!.application as Detail;
  const listRow = async (who: Staff, id: number) => {
    const r = (await who.client.graphql(
      `{ applications(kind: UNDERGRAD, pageSize: 1000) { items { id averageScore scoreCount } } }`,
    )) as Result;
    return (r.data!.applications as { items: { id: string; averageScore: number | null; scoreCount: number }[] }).items.find(
      (i) => i.id === String(id),
    )!;
  };

  it('normalises to 100 leaving N/A out, averages reviewers, and keeps scores blind until one scores', async () => {
    const [id] = await freshApplications(app, 1);
    const a = (await staff.a.client.graphql(SCORE, { id: String(id), scores: first })) as Result;
    expect(a.errors).toBeUndefined();
    // (3×10/10 + 2×5/10 + 1×5/5) / (3+2+1) = 5/6
    expect((a.data!.scoreApplication as Detail).scores).toEqual([expect.objectContaining({ mine: true, score: 83.33 })]);

    // B has not scored: sees no one's score and no average, in the detail and in the list.
    const blind = await detail(staff.b, id!);
    expect(blind).toMatchObject({ scoresVisible: false, scores: [], averageScore: null, scoreCount: 1 });
    expect(await listRow(staff.b, id!)).toMatchObject({ averageScore: null, scoreCount: 1 });
    // Admins always see them.
    expect(await detail(staff.admin, id!)).toMatchObject({ scoresVisible: true, averageScore: 83.33 });

    const b = (await staff.b.client.graphql(SCORE, { id: String(id), scores: second })) as Result;
    expect(b.errors).toBeUndefined();
    // (0 + 2×10/10 + 1×5/5 + 0) / 7 = 3/7 → 42.86; average (83.33 + 42.86) / 2 = 63.095 → 63.1
    const seen = await detail(staff.b, id!);
    expect(seen.scoresVisible).toBe(true);
    expect(seen.scores.map((s) => s.score).sort()).toEqual([42.86, 83.33]);
    expect(seen.averageScore).toBe(63.1);
    expect(await listRow(staff.a, id!)).toMatchObject({ averageScore: 63.1, scoreCount: 2 });

    // A has seen B's score now, so A's is locked (review-blind-lock.test.ts); once an admin unlocks
    // it, changing one's score replaces it, and every criterion N/A counts as no score at all.
    await staff.admin.client.graphql(
      `mutation($id: ID!, $r: ID!) { unlockReviewerScore(kind: UNDERGRAD, id: $id, reviewerId: $r) { id } }`,
      { id: String(id), r: String(staff.a.account.id) },
    );
    const allNa = first.map((s) => ({ ...s, points: null }));
    expect(((await staff.a.client.graphql(SCORE, { id: String(id), scores: allNa })) as Result).errors).toBeUndefined();
    expect(await detail(staff.admin, id!)).toMatchObject({ scoreCount: 2, averageScore: 42.86 });
  });

  it('refuses scores outside the rubric, and locks them at the decision', async () => {
    const [id] = await freshApplications(app, 1);
    const bad = (await staff.a.client.graphql(SCORE, {
      id: String(id),
      scores: [{ criterion: 'hardship', points: 11 }, ...first.slice(1)],
    })) as Result;
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = (await staff.a.client.graphql(SCORE, { id: String(id), scores: first.slice(1) })) as Result;
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await putAt(app, id!, 'IN_REVIEW');
    await staff.a.client.graphql(SCORE, { id: String(id), scores: first });
    await staff.admin.client.graphql(SET_STATUS, { id: String(id), status: 'DECLINED', reason: 'Outside the program' });
    const locked = (await staff.a.client.graphql(SCORE, { id: String(id), scores: second })) as Result;
    expect(locked.errors?.[0]?.message).toBe('Scores are locked once a decision is made.');
    expect(await detail(staff.admin, id!)).toMatchObject({ scoresLocked: true, averageScore: 83.33 });
  });

  it('e-mails the applicant on APPROVED and DECLINED, kindly, with the program and reference and nothing else personal', async () => {
    const kinds = ['undergrad', 'parent'] as const;
    for (const [i, kind] of kinds.entries()) {
      const fields = sampleFields[kind]();
      const files = await documentsFor(kind);
      const submitted = await restSubmit(new HttpClient(app.url), kind, fields, files);
      const { reference } = (await submitted.json()) as { reference: string };
      const segment = APPLICATION_KIND_PATHS[kind];
      const [row] = (await (await staff.admin.client.get(`/api/${segment}/get-all?q=${reference}`)).json()) as { id: number }[];
      const gqlKind = kind === 'undergrad' ? 'UNDERGRAD' : 'PARENT';
      const moveTo = (status: string, extra: Record<string, unknown> = {}) =>
        staff.admin.client.graphql(
          `mutation($id: ID!, $status: ReviewStatus!, $reason: String, $awardCents: Int) { setReviewStatus(kind: ${gqlKind}, id: $id, status: $status, reason: $reason, awardCents: $awardCents) { reviewStatus } }`,
          { id: String(row!.id), status, ...extra },
        );
      await smtp.next((m) => m.raw.includes(reference)); // the submission's confirmation
      const mailsBefore = smtp.mails.filter((m) => m.raw.includes(reference)).length;
      await moveTo('IN_REVIEW');
      await moveTo('NEEDS_INFO', { reason: 'Transcript unreadable' });
      await moveTo('IN_REVIEW');
      // Internal steps send nothing (only the submission's confirmation carries the reference so far).
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.mails.filter((m) => m.raw.includes(reference)).length).toBe(mailsBefore);
      const decision = i === 0 ? 'APPROVED' : 'DECLINED';
      const result = (await moveTo(
        decision,
        decision === 'APPROVED' ? { awardCents: 480_000 } : { reason: 'Income above the limit' },
      )) as Result;
      expect(result.errors).toBeUndefined();
      const mail = await smtp.next((m) => m.raw.includes(reference) && m.raw.includes('A decision on your'));
      const email = kind === 'undergrad' ? fields.email! : fields.parentEmail!;
      expect(mail.to).toEqual([email]);
      const text = mail.raw.replace(/=\r?\n/g, '');
      expect(text).toContain(kind === 'undergrad' ? 'Undergraduate Loan Repayment program' : 'Parent Loan Repayment program');
      expect(text).toContain(
        decision === 'APPROVED' ? 'has been approved, with an award of $4,800.' : 'we cannot offer you support this time',
      );
      // Greeted by first name, as the confirmation does; nothing more of the person.
      expect(text).toContain(`Dear ${kind === 'undergrad' ? fields.firstName : fields.parentFirstName},`);
      const ssnFields = kind === 'undergrad' ? ['socialSecurity'] : ['parentSocialSecurity', 'studentSocialSecurity'];
      const personal = [
        ...ssnFields.flatMap((f) => [fields[f]!, fields[f]!.replace(/-/g, '')]),
        ...[
          'address',
          'parentAddress',
          'city',
          'parentCity',
          'zip',
          'parentZip',
          'lastName',
          'parentLastName',
          // The parent is greeted; the student is not named.
          ...(kind === 'parent' ? ['studentFirstName', 'firstName'] : []),
        ]
          .map((f) => fields[f])
          .filter((v): v is string => !!v),
        ...Object.values(files).map((f) => f!.name),
        'Income above the limit',
      ];
      for (const value of personal) expect(text, `the e-mail must not contain ${value}`).not.toContain(value);
    }
  }, 60_000);
});
