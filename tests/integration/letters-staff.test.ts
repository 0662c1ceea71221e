import yauzl from 'yauzl';
import { LETTER_DOCUMENT, LETTER_DOCUMENT_LABEL } from '../../api/src/domain/letters.js';
import { LETTER_AUTOMATIC_REMINDER } from '../../api/src/modules/audit/audit-words.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { LetterRequest } from '../../api/src/modules/letters/letter-request.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { makePdf } from '../support/fixtures/documents.js';
import { multipartForm } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { readOutline, pageTexts } from '../support/package-reader.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { DECLARE } from './conflicts.support.js';
import { conflictMessages } from '../../api/src/domain/conflicts.js';
import { freshApplications, staffFor, type Staff } from './review.support.js';

const DAY = 24 * 60 * 60 * 1000;

const LETTERS = `query($id: ID!) { application(kind: UNDERGRAD, id: $id) {
  letters { id recommenderName recommenderEmail role waived status requestedAt dueAt receivedAt lastRemindedAt nextReminderAt fileId previewUrl downloadUrl }
  documents { fileId fileAlias label }
} }`;
const LIST = `query($search: String) { applications(kind: UNDERGRAD, search: $search) { items { id reference letterWaitingSince } } }`;
const REMIND = `mutation($id: ID!, $letterId: Int!) { remindRecommender(kind: UNDERGRAD, id: $id, letterId: $letterId) { id lastRemindedAt nextReminderAt } }`;

interface LetterView {
  id: number;
  recommenderName: string;
  recommenderEmail: string;
  role: string;
  waived: boolean;
  status: string;
  receivedAt: string | null;
  lastRemindedAt: string | null;
  nextReminderAt: string | null;
  fileId: string | null;
  previewUrl: string | null;
  downloadUrl: string | null;
}

