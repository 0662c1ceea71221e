/**
 * The recommender's link (issue 38): the page and its API read without changing anything, one
 * PDF letter is stored with the application, a decline ends the link, and every used, declined,
 * cancelled or expired link answers 410 with a sentence naming the fund's contact, in English or
 * Spanish. SQLite and MariaDB.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { webRoot } from '../../api/src/config/paths.js';
import { LETTER_DOCUMENT, letterPageMessages } from '../../api/src/domain/letters.js';
import { organisation } from '../../api/src/domain/organisation.js';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { SchoolApplicant } from '../../api/src/modules/application-records/school-applicant.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { INFECTED_UPLOAD_ACTION } from '../../api/src/modules/audit/infected-uploads.js';
import { LetterRequest } from '../../api/src/modules/letters/letter-request.entity.js';
import { letterTokenHash } from '../../api/src/modules/letters/letter-requests.service.js';
import { ProgramCycle } from '../../api/src/modules/program-cycles/program-cycle.entity.js';
import { EICAR } from '../support/clamd.js';
import { startFakeClamd, type FakeClamd } from '../support/fake-clamd.js';
import { documentsFor, multipartForm, restSubmit, sampleFields } from '../support/fixtures/application-requests.js';
import { makePdf } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, type Smtp } from './application-status.support.js';

const built = existsSync(path.join(webRoot, '..', 'ssr', 'entry-server.js'));

type LetterFacts = { applicantName: string; program: string; role: string; dueAt: string; status: string };

describe.each(databases)("the recommender's link (%s)", (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  let clamd: FakeClamd;
  let files: Awaited<ReturnType<typeof documentsFor>>;
  let sent = 0;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    clamd = await startFakeClamd();
    app = await startTestApp(dbKind, {
      env: { SMTP_URL: smtp.url, CLAMD_URL: clamd.url },
      ...(built ? { webRoot } : {}),
    });
    // The cycle asks for a letter (the admin's setting, written straight to its row here).
    const { db } = app.services.infra;
    const cycle = await db.getRepository(ProgramCycle).findOne({ where: { kind: 'high-school' }, order: { id: 'DESC' } });
    expect(cycle).not.toBeNull();
    await db.getRepository(ProgramCycle).update({ id: cycle!.id }, { lettersRequired: 1 });
    files = await documentsFor('high-school');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await clamd?.close();
  });
  afterEach(() => {
    app.services.infra.clock.now = () => new Date();
  });

  /** A new high-school application naming a counselor; answers the link's token from the counselor's e-mail. */
  async function applyWithLetter(locale: 'en' | 'es' = 'en'): Promise<{ token: string; reference: string; to: string }> {
    const n = ++sent;
    const to = `counselor.${dbKind}.${n}@school.example.org`;
    const fields = {
      ...sampleFields['high-school']({ email: `student.${dbKind}.${n}@example.org`, firstName: 'Maya', lastName: 'Okafor' }),
      recommenderName: 'Dana Whitfield',
      recommenderEmail: to,
      recommenderRole: 'counselor',
      lettersWaiver: 'yes',
      ...(locale === 'es' ? { locale: 'es' } : {}),
    };
    const res = await restSubmit(new HttpClient(app.url), 'high-school', fields, files);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const mail = await smtp.next((m) => m.to.includes(to), 15_000);
    const token = /\/letters\/([A-Za-z0-9_-]{43})/.exec(body(mail))![1]!;
    return { token, reference, to };
  }

  const rowOf = (token: string) =>
    app.services.infra.db.getRepository(LetterRequest).findOneByOrFail({ tokenHash: letterTokenHash(token) });
  const auditCount = () => app.services.infra.db.getRepository(AuditLogEntry).count();
  const upload = (client: HttpClient, token: string, file: { name: string; bytes: Buffer; type: string }, query = '') =>
    client.request('POST', `/api/letters/${token}${query}`, { body: multipartForm({}, { letter: file }), csrf: true });
  const pdfFile = async () => ({
    name: 'letter-for-maya.pdf',
    bytes: await makePdf({ title: 'Letter of recommendation for Maya Okafor', pages: 1 }),
    type: 'application/pdf',
  });

  it('reads the page and its facts ten times without changing anything, then takes one PDF letter', async () => {
    const { token, reference, to } = await applyWithLetter();
    const client = new HttpClient(app.url);
    const before = { row: await rowOf(token), audit: await auditCount() };

    for (let i = 0; i < 10; i++) {
      if (built) {
        const page = await client.get(`/letters/${token}`);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toMatch(/<meta name="robots" content="noindex/);
        expect(html).toMatch(/<meta name="referrer" content="no-referrer"/);
        expect(page.headers.get('referrer-policy')).toBe('no-referrer');
        // The language switch keeps the link: the Spanish page of the same token.
        expect(html).toContain(`class="lang-switch lang-switch--nav" href="/es/letters/${token}"`);
      }
      const res = await client.get(`/api/letters/${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const facts = (await res.json()) as LetterFacts;
      // Only these five, nothing more of the application.
      expect(Object.keys(facts).sort()).toEqual(['applicantName', 'dueAt', 'program', 'role', 'status']);
      expect(facts).toMatchObject({ applicantName: 'Maya Okafor', role: 'counselor', status: 'REQUESTED' });
      expect(facts.program).toBe('High-school senior scholarship');
      expect(Date.parse(facts.dueAt)).toBe(before.row.dueAt.getTime());
    }
    // No audit row, no status change: a mail scanner's fetches leave the link as it was.
    expect(await auditCount()).toBe(before.audit);
    expect(await rowOf(token)).toEqual(before.row);

    // The same CSRF defence as every public form: no token, no upload.
    const noCsrf = await client.request('POST', `/api/letters/${token}`, {
      body: multipartForm({}, { letter: await pdfFile() }),
    });
    expect(noCsrf.status).toBe(403);

    const { db } = app.services.infra;
    const applicant = await db.getRepository(SchoolApplicant).findOneByOrFail({ reference });
    const letters = () =>
      db.getRepository(ApplicationDocument).countBy({ applicantId: applicant.id, fileAlias: LETTER_DOCUMENT });
    const lettersBefore = await letters();
    const res = await upload(client, token, await pdfFile());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'RECEIVED' });

    const row = await rowOf(token);
    expect(row.status).toBe('RECEIVED');
    expect(row.receivedAt).not.toBeNull();
    const doc = await db.getRepository(ApplicationDocument).findOneByOrFail({ fileId: row.fileId! });
    expect(doc).toMatchObject({ applicantKind: 'high-school', applicantId: applicant.id, fileAlias: LETTER_DOCUMENT });
    const received = await db.getRepository(AuditLogEntry).findBy({ action: 'letter.received', targetId: String(applicant.id) });
    expect(received).toHaveLength(1);
    expect(received[0]!.applicationRef).toBe(reference);

    // The thanks: to the recommender, and no link back to the letter or the page.
    const thanks = await smtp.next((m) => m.to.includes(to) && /thank/i.test(body(m)), 15_000);
    expect(body(thanks)).not.toMatch(/\/letters\//);
    expect(body(thanks)).not.toContain(token);

    // Used: the page's API and a second upload both answer 410, saying so and whom to write to.
    for (const again of [await client.get(`/api/letters/${token}`), await upload(client, token, await pdfFile())]) {
      expect(again.status).toBe(410);
      const { error, status } = (await again.json()) as { error: string; status: string };
      expect(status).toBe('RECEIVED');
      expect(error).toMatch(/already used: the letter arrived on/);
      expect(error).toContain(organisation.email);
    }
    const es = await client.get(`/api/letters/${token}?locale=es`);
    expect(es.status).toBe(410);
    expect(((await es.json()) as { error: string }).error).toMatch(/^Este enlace ya se usó: la carta llegó el .*hello@/);
    expect(await letters()).toBe(lettersBefore + 1);
  });

  it('stores one letter of two sent at the same moment', async () => {
    const { token } = await applyWithLetter();
    const letters = () =>
      app.services.infra.db
        .getRepository(ApplicationDocument)
        .countBy({ fileAlias: LETTER_DOCUMENT, applicantKind: 'high-school' });
    const before = await letters();
    const [a, b] = [new HttpClient(app.url), new HttpClient(app.url)];
    const answers = await Promise.all([upload(a, token, await pdfFile()), upload(b, token, await pdfFile())]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 410]);
    expect(await letters()).toBe(before + 1);
    expect((await rowOf(token)).status).toBe('RECEIVED');
  });

  it('ends the link on a decline, with the reason kept', async () => {
    const { token } = await applyWithLetter();
    const client = new HttpClient(app.url);
    const tooLong = await client.request('POST', `/api/letters/${token}/decline`, {
      json: { reason: 'x'.repeat(1001) },
      csrf: true,
    });
    expect(tooLong.status).toBe(400);
    const res = await client.request('POST', `/api/letters/${token}/decline`, {
      json: { reason: 'I only met Maya this term.' },
      csrf: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'DECLINED' });
    const row = await rowOf(token);
    expect(row).toMatchObject({ status: 'DECLINED', declineReason: 'I only met Maya this term.' });
    expect(row.declinedAt).not.toBeNull();
    expect(await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: 'letter.declined' })).toBeGreaterThan(0);

    for (const after of [await client.get(`/api/letters/${token}`), await upload(client, token, await pdfFile())]) {
      expect(after.status).toBe(410);
      const { error } = (await after.json()) as { error: string };
      expect(error).toMatch(/already used to decline/);
      expect(error).toContain(organisation.email);
    }
  });

  it('refuses a letter after the due date with a sentence naming the contact, in English and Spanish', async () => {
    const { token } = await applyWithLetter('es');
    const row = await rowOf(token);
    const client = new HttpClient(app.url);
    // A Spanish application's page names the program in Spanish, standing on its own.
    const open = (await (await client.get(`/api/letters/${token}?locale=es`)).json()) as LetterFacts;
    expect(open.program).toBe('La beca para estudiantes de último año de secundaria');
    app.services.infra.clock.now = () => new Date(row.dueAt.getTime() + 60_000);
    for (const late of [await client.get(`/api/letters/${token}`), await upload(client, token, await pdfFile())]) {
      expect(late.status).toBe(410);
      const { error, status } = (await late.json()) as { error: string; status: string };
      expect(status).toBe('EXPIRED');
      expect(error).toMatch(/^This link expired on .*: letters for this application were due then\./);
      expect(error).toContain(organisation.email);
    }
    const es = await client.get(`/api/letters/${token}?locale=es`);
    expect(((await es.json()) as { error: string }).error).toMatch(/^Este enlace venció el .* escriba a hello@/);
    expect((await rowOf(token)).status).toBe('REQUESTED');
  });

  it('answers a cancelled link with 410 and an unknown or malformed one with 404', async () => {
    const { token } = await applyWithLetter();
    const row = await rowOf(token);
    await app.services.infra.db.getRepository(LetterRequest).update({ id: row.id }, { status: 'CANCELLED', endedAt: new Date() });
    const client = new HttpClient(app.url);
    const cancelled = await client.get(`/api/letters/${token}`);
    expect(cancelled.status).toBe(410);
    expect(((await cancelled.json()) as { error: string }).error).toMatch(/asked someone else .* write to hello@/);

    for (const unknown of ['A'.repeat(43), 'short', `${token}x`]) {
      const res = await client.get(`/api/letters/${unknown}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe(letterPageMessages.notFound);
    }
    const es = await client.get(`/api/letters/${'B'.repeat(43)}?locale=es`);
    expect(((await es.json()) as { error: string }).error).toMatch(/^Este enlace no es válido/);
    const decline = await client.request('POST', `/api/letters/${'C'.repeat(43)}/decline`, { json: {}, csrf: true });
    expect(decline.status).toBe(404);
  });

  it('refuses a harmful file and a file that is not a PDF, keeping the link open', async () => {
    const { token } = await applyWithLetter();
    const client = new HttpClient(app.url);
    const infected = await upload(client, token, {
      name: 'letter.pdf',
      bytes: await makePdf({ marker: EICAR, title: 'A letter with the EICAR string in it' }),
      type: 'application/pdf',
    });
    expect(infected.status).toBe(422);
    const refusal = (await infected.json()) as { error: string; fields: Record<string, string> };
    expect(refusal.fields.letter).toBe(refusal.error);
    expect(refusal.error).not.toMatch(/EICAR/);
    const audited = await app.services.infra.db.getRepository(AuditLogEntry).findBy({ action: INFECTED_UPLOAD_ACTION });
    expect(audited.some((a) => a.detail?.includes('door: recommendation letter'))).toBe(true);

    const text = await upload(client, token, { name: 'letter.txt', bytes: Buffer.from('Dear committee,'), type: 'text/plain' });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { fields: Record<string, string> }).fields.letter).toMatch(/PDF/);
    const png = await upload(client, token, {
      name: 'letter.pdf',
      bytes: Buffer.from('\x89PNG\r\n\x1a\n....'),
      type: 'application/pdf',
    });
    expect(png.status).toBe(400);

    const row = await rowOf(token);
    expect(row).toMatchObject({ status: 'REQUESTED', fileId: null });
    // Still open: a good letter is taken after the refusals.
    expect((await upload(client, token, await pdfFile())).status).toBe(201);
  });
});
