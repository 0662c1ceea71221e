import { ParentApplicant } from '../../api/src/modules/application-records/parent-applicant.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, graphqlApplication, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { parseCsv } from '../support/csv.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, languageOf, type Smtp, type StatusView } from './application-status.support.js';
import { staffFor, SET_STATUS, type Staff } from './review.support.js';

/** A mail's subject with its encoded words (=?UTF-8?Q?…?= / ?B?) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
/** A mail's text as a reader sees it: quoted-printable undone, then read as UTF-8. */
const textOf = (raw: string) => Buffer.from(body({ to: [], raw }), 'latin1').toString('utf8');

const PARENT_MUTATION = `mutation Submit($application: ParentApplicationInput!, $documents: ParentDocumentsInput!, $locale: Locale) {
  submitParentApplication(application: $application, documents: $documents, locale: $locale) { reference message nextStep }
}`;

// Issue 26: a parent applies in Spanish; every answer and later e-mail is in Spanish, and staff see the language.
describe.each(databases)('an application made in Spanish (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  let employee: Staff;
  let admin: Staff;
  const email = `madre.${dbKind}@example.org`;
  let reference = '';
  let id = 0;
  const mailTo = (predicate: (subject: string, text: string) => boolean) =>
    smtp.next((m) => m.to.includes(email) && predicate(subjectOf(m.raw), textOf(m.raw)), 20_000);

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    employee = await staffFor(app, 'employee');
    admin = await staffFor(app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('answers field errors in the form’s language over REST, and over GraphQL with its locale argument', async () => {
    const fields = sampleFields.parent({ parentEmail: email, parentZip: '12', locale: 'es' });
    const res = await restSubmit(new HttpClient(app.url), 'parent', fields, await documentsFor('parent'));
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(refusal.error).toBe('Corrija los campos marcados y envíe otra vez.');
    expect(refusal.fields.parentZip).toBe(
      'Código postal (ZIP) del padre o de la madre: escriba 5 dígitos, o ZIP+4 como 20001-1234.',
    );

    const english = await restSubmit(
      new HttpClient(app.url),
      'parent',
      { ...fields, locale: 'en' },
      await documentsFor('parent'),
    );
    expect(((await english.json()) as { fields: Record<string, string> }).fields.parentZip).toBe(
      "Parent's ZIP code must be 5 digits, or ZIP+4 like 20001-1234.",
    );

    // GraphQL, with the documents as the multipart request spec sends them and the locale argument.
    const files = await documentsFor('parent');
    const form = new FormData();
    const names = Object.keys(files);
    const application = graphqlApplication('parent', { ...fields, parentFirstName: '' });
    const documents = Object.fromEntries(names.map((n) => [n, null]));
    form.append('operations', JSON.stringify({ query: PARENT_MUTATION, variables: { application, documents, locale: 'es' } }));
    form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.documents.${n}`]]))));
    names.forEach((n, i) =>
      form.append(String(i), new Blob([new Uint8Array(files[n]!.bytes)], { type: files[n]!.type }), files[n]!.name),
    );
    const gql = await new HttpClient(app.url).request('POST', '/graphql', {
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
    });
    const answer = (await gql.json()) as { errors: { message: string; extensions: { fields: Record<string, string> } }[] };
    expect(answer.errors[0]!.message).toBe('Corrija los campos marcados y envíe otra vez.');
    expect(answer.errors[0]!.extensions.fields.parentFirstName).toBe('Nombre del padre o de la madre: este dato es obligatorio.');
  });

  it('stores the locale, answers and e-mails the confirmation in Spanish, with the Spanish status page', async () => {
    const fields = sampleFields.parent({ parentEmail: email, parentFirstName: 'María', locale: 'es' });
    const res = await restSubmit(new HttpClient(app.url), 'parent', fields, await documentsFor('parent'));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; reference: string; nextStep: string };
    expect(answer.message).toBe('¡Gracias por enviar su solicitud!');
    expect(answer.nextStep).toMatch(/a más tardar el \d{1,2} de [a-z]+ de \d{4}\.$/);
    reference = answer.reference;
    const row = await app.services.infra.db.getRepository(ParentApplicant).findOneByOrFail({ reference });
    id = row.id;
    expect(row.locale).toBe('es');

    const mail = await mailTo((subject) => subject === `Recibimos su solicitud (${reference})`);
    // It says it is Spanish, to mail apps and screen readers (issue 41).
    expect(languageOf(mail)).toEqual({ header: 'es', html: 'es' });
    const text = textOf(mail.raw);
    expect(text).toContain('Hola, María:');
    expect(text).toContain('https://opendiplomafund.org/es/application-status');
    expect(text).toMatch(/el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(text).not.toContain(row.parentLastName);
  });

  it('shows staff the language in GraphQL, the REST detail and the CSV export', async () => {
    const detail = await employee.client.graphql<{ application: { locale: string } }>(
      'query($id: ID!) { application(kind: PARENT, id: $id) { locale } }',
      { id: String(id) },
      { csrf: false },
    );
    expect(detail.data?.application.locale).toBe('es');
    const rest = (await (await employee.client.get(`/api/parents/get-individual/${id}`)).json()) as { locale: string };
    expect(rest.locale).toBe('es');
    const csv = parseCsv((await (await employee.client.get('/api/parents/export-csv')).text()).replace(/^\uFEFF/, ''));
    const header = csv[0]!;
    const mine = csv.find((r) => r[0] === reference)!;
    expect(mine[header.indexOf('Language')]).toBe('es');
  });

  it('sends the status-page code, the document request and the decision in Spanish, and the status page answers in Spanish', async () => {
    const applicant = new HttpClient(app.url);
    const sent = await applicant.post('/api/application-status/send-code?locale=es', { reference, email }, true);
    expect(((await sent.json()) as { message: string }).message).toMatch(/^Si el número de referencia/);
    const codeMail = await mailTo((subject) => subject.startsWith('Su código para ver su solicitud'));
    const code = /es:\s+(\d{6})/.exec(textOf(codeMail.raw))![1]!;
    expect(languageOf(codeMail)).toEqual({ header: 'es', html: 'es' });
    const verified = await applicant.post('/api/application-status/verify?locale=es', { reference, email, code }, true);
    const view = (await verified.json()) as StatusView;
    expect(view.status).toBe('Recibida');
    expect(view.nextStep).toMatch(/^Su solicitud está esperando/);

    const requested = await employee.client.graphql(
      `mutation($id: ID!, $items: [InfoRequestItemInput!]!) { requestMoreInformation(kind: PARENT, id: $id, items: $items) { id } }`,
      { id: String(id), items: [{ document: 'loanStatement', note: 'El estado de cuenta de marzo.' }] },
    );
    expect(requested.errors).toBeUndefined();
    const request = await mailTo((subject) => subject === `Necesitamos más información para su solicitud (${reference})`);
    expect(textOf(request.raw)).toContain('• Estado de cuenta del préstamo');
    expect(textOf(request.raw)).not.toContain('marzo');
    expect(languageOf(request)).toEqual({ header: 'es', html: 'es' });

    const status = (await (await applicant.get('/api/application-status?locale=es')).json()) as StatusView;
    expect(status.status).toBe('Necesitamos más información');
    expect(status.requests[0]!.label).toBe('Estado de cuenta del préstamo');

    const move = SET_STATUS.replace('UNDERGRAD', 'PARENT');
    expect((await employee.client.graphql(move, { id: String(id), status: 'IN_REVIEW' })).errors).toBeUndefined();
    const declined = await admin.client.graphql(move, { id: String(id), status: 'DECLINED', reason: 'Over the budget.' });
    expect(declined.errors).toBeUndefined();
    const decision = await mailTo((subject) => subject.startsWith('Tenemos una decisión sobre su solicitud'));
    expect(textOf(decision.raw)).toContain('programa de ayuda con préstamos para padres');
    expect(textOf(decision.raw)).toContain('cuando abramos el próximo período de solicitudes');
    expect(languageOf(decision)).toEqual({ header: 'es', html: 'es' });
  });
});

// Every e-mail an applicant gets, in both languages from the same values: the same placeholders
// filled, and nothing personal in the Spanish that the English does not carry.
describe('the applicant e-mails in English and Spanish', () => {
  const person = {
    firstName: 'María',
    lastName: 'Gómez-Ortiz',
    email: 'maria.gomez@example.org',
    ssn: '123-45-6789',
    street: '455 N Michigan Ave',
    reference: 'PA-7K3M-9QX2',
    code: '493817',
  };
  const due = new Date('2027-07-31T16:00:00Z');

  async function render(locale: 'en' | 'es') {
    const { confirmationMail } = await import('../../api/src/modules/submission/confirmation-mail.js');
    const { statusCodeMail, infoRequestMail, infoReminderMail } =
      await import('../../api/src/modules/application-status/application-status-mail.js');
    const { decisionMail } = await import('../../api/src/modules/review/decision-mail.js');
    const { afterSubmitIn } = await import('../../api/src/i18n/applicant-words.js');
    const url = 'https://opendiplomafund.org';
    const next = afterSubmitIn(locale, 'parent', due, null);
    return {
      confirmation: confirmationMail('parent', person, person.reference, due, next, url, locale),
      statusCode: statusCodeMail(url, person.email, person.firstName, person.code, 15, locale),
      infoRequest: infoRequestMail(
        url,
        person.email,
        person.firstName,
        person.reference,
        ['Loan statement', 'Credit report'],
        due,
        locale,
      ),
      infoReminder: infoReminderMail(url, person.email, person.firstName, person.reference, ['Loan statement'], due, locale),
      approved: decisionMail('parent', 'APPROVED', { ...person, awardCents: 250_000 }, person.reference, locale),
      declined: decisionMail('parent', 'DECLINED', { ...person, awardCents: null }, person.reference, locale),
    };
  }

  it('renders every kind in both languages, each with its subject, to the same address', async () => {
    const [en, es] = [await render('en'), await render('es')];
    expect(Object.keys(es)).toEqual(Object.keys(en));
    for (const kind of Object.keys(en) as (keyof typeof en)[]) {
      expect(es[kind].to).toBe(en[kind].to);
      expect(es[kind].subject).not.toBe(en[kind].subject);
      expect(es[kind].text).not.toBe(en[kind].text);
    }
    expect(es.infoRequest.text).toContain('a más tardar el 31 de julio de 2027');
    expect(es.infoReminder.text).toContain('a más tardar el 31 de julio de 2027');
    expect(es.approved.text).toContain('Monto aprobado: $2,500.');
    for (const kind of Object.keys(en) as (keyof typeof en)[]) {
      expect([kind, en[kind].language, es[kind].language]).toEqual([kind, 'en', 'es']);
      expect(es[kind].html, kind).toContain('<html lang="es">');
      expect(en[kind].html, kind).toContain('<html lang="en">');
    }
    expect(en.infoRequest.text).toContain('by July 31, 2027');
    expect(es.statusCode.text).toContain('https://opendiplomafund.org/es/application-status');
    expect(en.statusCode.text).toContain('https://opendiplomafund.org/application-status');
  });

  it('carries the same personal data in Spanish as in English, and never the last name, SSN or address', async () => {
    const [en, es] = [await render('en'), await render('es')];
    for (const kind of Object.keys(en) as (keyof typeof en)[]) {
      for (const [what, value] of Object.entries(person)) {
        const inEnglish = `${en[kind].subject}\n${en[kind].text}`.includes(value);
        const inSpanish = `${es[kind].subject}\n${es[kind].text}`.includes(value);
        expect({ kind, what, inSpanish }).toEqual({ kind, what, inSpanish: inEnglish });
      }
      for (const never of [person.lastName, person.ssn, person.street])
        expect(`${es[kind].subject}${es[kind].text}${es[kind].html ?? ''}`).not.toContain(never);
    }
  });
});
