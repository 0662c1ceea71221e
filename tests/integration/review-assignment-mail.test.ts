import { applicantName, KINDS } from '../../api/src/modules/application-records/kinds.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, staffFor, type Staff } from './review.support.js';

type Result = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

const ASSIGN = `mutation($id: ID!, $userIds: [ID!]!) { assignApplication(kind: UNDERGRAD, id: $id, userIds: $userIds) { id } }`;
const BULK = `mutation($ids: [ID!]!, $assignUserIds: [ID!]) {
  bulkUpdateApplications(kind: UNDERGRAD, ids: $ids, assignUserIds: $assignUserIds)
}`;

const BULK_EACH = `mutation($ids: [ID!]!, $assignUserIds: [ID!]) {
  bulkUpdateApplicationsEach(kind: UNDERGRAD, ids: $ids, assignUserIds: $assignUserIds) { changed }
}`;

/** Quoted-printable soft breaks joined, so a long line reads whole. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe.each(databases)('staff assigned to an application are e-mailed (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const staff = {} as Record<'ada' | 'ben' | 'employee', Staff>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.org' } });
    staff.ada = await staffFor(app, 'volunteer', 'ada');
    staff.ben = await staffFor(app, 'volunteer', 'ben');
    staff.employee = await staffFor(app, 'employee', 'erin');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  // Assignment mail only: the mail of setting up each account (its second factor) may still be
  // on its way when a test counts.
  const mailsTo = (who: Staff) =>
    smtp.mails.filter((m) => m.to.includes(who.account.email) && /assigned to you/.test(textOf(m.raw)));
  /** Waits long enough for a queued mail to have left, so "nothing arrived" means something. */
  const settle = () => new Promise((r) => setTimeout(r, 1500));

  it('e-mails each newly assigned person the reference and a console link, and nothing else of the applicant', async () => {
    const [id] = await freshApplications(app, 1);
    const applicant = await app.services.review.workflow.findApplicant('undergrad', id!);
    const person = applicantName(KINDS.undergrad, applicant);
    const before = { ada: mailsTo(staff.ada).length, ben: mailsTo(staff.ben).length };

    const assigned = (await staff.employee.client.graphql(ASSIGN, {
      id: String(id),
      userIds: [String(staff.ada.account.id), String(staff.employee.account.id)],
    })) as Result;
    expect(assigned.errors).toBeUndefined();
    const mail = await smtp.next((m) => m.to.includes(staff.ada.account.email) && m.raw.includes(applicant.reference));
    expect(mail.to).toEqual([staff.ada.account.email]);
    const text = textOf(mail.raw);
    expect(text).toContain(`Subject: Application ${applicant.reference} was assigned to you`);
    expect(text).toContain('Hello Ada,');
    expect(text).toContain(`https://console.example.org/show-applicant/undergrad/${id}/applicant`);
    for (const personal of [person.firstName, person.lastName, person.email]) expect(text).not.toContain(personal);

    // Assigning again, adding Ben: only Ben hears of it; Ada, already assigned, gets nothing more,
    // and the employee who assigned themself gets nothing at all.
    const again = (await staff.employee.client.graphql(ASSIGN, {
      id: String(id),
      userIds: [String(staff.ada.account.id), String(staff.ben.account.id), String(staff.employee.account.id)],
    })) as Result;
    expect(again.errors).toBeUndefined();
    await smtp.next((m) => m.to.includes(staff.ben.account.email) && m.raw.includes(applicant.reference));
    await settle();
    expect(mailsTo(staff.ada).length).toBe(before.ada + 1);
    expect(mailsTo(staff.ben).length).toBe(before.ben + 1);
    expect(mailsTo(staff.employee).filter((m) => m.raw.includes(applicant.reference))).toEqual([]);

    // Unassigned and assigned once more, Ada is newly assigned again, so she is told again.
    await staff.employee.client.graphql(ASSIGN, { id: String(id), userIds: [] });
    await staff.employee.client.graphql(ASSIGN, { id: String(id), userIds: [String(staff.ada.account.id)] });
    await settle();
    expect(mailsTo(staff.ada).length).toBe(before.ada + 2);
  });

  it.each([
    ['bulkUpdateApplications', BULK],
    ['bulkUpdateApplicationsEach (the bulk bar)', BULK_EACH],
  ])('tells each person once for a bulk assignment, listing every application: %s', async (_door, mutation) => {
    const ids = await freshApplications(app, 3);
    const references = await Promise.all(
      ids.map(async (id) => (await app.services.review.workflow.findApplicant('undergrad', id)).reference),
    );
    const before = mailsTo(staff.ben).length;
    const result = (await staff.employee.client.graphql(mutation, {
      ids: ids.map(String),
      assignUserIds: [String(staff.ben.account.id)],
    })) as Result;
    expect(result.errors).toBeUndefined();
    const mail = await smtp.next((m) => m.to.includes(staff.ben.account.email) && m.raw.includes(references[0]!));
    const text = textOf(mail.raw);
    expect(text).toContain('Subject: 3 applications were assigned to you');
    for (const [i, reference] of references.entries())
      expect(text).toContain(`${reference}: https://console.example.org/show-applicant/undergrad/${ids[i]}/applicant`);
    await settle();
    expect(mailsTo(staff.ben).length).toBe(before + 1);
  });

  it('sends nothing when the assignment is refused', async () => {
    const [id] = await freshApplications(app, 1);
    const before = smtp.mails.length;
    const refused = (await staff.employee.client.graphql(ASSIGN, {
      id: String(id),
      userIds: [String(staff.ada.account.id), '999999'],
    })) as Result;
    expect(refused.errors?.[0]?.message).toBe('Applications can be assigned to staff members only.');
    await settle();
    expect(smtp.mails.length).toBe(before);
  });
});
