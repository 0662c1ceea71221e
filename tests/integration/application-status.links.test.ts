/**
 * The e-mails' status links fill in the reference and the e-mail address (issue 42, problem 2), on
 * SQLite and MariaDB: each link carries a key in its fragment, never the address; the page trades
 * the key for the address; a key the server did not mint, or one for another application, gets
 * one refusal that says nothing; the HTML part's link is a real link whose href holds the reference.
 */
import { statusMessages } from '../../api/src/domain/application-status.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, REQUEST, statusMailbox, type Smtp } from './application-status.support.js';
import { staffFor } from './review.support.js';

const LINK = /https:\/\/opendiplomafund\.org\/application-status\?reference=([A-Z0-9-]+)#key=([A-Za-z0-9_-]{22})/;

describe.each(databases)("the e-mails' status links (%s)", (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  const email = `link.${dbKind}@example.org`;
  let reference = '';
  const { mailTo } = statusMailbox(() => ({ smtp, reference, email }));
  const link = (reference: string, key: string) =>
    new HttpClient(app.url).post('/api/application-status/link', { reference, key }, true);

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    const fields = sampleFields.undergrad({ email, firstName: 'Lina' });
    const res = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    expect(res.status).toBe(201);
    reference = ((await res.json()) as { reference: string }).reference;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('gives the receipt a link whose key, not the address, fills in the e-mail; the HTML link holds the reference', async () => {
    const mail = await mailTo(email, (t) => t.includes(`We received your application (${reference})`));
    const text = body(mail);
    const [, linked, key] = LINK.exec(text)!;
    expect(linked).toBe(reference);
    // Nowhere in any link: the address, whatever its case.
    for (const href of text.match(/https?:\/\/\S+/g) ?? []) expect(href.toLowerCase()).not.toContain('link.');
    expect(text).toMatch(
      new RegExp(`<a href="https://opendiplomafund\\.org/application-status\\?reference=${reference}#key=${key}"`),
    );

    const answer = await link(reference, key!);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ email });
  });

  it('refuses any other key, and a key for another application, with one message that names nothing', async () => {
    const mail = await mailTo(email, (t) => t.includes(`We received your application (${reference})`));
    const [, , key] = LINK.exec(body(mail))!;
    const other = `UG-${reference.slice(3, 7) === 'AAAA' ? 'BBBB' : 'AAAA'}-CCCC`;
    for (const [ref, k] of [
      [reference, 'A'.repeat(22)],
      [reference, key!.slice(0, 21)],
      [other, key!],
      [reference, ''],
      ['not a reference', key!],
    ] as const) {
      const answer = await link(ref, k);
      expect(answer.status, `${ref} ${k}`).toBe(404);
      expect(((await answer.json()) as { error: string }).error).toBe(statusMessages.linkUnknown);
    }
  });

  it('puts the same kind of link in the request for documents and the sign-in code e-mails', async () => {
    const employee = await staffFor(app, 'employee');
    const id = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
    const asked = await employee.client.graphql(REQUEST, { id: String(id), items: [{ document: 'transcript' }] });
    expect(asked.errors).toBeUndefined();
    const request = body(await mailTo(email, (t) => t.includes('transcript') || t.includes('Transcript')));
    const [, linked, key] = LINK.exec(request)!;
    expect(linked).toBe(reference);
    expect(((await (await link(reference, key!)).json()) as { email: string }).email).toBe(email);

    const sent = await new HttpClient(app.url).post('/api/application-status/send-code', { reference, email }, true);
    expect(sent.status).toBe(200);
    const code = body(await mailTo(email, (t) => /is:\s+\d{6}/.test(t)));
    expect(LINK.exec(code)?.[2]).toBe(key);
  });
});
