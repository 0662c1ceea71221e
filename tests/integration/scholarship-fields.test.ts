/**
 * What scholarship reviewers score (GPA, single-parent household), the SSN confirmation and the
 * home address in parts or on one line: accepted by REST and GraphQL alike, stored, and shown on
 * the detail (REST and GraphQL), in the package PDF and in the CSV export.
 */
import { messages } from '../../api/src/domain/messages.js';
import { SchoolApplicant } from '../../api/src/modules/application-records/school-applicant.entity.js';
import { parseCsv } from '../support/csv.js';
import { highSchoolFields, highSchoolFormFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  restSubmit,
  signedInClient,
  type UploadFiles,
} from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { pageTexts } from '../support/package-reader.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const DETAIL = `query Detail($id: ID!) {
  application(kind: HIGH_SCHOOL, id: $id) {
    gpa singleParentHousehold
    sections { id fields { name label value } }
  }
}`;

type Detail = {
  gpa: string | null;
  singleParentHousehold: boolean | null;
  sections: { id: string; fields: { name: string; label: string; value: string | null }[] }[];
};

describe.each(databases)('scholarship fields (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  let files: UploadFiles;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await signedInClient(app, 'admin');
    files = await documentsFor('high-school');
  }, 60_000);
  afterAll(() => app.close());

  async function stored(reference: string): Promise<SchoolApplicant> {
    return app.services.infra.db.getRepository(SchoolApplicant).findOneByOrFail({ reference });
  }

  async function restReference(fields: Record<string, string>): Promise<string> {
    const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, files);
    const body = (await response.json()) as { reference: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.reference;
  }

  async function detail(id: number): Promise<Detail> {
    const result = await admin.graphql<{ application: Detail }>(DETAIL, { id: String(id) });
    expect(result.errors).toBeUndefined();
    return result.data!.application;
  }

  it('takes the GPA, the household answer and the one-line address over REST, as a spec client sends them', async () => {
    const reference = await restReference(
      highSchoolFields({ gpa: '3.5', singleParentHousehold: 'yes', address: '8 Birch Court, Bowie, MD 20715' }),
    );
    const row = await stored(reference);
    expect(row).toMatchObject({
      gpa: 350,
      singleParentHousehold: true,
      address: '8 Birch Court, Bowie, MD 20715',
      street: null,
      zip: null,
    });

    const rest = (await (await admin.get(`/api/high-school/get-individual/${row.id}`)).json()) as Record<string, unknown>;
    expect(rest).toMatchObject({
      gpa: '3.50',
      singleParentHousehold: true,
      address: '8 Birch Court, Bowie, MD 20715',
      street: null,
    });

    const shown = await detail(row.id);
    expect(shown).toMatchObject({ gpa: '3.50', singleParentHousehold: true });
    const fields = shown.sections.flatMap((s) => s.fields);
    expect(fields.find((f) => f.name === 'gpa')).toEqual({ name: 'gpa', label: 'GPA', value: '3.50' });
    expect(fields.find((f) => f.name === 'singleParentHousehold')).toEqual({
      name: 'singleParentHousehold',
      label: 'Single-parent household',
      value: 'Yes',
    });
    expect(fields.find((f) => f.name === 'address')?.value).toBe('8 Birch Court, Bowie, MD 20715');
  });

  it('makes the one-line address from the parts the form sends, and keeps the parts', async () => {
    const reference = await restReference(highSchoolFormFields({ gpa: '2.1', singleParentHousehold: 'no' }));
    const row = await stored(reference);
    expect(row).toMatchObject({
      address: '77 Peachtree St NE, Atlanta, GA 30303',
      street: '77 Peachtree St NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30303',
      // Below the 2.5 minimum: accepted, the reviewers decide.
      gpa: 210,
      singleParentHousehold: false,
    });
    expect(await detail(row.id)).toMatchObject({ gpa: '2.10', singleParentHousehold: false });
  });

  it('stores nothing for the optional answers left empty', async () => {
    const reference = await restReference(highSchoolFields({ gpa: '', singleParentHousehold: '' }));
    const row = await stored(reference);
    expect(row).toMatchObject({ gpa: null, singleParentHousehold: null });
    const shown = await detail(row.id);
    expect(shown).toMatchObject({ gpa: null, singleParentHousehold: null });
    expect(shown.sections.flatMap((s) => s.fields).find((f) => f.name === 'gpa')?.value).toBeNull();
  });

  it('takes the same answers through GraphQL, under the same names, with a boolean for the household', async () => {
    const application = graphqlApplication('high-school', highSchoolFormFields({ gpa: '3.50' }));
    expect(application).toMatchObject({ gpa: '3.50', singleParentHousehold: true, street: '77 Peachtree St NE' });
    delete application.address;
    const result = await graphqlSubmit(new HttpClient(app.url), 'high-school', application, files);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const row = await stored(Object.values(result.data!)[0]!.reference);
    expect(row).toMatchObject({
      gpa: 350,
      singleParentHousehold: true,
      address: '77 Peachtree St NE, Atlanta, GA 30303',
      state: 'GA',
    });

    const oneLine = graphqlApplication('high-school', highSchoolFields({ singleParentHousehold: 'no' }));
    const second = await graphqlSubmit(new HttpClient(app.url), 'high-school', oneLine, files);
    expect(second.errors, JSON.stringify(second.errors)).toBeUndefined();
    expect(await stored(Object.values(second.data!)[0]!.reference)).toMatchObject({
      address: '77 Peachtree St, Atlanta, GA 30303',
      singleParentHousehold: false,
      gpa: 362,
    });
  });

  it('refuses a GPA out of range or not a number, over REST and GraphQL, with the same message', async () => {
    for (const gpa of ['4.01', 'abc']) {
      const response = await restSubmit(new HttpClient(app.url), 'high-school', highSchoolFields({ gpa }), files);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        gpa: 'GPA must be a number from 0.00 to 4.00, like 3.25.',
      });
    }
    const viaGraphql = await graphqlSubmit(
      new HttpClient(app.url),
      'high-school',
      graphqlApplication('high-school', highSchoolFields({ gpa: '4.01' })),
      files,
    );
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { gpa: 'GPA must be a number from 0.00 to 4.00, like 3.25.' },
    });
  });

  it('refuses an SSN confirmation that does not match, with the message of the other forms, and stores nothing', async () => {
    const before = await app.services.infra.db.getRepository(SchoolApplicant).count();
    const fields = highSchoolFields({ socialSecurity: '234-56-7891', confirmSocial: '234-56-7819' });
    const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, files);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ confirmSocial: messages.ssnMismatch });
    expect(JSON.stringify(body)).not.toContain('234-56-78');

    const viaGraphql = await graphqlSubmit(
      new HttpClient(app.url),
      'high-school',
      graphqlApplication('high-school', fields),
      files,
    );
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { confirmSocial: messages.ssnMismatch },
    });
    expect(await app.services.infra.db.getRepository(SchoolApplicant).count()).toBe(before);
  });

  it('asks for the home address as before when neither the one line nor the parts are sent, and for each missing part', async () => {
    const none = await restSubmit(new HttpClient(app.url), 'high-school', highSchoolFields({ address: '' }), files);
    expect(((await none.json()) as { fields: unknown }).fields).toEqual({ address: 'Home address is required.' });
    const some = await restSubmit(new HttpClient(app.url), 'high-school', highSchoolFormFields({ city: '', zip: '' }), files);
    expect(((await some.json()) as { fields: unknown }).fields).toEqual({
      city: 'City is required.',
      zip: 'ZIP code is required.',
    });
  });

  it('prints both answers in the package PDF and exports them in the CSV', async () => {
    const reference = await restReference(highSchoolFields({ lastName: 'Okafor', gpa: '3.84', singleParentHousehold: 'yes' }));
    const row = await stored(reference);
    const pkg = await admin.get(`/api/high-school/download-pdf/${row.id}`);
    expect(pkg.status).toBe(200);
    // The cover (with the contents) names the applicant; the answers follow from page 2.
    const [cover, answers] = await pageTexts(Buffer.from(await pkg.arrayBuffer()));
    expect(cover).toContain('Okafor');
    expect(answers).toMatch(/GPA 3\.84/);
    expect(answers).toMatch(/Single-parent household Yes/);

    const csv = await admin.get('/api/high-school/export-csv');
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const column = (label: string) => header!.indexOf(label);
    for (const label of ['GPA', 'Single-parent household', 'Home address', 'Street address', 'City', 'State', 'ZIP code'])
      expect(header, label).toContain(label);
    const line = rows.find((r) => r[0] === reference)!;
    expect(line[column('GPA')]).toBe('3.84');
    expect(line[column('Single-parent household')]).toBe('Yes');
    const empty = rows.find((r) => r[column('GPA')] === '')!;
    expect(empty[column('Single-parent household')]).toBe('');
  });

  it('links the scholarship rubric to the GPA and household answers, and lets an admin link any answer but an SSN', async () => {
    const RUBRIC = `query { reviewRubric(kind: HIGH_SCHOOL) { key field } }`;
    const seeded = await admin.graphql<{ reviewRubric: { key: string; field: string | null }[] }>(RUBRIC);
    expect(Object.fromEntries(seeded.data!.reviewRubric.map((c) => [c.key, c.field]))).toEqual({
      academics: 'gpa',
      essay: null,
      recommendation: null,
      singleParentHousehold: 'singleParentHousehold',
      fourYearPlan: null,
    });

    const SAVE = `mutation Save($criteria: [RubricCriterionInput!]!) {
      saveReviewRubric(kind: HIGH_SCHOOL, criteria: $criteria) { key field }
    }`;
    const criterion = (field: string | null) => ({
      key: 'academics',
      label: 'GPA and academics',
      maxPoints: 10,
      weight: 3,
      field,
    });
    const refused = await admin.graphql(SAVE, { criteria: [criterion('socialSecurity')] });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { '0': 'Choose an answer of this form to show beside the criterion, or none.' },
    });
    const otherForm = await admin.graphql(SAVE, { criteria: [criterion('loanAmount')] });
    expect(otherForm.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const saved = await admin.graphql<{ saveReviewRubric: { key: string; field: string | null }[] }>(SAVE, {
      criteria: [criterion('collegeAccepted'), { key: 'essay', label: 'Essay', maxPoints: 10, weight: 2 }],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveReviewRubric).toEqual([
      { key: 'academics', field: 'collegeAccepted' },
      { key: 'essay', field: null },
    ]);
  });
});
