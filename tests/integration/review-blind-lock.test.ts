import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { SCORE_LOCKED } from '../../api/src/modules/review/rubric-scores.service.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, SCORE, staffFor, type Staff } from './review.support.js';

type Result = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
type Score = { mine: boolean; score: number | null; locked: boolean; reviewer: { id: string } };
type Detail = { averageScore: number | null; scoresVisible: boolean; scores: Score[] };

const DETAIL = `query($id: ID!) {
  application(kind: UNDERGRAD, id: $id) { averageScore scoresVisible scores { mine score locked reviewer { id } } }
}`;
const UNLOCK = `mutation($id: ID!, $reviewerId: ID!) {
  unlockReviewerScore(kind: UNDERGRAD, id: $id, reviewerId: $reviewerId) { id scores { mine locked reviewer { id } } }
}`;

const scored = (hardship: number | null) => [
  { criterion: 'hardship', points: hardship },
  { criterion: 'debtBurden', points: null },
  { criterion: 'degreeInFourYears', points: null },
  { criterion: 'documentsComplete', points: null },
];
const allNa = scored(null);

// Issue 30, finding 7: an all-N/A score opens nothing, and a score is locked once the others were shown.
describe.each(databases)('blind review that stays blind (%s)', (dbKind) => {
  let app: TestApp;
  const staff = {} as Record<'a' | 'b' | 'admin', Staff>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    staff.a = await staffFor(app, 'volunteer', 'ada');
    staff.b = await staffFor(app, 'employee', 'ben');
    staff.admin = await staffFor(app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const detail = async (who: Staff, id: number) =>
    ((await who.client.graphql(DETAIL, { id: String(id) })) as Result).data!.application as Detail;
  const score = (who: Staff, id: number, scores: unknown) =>
    who.client.graphql(SCORE, { id: String(id), scores }) as Promise<Result>;
  const listAverage = async (who: Staff, id: number) => {
    const r = (await who.client.graphql(
      `{ applications(kind: UNDERGRAD, pageSize: 1000) { items { id averageScore } } }`,
    )) as Result;
    return (r.data!.applications as { items: { id: string; averageScore: number | null }[] }).items.find(
      (i) => i.id === String(id),
    )!.averageScore;
  };

  it('keeps the others hidden after an all-N/A score, in the detail and the list', async () => {
    const [id] = await freshApplications(app, 1);
    expect((await score(staff.b, id!, scored(8))).errors).toBeUndefined();
    expect((await score(staff.a, id!, allNa)).errors).toBeUndefined();
    // Asked without the new `locked` field, so the same query shows the bypass on a server without this fix.
    const r = (await staff.a.client.graphql(
      `query($id: ID!) { application(kind: UNDERGRAD, id: $id) { averageScore scoresVisible scores { mine score } } }`,
      { id: String(id) },
    )) as Result;
    const blind = r.data!.application as Detail;
    expect(blind.scoresVisible).toBe(false);
    expect(blind.averageScore).toBeNull();
    expect(blind.scores).toEqual([{ mine: true, score: null }]);
    expect(await listAverage(staff.a, id!)).toBeNull();
    // Still free to score for real, and only then the others show.
    expect((await score(staff.a, id!, scored(4))).errors).toBeUndefined();
    expect((await detail(staff.a, id!)).scores).toHaveLength(2);
  });

  it('locks a score once the others were shown, until an admin unlocks it (audited) for one change', async () => {
    const [id] = await freshApplications(app, 1);
    // Scored first, with nobody else's score to see: still free to change.
    expect((await score(staff.a, id!, scored(6))).errors).toBeUndefined();
    expect((await detail(staff.a, id!)).scores).toEqual([expect.objectContaining({ mine: true, locked: false })]);
    expect((await score(staff.a, id!, scored(7))).errors).toBeUndefined();

    expect((await score(staff.b, id!, scored(2))).errors).toBeUndefined();
    const seen = await detail(staff.a, id!);
    expect(seen.scores).toHaveLength(2);
    expect(seen.scores.find((s) => s.mine)!.locked).toBe(true);
    const refused = await score(staff.a, id!, scored(2));
    expect(refused.errors?.[0]?.message).toBe(SCORE_LOCKED);
    // N/A everywhere is a change too.
    expect((await score(staff.a, id!, allNa)).errors?.[0]?.message).toBe(SCORE_LOCKED);

    // Only an admin unlocks.
    const reviewerId = String(staff.a.account.id);
    expect((await staff.b.client.graphql(UNLOCK, { id: String(id), reviewerId })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const unlocked = (await staff.admin.client.graphql(UNLOCK, { id: String(id), reviewerId })) as Result;
    expect(unlocked.errors).toBeUndefined();
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findBy({ action: 'review.score-unlock', targetType: 'undergrad', targetId: String(id) });
    expect(audit).toEqual([expect.objectContaining({ actorUserId: staff.admin.account.id, detail: `reviewer ${reviewerId}` })]);

    // One change, then the next showing locks it again.
    expect((await score(staff.a, id!, scored(3))).errors).toBeUndefined();
    expect((await detail(staff.a, id!)).scores.find((s) => s.mine)!.locked).toBe(true);
    expect((await score(staff.a, id!, scored(9))).errors?.[0]?.message).toBe(SCORE_LOCKED);
  });

  it("locks once the list's average showed the others; admins' own scores never lock", async () => {
    const [id] = await freshApplications(app, 1);
    await score(staff.a, id!, scored(5));
    await score(staff.admin, id!, scored(9));
    expect(await listAverage(staff.a, id!)).not.toBeNull();
    expect((await score(staff.a, id!, scored(1))).errors?.[0]?.message).toBe(SCORE_LOCKED);
    expect((await detail(staff.admin, id!)).scores).toHaveLength(2);
    expect((await score(staff.admin, id!, scored(10))).errors).toBeUndefined();
  });

  it('has a REST twin for the unlock, admin only, with clear refusals', async () => {
    const [id] = await freshApplications(app, 1);
    await score(staff.a, id!, scored(5));
    await score(staff.b, id!, scored(5));
    await detail(staff.a, id!);
    const path = `/api/undergrad/unlock-reviewer-score/${id}`;
    expect((await staff.b.client.request('POST', path, { json: { reviewerId: staff.a.account.id }, csrf: true })).status).toBe(
      403,
    );
    const ok = await staff.admin.client.request('POST', path, { json: { reviewerId: staff.a.account.id }, csrf: true });
    expect(ok.status).toBe(200);
    // Not locked any more (until the next showing), never scored, or no reviewer named.
    const again = await staff.admin.client.request('POST', path, { json: { reviewerId: staff.a.account.id }, csrf: true });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'This score is not locked.' });
    // The score answered by scoreApplication shows the others again: locked again.
    expect((await score(staff.a, id!, scored(6))).errors).toBeUndefined();
    expect((await score(staff.a, id!, scored(7))).errors?.[0]?.message).toBe(SCORE_LOCKED);
    const none = await staff.admin.client.request('POST', path, { json: { reviewerId: staff.admin.account.id }, csrf: true });
    expect(none.status).toBe(404);
    expect((await staff.admin.client.request('POST', path, { json: {}, csrf: true })).status).toBe(400);
  });
  it("hides the others' notes about the applicant until the reviewer has scored; process notes and one's own stay", async () => {
    const [id] = await freshApplications(app, 1);
    const note = (who: Staff, text: string, processNote?: boolean) =>
      who.client.graphql(
        `mutation($id: ID!, $text: String!, $processNote: Boolean) { addApplicationNote(kind: UNDERGRAD, id: $id, text: $text, processNote: $processNote) { text processNote } }`,
        { id: String(id), text, processNote },
      ) as Promise<Result>;
    expect((await note(staff.b, 'Essay is strong, hardship clear.')).data!.addApplicationNote).toEqual({
      text: 'Essay is strong, hardship clear.',
      processNote: false,
    });
    expect((await note(staff.b, 'Called the school to confirm enrolment.', true)).errors).toBeUndefined();
    expect((await note(staff.a, 'My own first impression.')).errors).toBeUndefined();
    const notes = async (who: Staff) =>
      (
        (await who.client.graphql(
          `query($id: ID!) { application(kind: UNDERGRAD, id: $id) { hiddenNoteCount notes { text processNote } } }`,
          { id: String(id) },
        )) as Result
      ).data!.application as { hiddenNoteCount: number; notes: { text: string }[] };
    const before = await notes(staff.a);
    expect(before.notes.map((n) => n.text)).toEqual(['Called the school to confirm enrolment.', 'My own first impression.']);
    expect(before.hiddenNoteCount).toBe(1);
    expect((await notes(staff.admin)).notes).toHaveLength(3);
    // Scored: the others' notes show, and reading them locks the score like reading their scores.
    expect((await score(staff.a, id!, scored(5))).errors).toBeUndefined();
    const after = await notes(staff.a);
    expect(after.hiddenNoteCount).toBe(0);
    expect(after.notes).toHaveLength(3);
    expect((await detail(staff.a, id!)).scores.find((s) => s.mine)!.locked).toBe(true);
  });
});
