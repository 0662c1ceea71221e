import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recommenderMessages } from '../../api/src/domain/letters.js';
import { esLetterTexts } from '../../api/src/domain/i18n/es-letters.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { LetterRequest } from '../../api/src/modules/letters/letter-request.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import {
  documentsFor,
  graphqlApplication,
  restSubmit,
  sampleFields,
  signedInClient,
  type UploadFile,
  type UploadFiles,
} from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The cycle's letters settings (issue 38) and the recommender the applicant names on the form:
 * saved by admins only, and asked for (multipart and GraphQL, English and Spanish) only when the
 * cycle asks for a letter.
 */

const SAVE = `mutation($input: ProgramCycleInput!) { saveProgramCycle(input: $input) { kind lettersRequired lettersDueDays } }`;
const READ = `query { programCycles { kind lettersRequired lettersDueDays } }`;
const DAY_MS = 24 * 60 * 60 * 1000;
const FOUR = ['lettersWaiver', 'recommenderEmail', 'recommenderName', 'recommenderRole'];

type Gql = {
  status?: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** The scholarship's GraphQL submission, in a language. */
async function graphqlHighSchool(
  client: HttpClient,
  application: Record<string, unknown>,
  files: UploadFiles,
  locale = 'en',
): Promise<Gql> {
  const query = `mutation Submit($application: HighSchoolApplicationInput!, $documents: HighSchoolDocumentsInput!) {
    submitHighSchoolApplication(application: $application, documents: $documents, locale: ${locale}) { reference }
  }`;
  const entries = Object.entries(files).filter(([, f]) => f) as [string, UploadFile][];
  const form = new FormData();
  const documents = Object.fromEntries(entries.map(([name]) => [name, null]));
  form.append('operations', JSON.stringify({ query, variables: { application, documents } }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(entries.map(([name], i) => [String(i), [`variables.documents.${name}`]]))),
  );
  entries.forEach(([, f], i) => form.append(String(i), new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name));
  const response = await client.request('POST', '/graphql', { body: form, headers: { 'apollo-require-preflight': 'true' } });
  return { status: response.status, ...((await response.json()) as object) };
}

const put = (client: HttpClient, path: string, json: unknown) => client.request('PUT', path, { json, csrf: true });

/** The text of the mail files sent to an address (quoted-printable undone), waiting for the outbox. */
async function mailsTo(app: TestApp, address: string, count = 1): Promise<string[]> {
  const outbox = path.join(app.dataDir, 'outbox');
  let found: string[] = [];
  for (let i = 0; i < 100 && found.length < count; i++) {
    found = readdirSync(outbox)
      .map((f) =>
        readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((m) => m.includes(`To: ${address}`));
    if (found.length < count) await new Promise((r) => setTimeout(r, 100));
  }
  return found;
}

describe.each(databases)('letters of recommendation on the form (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  let files: UploadFiles;
  const visitor = () => new HttpClient(app.url);
  const setLetters = async (lettersRequired: number, lettersDueDays = 14) => {
    const saved = (await admin.graphql(SAVE, { input: { kind: 'HIGH_SCHOOL', lettersRequired, lettersDueDays } })) as Gql;
    expect(saved.errors).toBeUndefined();
  };
  const letterRows = () => app.services.infra.db.getRepository(LetterRequest).find({ order: { id: 'ASC' } });
  const recommender = (email: string, waiver = 'yes') => ({
    recommenderName: 'Ms. Rivera',
    recommenderEmail: email,
    recommenderRole: 'counselor',
    lettersWaiver: waiver,
  });

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await signedInClient(app, 'admin');
    files = await documentsFor('high-school');
  }, 60_000);
  afterAll(() => app.close());

  describe('the cycle says what it asks for', () => {
    it('starts at no letters and 14 days, for everyone to read by GraphQL and REST', async () => {
      const read = (await visitor().graphql(READ)) as Gql;
      expect(read.data!.programCycles).toContainEqual({ kind: 'HIGH_SCHOOL', lettersRequired: 0, lettersDueDays: 14 });
      const rest = (await (await visitor().get('/api/program-cycles')).json()) as Record<string, unknown>[];
      expect(rest.find((c) => c.kind === 'high-school')).toMatchObject({ lettersRequired: 0, lettersDueDays: 14 });
    });

    it('is changed by admins only, a field left out keeping its value, and audited', async () => {
      const employee = await signedInClient(app, 'employee');
      const refused = (await employee.graphql(SAVE, { input: { kind: 'PARENT', lettersRequired: 1 } })) as Gql;
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await put(visitor(), '/api/program-cycles/parent', { lettersRequired: 1 });
      expect(anonymous.status).toBeGreaterThanOrEqual(401);
      expect(anonymous.status).toBeLessThan(404);

      const saved = (await admin.graphql(SAVE, { input: { kind: 'PARENT', lettersRequired: 1 } })) as Gql;
      expect(saved.data!.saveProgramCycle).toEqual({ kind: 'PARENT', lettersRequired: 1, lettersDueDays: 14 });
      const rest = await put(admin, '/api/program-cycles/parent', { lettersDueDays: 30 });
      expect(rest.status).toBe(200);
      expect(await rest.json()).toMatchObject({ kind: 'parent', lettersRequired: 1, lettersDueDays: 30 });
      const publicJson = (await (await visitor().get('/api/program-cycles')).json()) as Record<string, unknown>[];
      expect(publicJson.find((c) => c.kind === 'parent')).toMatchObject({ lettersRequired: 1, lettersDueDays: 30 });

      const audit = await app.services.infra.db.getRepository(AuditLogEntry).findBy({ action: 'program-cycle.update' });
      expect(audit.at(-1)?.detail).toContain('letters 1, letters-due 30');
      const back = await put(admin, '/api/program-cycles/parent', { lettersRequired: 0, lettersDueDays: 14 });
      expect(back.status).toBe(200);
    });

    it('refuses 2 letters, -1 letters and negative days, at the field, by both doors', async () => {
      for (const input of [{ lettersRequired: 2 }, { lettersRequired: -1 }, { lettersDueDays: -1 }]) {
        const [field] = Object.keys(input);
        const gql = (await admin.graphql(SAVE, { input: { kind: 'HIGH_SCHOOL', ...input } })) as Gql;
        expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(Object.keys(gql.errors?.[0]?.extensions?.fields as object)).toEqual([field]);
        const rest = await put(admin, '/api/program-cycles/high-school', input);
        expect(rest.status).toBe(400);
        expect(Object.keys(((await rest.json()) as { fields: object }).fields)).toEqual([field]);
      }
      const read = (await visitor().graphql(READ)) as Gql;
      expect(read.data!.programCycles).toContainEqual({ kind: 'HIGH_SCHOOL', lettersRequired: 0, lettersDueDays: 14 });
    });
  });

  describe('when the cycle asks for none', () => {
    it('takes a submission without the fields as before, and ignores them when given', async () => {
      await setLetters(0);
      const plain = await restSubmit(visitor(), 'high-school', sampleFields['high-school'](), files);
      expect(plain.status).toBe(201);
      const extra = await restSubmit(
        visitor(),
        'high-school',
        { ...sampleFields['high-school'](), ...recommender('none@school.example') },
        files,
      );
      expect(extra.status).toBe(201);
      const gql = await graphqlHighSchool(
        visitor(),
        { ...graphqlApplication('high-school', sampleFields['high-school']()), ...recommender('none2@school.example') },
        files,
      );
      expect(gql.errors).toBeUndefined();
      expect(await letterRows()).toEqual([]);
    });
  });

  describe('when the cycle asks for one letter', () => {
    beforeAll(() => setLetters(1, 21));
    afterAll(() => setLetters(0));

    it('answers 400 with a message at each of the four, by multipart and GraphQL, in English and Spanish', async () => {
      const english = await restSubmit(visitor(), 'high-school', sampleFields['high-school'](), files);
      expect(english.status).toBe(400);
      const fields = ((await english.json()) as { fields: Record<string, string> }).fields;
      expect(Object.keys(fields).sort()).toEqual(FOUR);
      expect(fields.recommenderName).toBe(recommenderMessages.nameRequired);
      expect(fields.lettersWaiver).toBe(recommenderMessages.waiverRequired);

      const spanish = await restSubmit(visitor(), 'high-school', { ...sampleFields['high-school'](), locale: 'es' }, files);
      expect(spanish.status).toBe(400);
      const es = ((await spanish.json()) as { fields: Record<string, string> }).fields;
      expect(Object.keys(es).sort()).toEqual(FOUR);
      expect(es.recommenderName).toBe(esLetterTexts[recommenderMessages.nameRequired]);
      expect(es.recommenderRole).toBe(esLetterTexts[recommenderMessages.roleRequired]);
      expect(es.recommenderEmail).toBe(esLetterTexts['Email is required.']);
      expect(es.lettersWaiver).toBe(esLetterTexts[recommenderMessages.waiverRequired]);

      const wrong = await restSubmit(
        visitor(),
        'high-school',
        { ...sampleFields['high-school'](), ...recommender('not-an-address'), recommenderRole: 'friend', lettersWaiver: 'maybe' },
        files,
      );
      expect(wrong.status).toBe(400);
      const wrongFields = ((await wrong.json()) as { fields: Record<string, string> }).fields;
      expect(Object.keys(wrongFields).sort()).toEqual(['lettersWaiver', 'recommenderEmail', 'recommenderRole']);

      for (const [locale, name] of [
        ['en', recommenderMessages.nameRequired],
        ['es', esLetterTexts[recommenderMessages.nameRequired]],
      ] as const) {
        const gql = await graphqlHighSchool(
          visitor(),
          graphqlApplication('high-school', sampleFields['high-school']()),
          files,
          locale,
        );
        expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        const gqlFields = gql.errors?.[0]?.extensions?.fields as Record<string, string>;
        expect(Object.keys(gqlFields).sort()).toEqual(FOUR);
        expect(gqlFields.recommenderName).toBe(name);
      }
      expect(await letterRows()).toEqual([]);
    });

    it('stores the request and e-mails the recommender a private link the applicant never gets', async () => {
      const applicant = sampleFields['high-school']({ email: 'student.letters@example.org' });
      const response = await restSubmit(
        visitor(),
        'high-school',
        { ...applicant, ...recommender('rivera@school.example', 'no') },
        files,
      );
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };

      const [row] = await letterRows();
      expect(row).toMatchObject({ status: 'REQUESTED', waived: false, recommenderRole: 'counselor', locale: 'en' });
      const cycle = await app.services.programCycles.current('high-school');
      expect(row!.dueAt.getTime()).toBe(cycle.closesAt!.getTime() + 21 * DAY_MS);
      const queued = await app.services.infra.db.getRepository(OutboxMail).findBy({ kind: 'letter-request' });
      expect(queued.map((m) => m.recipient)).toEqual(['rivera@school.example']);

      const [letterMail] = await mailsTo(app, 'rivera@school.example');
      const link = /https?:\/\/[^\s]+\/letters\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(letterMail ?? '');
      expect(link, letterMail).not.toBeNull();
      expect(letterMail).not.toContain('/es/letters/');
      const [confirmation] = await mailsTo(app, 'student.letters@example.org');
      expect(confirmation).toContain(reference);
      expect(confirmation).not.toContain('/letters/');
      expect(confirmation).not.toContain(link![1]);
    });

    it('takes the four by GraphQL too, the waiver as "yes"', async () => {
      const application = {
        ...graphqlApplication('high-school', sampleFields['high-school']()),
        ...recommender('gql@school.example', 'yes'),
      };
      const gql = await graphqlHighSchool(visitor(), application, files);
      expect(gql.errors).toBeUndefined();
      const row = (await letterRows()).find((r) => r.recommenderEmail === 'gql@school.example');
      expect(row).toMatchObject({ status: 'REQUESTED', waived: true });
    });

    it('writes to the recommender of a Spanish application in Spanish first, with the /es link', async () => {
      const applicant = { ...sampleFields['high-school'](), locale: 'es', ...recommender('maestra@school.example') };
      const response = await restSubmit(visitor(), 'high-school', { ...applicant, recommenderRole: 'teacher' }, files);
      expect(response.status).toBe(201);
      const row = (await letterRows()).find((r) => r.recommenderEmail === 'maestra@school.example');
      expect(row).toMatchObject({ locale: 'es', waived: true, recommenderRole: 'teacher' });
      const [mail] = await mailsTo(app, 'maestra@school.example');
      expect(mail).toMatch(/\/es\/letters\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/);
      const body = mail!.slice(mail!.indexOf('\n\n'));
      const spanishAt = body.search(/Hola|carta de recomendaci/i);
      const englishAt = body.indexOf('letter of recommendation');
      expect(spanishAt).toBeGreaterThanOrEqual(0);
      expect(englishAt).toBeGreaterThan(spanishAt);
    });
  });
});