function unzip(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe.each(databases)('letters of recommendation for staff (%s)', (dbKind) => {
  let app: TestApp;
  let admin: Staff;
  let employee: Staff;
  let volunteer: Staff;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await staffFor(app, 'admin');
    employee = await staffFor(app, 'employee');
    volunteer = await staffFor(app, 'volunteer');
  }, 90_000);
  afterAll(async () => {
    await app.close();
  });

  const db = () => app.services.infra.db;

  /** A fresh application with a letter asked of a counselor, as the form's part makes it. */
  async function applicationWithRequest(waived = true): Promise<{ id: number; letter: LetterRequest }> {
    const [id] = await freshApplications(app, 1);
    const cycle = await app.services.programCycles.current('undergrad');
    const applicant = await db().getRepository('UndergradApplicant').findOneByOrFail({ id: id! });
    const now = app.services.infra.clock.now();
    const letter = await db().transaction((manager) =>
      app.services.letters.requests.create(manager, {
        kind: 'undergrad',
        applicantId: id!,
        reference: (applicant as { reference: string }).reference,
        cycle: { id: cycle.id, closesAt: null, timeZone: cycle.timeZone, lettersDueDays: 14 },
        applicant: { firstName: 'Ana', lastName: 'Reyes' },
        locale: 'en',
        recommender: { name: 'Maria Counselor', email: `counselor-${id}@school.example.org`, role: 'counselor' },
        waived,
        now,
        actor: { userId: null, ip: null },
      }),
    );
    return { id: id!, letter };
  }

  /** The recommender's upload through the letter page's own door, by the request's link. */
  async function arrive(_id: number, letter: LetterRequest): Promise<string> {
    const token = app.services.letters.requests.tokenOf(letter);
    const bytes = await makePdf({ title: 'Dear committee, Ana is remarkable' });
    const res = await new HttpClient(app.url).request('POST', `/api/letters/${token}`, {
      body: multipartForm({}, { letter: { name: 'letter.pdf', bytes, type: 'application/pdf' } }),
      csrf: true,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await db().getRepository(LetterRequest).findOneByOrFail({ id: letter.id })).fileId!;
  }

  const lettersOf = async (staff: Staff, id: number) => {
    const result = await staff.client.graphql<{
      application: { letters: LetterView[]; documents: { fileId: string; fileAlias: string; label: string }[] };
    }>(LETTERS, { id: String(id) });
    expect(result.errors).toBeUndefined();
    return result.data!.application;
  };
  const reminders = () => db().getRepository(OutboxMail).countBy({ kind: 'letter-reminder' });
  const audits = (action: string, targetId: number) =>
    db()
      .getRepository(AuditLogEntry)
      .find({ where: { action, targetId: String(targetId) }, order: { id: 'ASC' } });

  it('shows a received letter in the detail with the waiver, previews and downloads it audited, and puts it in the package and ZIP', async () => {
    const { id, letter } = await applicationWithRequest(true);
    const waiting = await lettersOf(volunteer, id);
    expect(waiting.letters).toMatchObject([
      { id: letter.id, recommenderName: 'Maria Counselor', role: 'counselor', waived: true, status: 'REQUESTED', fileId: null },
    ]);
    expect(waiting.letters[0]!.previewUrl).toBeNull();

    const fileId = await arrive(id, letter);
    const detail = await lettersOf(volunteer, id);
    expect(detail.letters).toMatchObject([{ status: 'RECEIVED', fileId, waived: true }]);
    expect(detail.letters[0]!.receivedAt).not.toBeNull();
    expect(detail.documents.find((d) => d.fileId === fileId)).toMatchObject({
      fileAlias: LETTER_DOCUMENT,
      label: LETTER_DOCUMENT_LABEL,
    });

    const { previewUrl, downloadUrl } = detail.letters[0]!;
    expect(previewUrl).toBe(`/api/undergrad/preview-file/${id}/${fileId}`);
    const preview = await volunteer.client.get(previewUrl!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('application/pdf');
    const download = await volunteer.client.get(downloadUrl!);
    expect(download.status).toBe(200);
    expect((await audits('document.preview', id)).map((a) => a.detail)).toEqual([LETTER_DOCUMENT]);
    expect(await audits('document.download', id)).toHaveLength(1);

    const pkg = await admin.client.get(`/api/undergrad/download-pdf/${id}`);
    expect(pkg.status).toBe(200);
    const pdf = Buffer.from(await pkg.arrayBuffer());
    const outline = await readOutline(pdf);
    const heading = outline.find((b) => b.title.endsWith(LETTER_DOCUMENT_LABEL));
    expect(heading).toBeDefined();
    const pages = await pageTexts(pdf);
    expect(pages[heading!.pageIndex]).toContain(LETTER_DOCUMENT_LABEL);
    expect(pages.some((text) => text.includes('Dear committee, Ana is remarkable'))).toBe(true);

    const zip = await admin.client.get(`/api/undergrad/download-zip/${id}`);
    expect(zip.status).toBe(200);
    const names = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect(names.some((name) => name.includes(LETTER_DOCUMENT))).toBe(true);
  }, 60_000);

  it('marks a waiting letter in the list, and no more once it has arrived', async () => {
    const { id, letter } = await applicationWithRequest(false);
    const { reference } = await db().getRepository('UndergradApplicant').findOneByOrFail({ id });
    const row = async () => {
      const result = await employee.client.graphql<{
        applications: { items: { id: string; letterWaitingSince: string | null }[] };
      }>(LIST, { search: reference as string });
      expect(result.errors).toBeUndefined();
      return result.data!.applications.items.find((item) => item.id === String(id))!;
    };
    const since = (await row()).letterWaitingSince;
    // MariaDB keeps whole seconds here.
    expect(Math.abs(new Date(since!).getTime() - letter.requestedAt.getTime())).toBeLessThan(1000);
    await arrive(id, letter);
    expect((await row()).letterWaitingSince).toBeNull();
  });

  it('lets staff remind the recommender once per 48 hours, audited with their name, in GraphQL and REST', async () => {
    const { id, letter } = await applicationWithRequest();
    const before = await reminders();
    const first = await employee.client.graphql<{ remindRecommender: { lastRemindedAt: string; nextReminderAt: string } }>(
      REMIND,
      { id: String(id), letterId: letter.id },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.remindRecommender.nextReminderAt).not.toBeNull();
    expect(await reminders()).toBe(before + 1);
    const [reminded] = await audits('letter.reminded', id);
    expect(reminded!.actorUserId).toBe(employee.account.id);

    const again = await employee.client.graphql(REMIND, { id: String(id), letterId: letter.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/less than 48 hours ago/);
    const rest = await admin.client.request('POST', `/api/undergrad/letters/${letter.id}/remind`, { csrf: true });
    expect(rest.status).toBe(409);
    expect(await reminders()).toBe(before + 1);

    // Two days later, one more may leave: through REST this time.
    await db()
      .getRepository(LetterRequest)
      .update({ id: letter.id }, { lastRemindedAt: new Date(Date.now() - 2 * DAY - 60_000) });
    const later = await admin.client.request('POST', `/api/undergrad/letters/${letter.id}/remind`, { csrf: true });
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ id: letter.id, status: 'REQUESTED' });
    expect(await reminders()).toBe(before + 2);

    // A volunteer may not; a letter of another application is not found; a received one is not awaited.
    expect((await volunteer.client.graphql(REMIND, { id: String(id), letterId: letter.id })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const other = await applicationWithRequest();
    expect(
      (await employee.client.graphql(REMIND, { id: String(id), letterId: other.letter.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    await arrive(other.id, other.letter);
    expect(
      (await employee.client.graphql(REMIND, { id: String(other.id), letterId: other.letter.id })).errors?.[0]?.extensions?.code,
    ).toBe('CONFLICT');
  });

  it('sends the automatic reminder once, 7 days before the due date and not earlier, however often the job runs', async () => {
    const { id, letter } = await applicationWithRequest();
    const repo = db().getRepository(LetterRequest);
    const now = Date.now();
    // Asked three weeks ago, due in 8 days: not yet.
    await repo.update({ id: letter.id }, { requestedAt: new Date(now - 21 * DAY), dueAt: new Date(now + 8 * DAY) });
    const before = await reminders();
    expect(await app.services.letters.staff.sendAutoReminders()).toBe(0);
    expect(await reminders()).toBe(before);
    expect((await repo.findOneByOrFail({ id: letter.id })).autoReminderSentAt).toBeNull();

    // Due in 6 days: once, however many runs (each claims the row before its e-mail is queued).
    await repo.update({ id: letter.id }, { dueAt: new Date(now + 6 * DAY) });
    expect(await app.services.letters.staff.sendAutoReminders()).toBe(1);
    expect(await app.services.letters.staff.sendAutoReminders()).toBe(0);
    expect(await reminders()).toBe(before + 1);
    expect((await repo.findOneByOrFail({ id: letter.id })).autoReminderSentAt).not.toBeNull();
    const audited = await audits('letter.reminded', id);
    expect(audited.map((a) => [a.detail, a.actorUserId])).toEqual([[LETTER_AUTOMATIC_REMINDER, null]]);
  });

  it('marks a letter still awaited past its due date EXPIRED, audited, and leaves a received one alone', async () => {
    const late = await applicationWithRequest();
    const received = await applicationWithRequest();
    await arrive(received.id, received.letter);
    const repo = db().getRepository(LetterRequest);
    const past = new Date(Date.now() - 60_000);
    await repo.update({ id: late.letter.id }, { dueAt: past });
    await repo.update({ id: received.letter.id }, { dueAt: past });
    // Before the job, staff already read it as expired, and the list no longer says it waits.
    expect((await lettersOf(employee, late.id)).letters[0]!.status).toBe('EXPIRED');

    await app.services.letters.staff.expireOverdue();
    await app.services.letters.staff.expireOverdue();
    const row = await repo.findOneByOrFail({ id: late.letter.id });
    expect(row.status).toBe('EXPIRED');
    expect(row.endedAt).not.toBeNull();
    expect(await audits('letter.expired', late.id)).toHaveLength(1);
    expect((await repo.findOneByOrFail({ id: received.letter.id })).status).toBe('RECEIVED');
    expect(await audits('letter.expired', received.id)).toHaveLength(0);
    expect(app.services.infra.jobs.jobNames).toEqual(expect.arrayContaining(['letter-reminders', 'letter-expiry']));
  });

  it('keeps the letters from a staff member who declared a conflict, like the rest of the detail', async () => {
    const { id, letter } = await applicationWithRequest();
    const recused = await staffFor(app, 'employee', 'rita');
    const declared = await recused.client.graphql(DECLARE, { id: String(id), category: 'FAMILY' });
    expect(declared.errors).toBeUndefined();
    const read = await recused.client.graphql(LETTERS, { id: String(id) });
    expect(read.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(read.errors?.[0]?.message).toBe(conflictMessages.declared);
    expect(read.data?.application ?? null).toBeNull();
    // The letter is still awaited, so only the declaration refuses the reminder, at both doors.
    const graphql = await recused.client.graphql(REMIND, { id: String(id), letterId: letter.id });
    expect(graphql.errors?.[0]?.message).toBe(conflictMessages.declared);
    const rest = await recused.client.request('POST', `/api/undergrad/letters/${letter.id}/remind`, { csrf: true });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({ error: conflictMessages.declared });
    expect((await db().getRepository(LetterRequest).findOneByOrFail({ id: letter.id })).lastRemindedAt).toBeNull();
  });
});
