/**
 * A letter of recommendation's whole path (issue 38), through the app's own doors only: a
 * scholarship application names a counselor, the counselor's e-mailed link is read ten times by
 * a "mail scanner" and still works, the counselor uploads the letter, the applicant's status
 * answer says RECEIVED and carries nothing of the letter, and a reviewer finds it among the
 * application's documents and previews it. SQLite and MariaDB.
 */
import { LETTER_DOCUMENT, LETTER_DOCUMENT_LABEL } from '../../api/src/domain/letters.js';
import { SchoolApplicant } from '../../api/src/modules/application-records/school-applicant.entity.js';
import { LetterRequest } from '../../api/src/modules/letters/letter-request.entity.js';
import { applicantClient } from '../support/applicant-session.js';
import { documentsFor, multipartForm, restSubmit } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { makePdf } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, type Smtp } from './application-status.support.js';
import { staffFor, type Staff } from './review.support.js';

const DETAIL = `query($id: ID!) { application(kind: HIGH_SCHOOL, id: $id) {
  letters { recommenderName role waived status receivedAt fileId previewUrl }
  documents { fileId fileAlias label }
} }`;

describe.each(databases)('a letter of recommendation from the form to the reviewer (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  let reviewer: Staff;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    reviewer = await staffFor(app, 'employee');
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('goes from the application to the staff detail by the e-mailed link, and the applicant never gets the letter', async () => {
    const admin = await staffFor(app, 'admin');
    const asked = await admin.client.request('PUT', '/api/program-cycles/high-school', {
      json: { lettersRequired: 1 },
      csrf: true,
    });
    expect(asked.status, await asked.clone().text()).toBe(200);

    const counselor = `counselor.journey.${dbKind}@school.example.org`;
    const fields = sampleFields['high-school']({
      email: `journey.${dbKind}@example.org`,
      recommenderName: 'Ms. Carter',
      recommenderEmail: counselor,
      recommenderRole: 'counselor',
      lettersWaiver: 'no',
    });
    const submitted = await restSubmit(new HttpClient(app.url), 'high-school', fields, await documentsFor('high-school'));
    expect(submitted.status).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };
    const id = (await app.services.infra.db.getRepository(SchoolApplicant).findOneByOrFail({ reference })).id;
    const token = /\/letters\/([A-Za-z0-9_-]{43})/.exec(body(await smtp.next((m) => m.to.includes(counselor), 15_000)))![1]!;

    // A scanner that follows every link, ten times over: the link still works after.
    const scanner = new HttpClient(app.url);
    for (let i = 0; i < 10; i++) expect((await scanner.get(`/api/letters/${token}`)).status).toBe(200);
    const bytes = await makePdf({ title: 'Dear committee: I have known this student for four years' });
    const uploaded = await new HttpClient(app.url).request('POST', `/api/letters/${token}`, {
      body: multipartForm({}, { letter: { name: 'carter-letter.pdf', bytes, type: 'application/pdf' } }),
      csrf: true,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const row = await app.services.infra.db
      .getRepository(LetterRequest)
      .findOneByOrFail({ applicantId: id, applicantKind: 'high-school' });
    expect(row).toMatchObject({ status: 'RECEIVED', waived: false });

    // The applicant: RECEIVED, and nothing of the letter (its file, name or any link).
    const status = await (await applicantClient(app, 'high-school', id)).get('/api/application-status');
    const text = await status.text();
    expect(JSON.parse(text).letters).toEqual([expect.objectContaining({ status: 'RECEIVED' })]);
    for (const secret of [row.fileId!, 'carter-letter', LETTER_DOCUMENT, token, 'preview-file', 'download-file'])
      expect(text).not.toContain(secret);

    // The reviewer: the letter among the documents, with its waiver, and it opens.
    const detail = await reviewer.client.graphql<{
      application: {
        letters: { status: string; waived: boolean; fileId: string; previewUrl: string }[];
        documents: { fileId: string; fileAlias: string; label: string }[];
      };
    }>(DETAIL, { id: String(id) });
    expect(detail.errors).toBeUndefined();
    const [letter] = detail.data!.application.letters;
    expect(letter).toMatchObject({ status: 'RECEIVED', waived: false, fileId: row.fileId });
    expect(detail.data!.application.documents).toContainEqual({
      fileId: row.fileId,
      fileAlias: LETTER_DOCUMENT,
      label: LETTER_DOCUMENT_LABEL,
    });
    // The form's own letter, uploaded by the student, stays apart under its own name.
    expect(detail.data!.application.documents.filter((d) => d.fileAlias === 'recommendationLetter')).toHaveLength(1);
    const preview = await reviewer.client.get(letter!.previewUrl);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).equals(bytes)).toBe(true);
  }, 90_000);
});
