import { APPLICATION_FORMS, APPLICATION_KINDS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { ApplicationDocument } from '../../api/src/modules/documents/application-document.entity.js';
import { KINDS } from '../../api/src/modules/applicants/kinds.js';
import { sampleFields, type FormFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  restSubmit,
  signedInClient,
  type UploadFiles,
} from '../support/fixtures/application-requests.js';
import { fakePdf, makePdf, makePng } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';

interface BadCase {
  name: string;
  kind: ApplicationKind;
  fields?: (f: FormFields) => void;
  files?: (f: UploadFiles) => void | Promise<void>;
  status: number;
  field: string;
  message?: RegExp | string;
}

const requiredCases: BadCase[] = APPLICATION_KINDS.flatMap((kind) =>
  APPLICATION_FORMS[kind].fields
    // The scholarship's address is required one way or the other: tried below.
    .filter((f) => f.required && !f.alternative)
    .map((spec) => ({
      name: `${kind}: missing ${spec.name}`,
      kind,
      fields: (f: FormFields) => void delete f[spec.name],
      status: 400,
      field: spec.name,
      message: `${spec.label} is required.`,
    })),
);

const formatCases: BadCase[] = [
  {
    name: 'SSN without dashes',
    kind: 'undergrad',
    fields: (f) => Object.assign(f, { socialSecurity: '123456789', confirmSocial: '123456789' }),
    status: 400,
    field: 'socialSecurity',
    message: /ddd-dd-dddd/,
  },
  {
    name: 'SSN never issued',
    kind: 'high-school',
    fields: (f) => void (f.socialSecurity = '000-12-3456'),
    status: 400,
    field: 'socialSecurity',
    message: /not a valid/,
  },
  {
    name: 'SSN confirmation differs',
    kind: 'undergrad',
    fields: (f) => void (f.confirmSocial = '321-54-9876'),
    status: 400,
    field: 'confirmSocial',
    message: "The Social Security numbers you entered don't match.",
  },
  {
    name: 'student SSN confirmation differs',
    kind: 'parent',
    fields: (f) => void (f.studentConfirmSocial = '321-54-9876'),
    status: 400,
    field: 'studentConfirmSocial',
    message: /don't match/,
  },
  {
    name: 'phone without format',
    kind: 'undergrad',
    fields: (f) => void (f.phone = '2025550199'),
    status: 400,
    field: 'phone',
    message: /\(ddd\) ddd-dddd/,
  },
  {
    name: 'parent phone too short',
    kind: 'parent',
    fields: (f) => void (f.parentPhone = '(312) 555-012'),
    status: 400,
    field: 'parentPhone',
  },
  {
    name: 'money with 3 decimals',
    kind: 'undergrad',
    fields: (f) => void (f.loanAmount = '1,000.505'),
    status: 400,
    field: 'loanAmount',
    message: /amount in dollars/,
  },
  { name: 'money with letters', kind: 'parent', fields: (f) => void (f.grossIncome = '40k'), status: 400, field: 'grossIncome' },
  {
    name: 'money with misplaced separators',
    kind: 'undergrad',
    fields: (f) => void (f.grossIncome = '1,00,000'),
    status: 400,
    field: 'grossIncome',
  },
  {
    name: 'undergrad year before 2020',
    kind: 'undergrad',
    fields: (f) => void (f.loanYear = '2019'),
    status: 400,
    field: 'loanYear',
    message: /from the list/,
  },
  {
    name: 'parent year after 2035',
    kind: 'parent',
    fields: (f) => void (f.yearGraduated = '2036'),
    status: 400,
    field: 'yearGraduated',
  },
  {
    name: 'high-school year before 2018',
    kind: 'high-school',
    fields: (f) => void (f.yearGraduated = '2017'),
    status: 400,
    field: 'yearGraduated',
  },
  {
    name: 'graduated before enrolling',
    kind: 'undergrad',
    fields: (f) => Object.assign(f, { yearEnrolled: '2024', yearGraduated: '2021' }),
    status: 400,
    field: 'yearGraduated',
  },
  {
    name: 'impossible date',
    kind: 'undergrad',
    fields: (f) => void (f.dateOfBirth = '2001-02-30'),
    status: 400,
    field: 'dateOfBirth',
    message: /real date/,
  },
  {
    name: 'date in the future',
    kind: 'high-school',
    fields: (f) => void (f.dateOfBirth = '2999-01-01'),
    status: 400,
    field: 'dateOfBirth',
  },
  {
    name: 'bad e-mail',
    kind: 'high-school',
    fields: (f) => void (f.email = 'aisha@'),
    status: 400,
    field: 'email',
    message: /valid e-mail/,
  },
  { name: 'bad ZIP', kind: 'parent', fields: (f) => void (f.parentZip = '6061'), status: 400, field: 'parentZip' },
  {
    name: 'name too long',
    kind: 'undergrad',
    fields: (f) => void (f.firstName = 'A'.repeat(101)),
    status: 400,
    field: 'firstName',
    message: /at most 100/,
  },
  {
    name: 'comments over 2000 characters',
    kind: 'high-school',
    fields: (f) => void (f.comments = 'a'.repeat(2001)),
    status: 400,
    field: 'comments',
    message: /at most 2000/,
  },
  {
    name: 'scholarship GPA over 4.00',
    kind: 'high-school',
    fields: (f) => void (f.gpa = '4.01'),
    status: 400,
    field: 'gpa',
    message: 'GPA must be a number from 0.00 to 4.00, like 3.25.',
  },
  {
    name: 'scholarship household neither yes nor no',
    kind: 'high-school',
    fields: (f) => void (f.singleParentHousehold = 'sometimes'),
    status: 400,
    field: 'singleParentHousehold',
    message: /Yes or No/,
  },
  {
    name: 'scholarship SSN confirmation differs',
    kind: 'high-school',
    fields: (f) => void (f.confirmSocial = '321-54-9876'),
    status: 400,
    field: 'confirmSocial',
    message: "The Social Security numbers you entered don't match.",
  },
  {
    name: 'scholarship address neither on one line nor in parts',
    kind: 'high-school',
    fields: (f) => void delete f.address,
    status: 400,
    field: 'address',
    message: 'Home address is required.',
  },
  {
    name: 'scholarship address in parts without its ZIP code',
    kind: 'high-school',
    fields: (f) => Object.assign(f, { address: '', street: '1 Main St', city: 'Macon', state: 'GA' }),
    status: 400,
    field: 'zip',
    message: 'ZIP code is required.',
  },
  {
    name: 'household size 0',
    kind: 'undergrad',
    fields: (f) => void (f.householdSize = '0'),
    status: 400,
    field: 'householdSize',
  },
  {
    name: 'unknown citizenship',
    kind: 'undergrad',
    fields: (f) => void (f.citizenship = 'Martian'),
    status: 400,
    field: 'citizenship',
    message: /from the list/,
  },
  {
    name: "'US permanent resident' on the high-school form",
    kind: 'high-school',
    fields: (f) => void (f.citizenship = 'US permanent resident'),
    status: 400,
    field: 'citizenship',
  },
  {
    name: 'unknown employment status',
    kind: 'parent',
    fields: (f) => void (f.employmentStatus = 'Retired'),
    status: 400,
    field: 'employmentStatus',
  },
  {
    name: 'unknown house option',
    kind: 'undergrad',
    fields: (f) => void (f.houseOwnedOrRent = 'Leased'),
    status: 400,
    field: 'houseOwnedOrRent',
  },
  { name: 'unknown state', kind: 'undergrad', fields: (f) => void (f.state = 'XX'), status: 400, field: 'state' },
  { name: 'unknown suffix', kind: 'parent', fields: (f) => void (f.parentSuffix = 'Esq.'), status: 400, field: 'parentSuffix' },
  {
    name: 'control characters',
    kind: 'undergrad',
    fields: (f) => void (f.city = 'Wash\u0000ington'),
    status: 400,
    field: 'city',
    message: /not allowed/,
  },
];

const fileCases: BadCase[] = [
  {
    name: 'a program renamed .pdf in creditReport (PDF only)',
    kind: 'undergrad',
    files: (f) => void (f.creditReport = { name: 'report.pdf', bytes: fakePdf(), type: 'application/pdf' }),
    status: 400,
    field: 'creditReport',
    message: 'Credit report must be a PDF file.',
  },
  {
    name: 'a program renamed .pdf in academicRecords',
    kind: 'high-school',
    files: (f) => void (f.academicRecords = { name: 'grades.pdf', bytes: fakePdf(), type: 'application/pdf' }),
    status: 400,
    field: 'academicRecords',
  },
  {
    name: 'a PNG in a PDF-only field',
    kind: 'high-school',
    files: (f) => void (f.recommendationLetter = { name: 'letter.pdf', bytes: makePng(), type: 'application/pdf' }),
    status: 400,
    field: 'recommendationLetter',
    message: /must be a PDF file/,
  },
  {
    name: 'a program in a PDF/JPEG/PNG field',
    kind: 'parent',
    files: (f) => void (f.loanStatement = { name: 'statement.png', bytes: fakePdf(), type: 'image/png' }),
    status: 400,
    field: 'loanStatement',
    message: /PDF, JPEG or PNG/,
  },
  {
    name: 'a missing file',
    kind: 'undergrad',
    files: (f) => void delete f.transcript,
    status: 400,
    field: 'transcript',
    message: /is required/,
  },
  {
    name: 'a missing file (parent)',
    kind: 'parent',
    files: (f) => void delete f.applicationLetter,
    status: 400,
    field: 'applicationLetter',
  },
  {
    name: 'an empty file',
    kind: 'high-school',
    files: (f) => void (f.applicationEssay = { name: 'essay.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' }),
    status: 400,
    field: 'applicationEssay',
  },
  {
    name: 'a file in a field the form does not have',
    kind: 'high-school',
    files: async (f) => void (f.malware = { name: 'x.pdf', bytes: await makePdf(), type: 'application/pdf' }),
    status: 400,
    field: 'malware',
    message: /does not take a file/,
  },
  {
    name: 'a file over 10 MB',
    kind: 'undergrad',
    files: async (f) =>
      void (f.loanServicer = {
        name: 'big.pdf',
        bytes: await makePdf({ sizeBytes: 10 * 1024 * 1024 + 4096 }),
        type: 'application/pdf',
      }),
    status: 413,
    field: 'loanServicer',
    message: /larger than 10 MB/,
  },
];

describe.each(databases)('bad applications are refused, field by field, and store nothing (%s)', (dbKind) => {
  let app: TestApp;
  const docs = {} as Record<ApplicationKind, UploadFiles>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    for (const kind of APPLICATION_KINDS) docs[kind] = await documentsFor(kind);
  });
  afterAll(() => app.close());

  async function storedRows(): Promise<number> {
    let n = await app.services.db.getRepository(ApplicationDocument).count();
    for (const kind of APPLICATION_KINDS) n += await app.services.db.getRepository(KINDS[kind].entity).count();
    return n;
  }

  const cases = [...requiredCases, ...formatCases, ...fileCases];
  it('tries a bad value of every kind of field the forms have, and bad answers and files on every form', () => {
    const fieldOf = (c: BadCase) =>
      [...APPLICATION_FORMS[c.kind].fields, ...APPLICATION_FORMS[c.kind].confirmFields].find((f) => f.name === c.field);
    const kindsInForms = new Set(APPLICATION_KINDS.flatMap((k) => APPLICATION_FORMS[k].fields.map((f) => f.kind)));
    const kindsTried = new Set(formatCases.map((c) => fieldOf(c)?.kind));
    expect([...kindsInForms].filter((k) => !kindsTried.has(k))).toEqual([]);
    expect(formatCases.filter((c) => !fieldOf(c)).map((c) => c.name)).toEqual([]);
    expect(new Set(formatCases.map((c) => c.kind))).toEqual(new Set(APPLICATION_KINDS));
    expect(new Set(fileCases.map((c) => c.kind))).toEqual(new Set(APPLICATION_KINDS));
  });

  it.each(cases.map((c) => [c.name, c] as const))('REST: %s', async (_name, c) => {
    const fields = sampleFields[c.kind]();
    const files = { ...docs[c.kind] };
    c.fields?.(fields);
    await c.files?.(files);
    const response = await restSubmit(new HttpClient(app.url), c.kind, fields, files);
    const body = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(response.status, JSON.stringify(body)).toBe(c.status);
    expect(body.error).toBeTruthy();
    expect(body.fields?.[c.field], JSON.stringify(body)).toBeDefined();
    if (c.message instanceof RegExp) expect(body.fields![c.field]).toMatch(c.message);
    else if (c.message) expect(body.fields![c.field]).toBe(c.message);
    expect(await storedRows()).toBe(0);
  });

  const graphqlCases = [
    'SSN without dashes',
    'unknown citizenship',
    'a program renamed .pdf in creditReport (PDF only)',
    'a missing file',
  ];
  it.each(graphqlCases.map((name) => [name, cases.find((c) => c.name === name)!] as const))('GraphQL: %s', async (_name, c) => {
    const fields = sampleFields[c.kind]();
    const files = { ...docs[c.kind] };
    c.fields?.(fields);
    await c.files?.(files);
    const result = await graphqlSubmit(new HttpClient(app.url), c.kind, graphqlApplication(c.kind, fields), files);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const problems = result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
    // A missing Upload! is refused by GraphQL's own variable check, naming the field.
    if (problems) expect(problems[c.field]).toBeDefined();
    else expect(result.errors?.[0]?.message).toContain(c.field);
    expect(await storedRows()).toBe(0);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await new HttpClient(app.url).post('/api/undergrad/submit-new-application', sampleFields.undergrad());
    expect(response.status).toBe(415);
    expect(await storedRows()).toBe(0);
  });

  it('refuses a request over the total limit with 413', async () => {
    const small = await startTestApp(dbKind, { env: { UPLOAD_FILE_MB: '1', UPLOAD_REQUEST_MB: '2' } });
    try {
      const files = await documentsFor('high-school', { sizeBytes: 900_000 });
      const response = await restSubmit(new HttpClient(small.url), 'high-school', sampleFields['high-school'](), files);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: string }).error).toMatch(/too large.*2 MB/);
      expect(await small.services.db.getRepository(ApplicationDocument).count()).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('limits public submissions per address, REST and GraphQL sharing one budget', async () => {
    const limited = await startTestApp(dbKind, { env: { ODF_RATE_LIMITS: 'on' } });
    try {
      const client = new HttpClient(limited.url);
      const empty = () => client.request('POST', '/api/high-school/submit-new-application', { body: new FormData() });
      for (let i = 0; i < LIMIT_RULES.submissionsPerIp.limit - 1; i++) expect((await empty()).status).toBe(400);
      const bad = graphqlApplication('high-school', sampleFields['high-school']({ socialSecurity: '000-00-0000' }));
      const viaGraphql = await graphqlSubmit(client, 'high-school', bad, docs['high-school']);
      expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const refused = await empty();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  it('keeps the application when the confirmation e-mail cannot be sent', async () => {
    const noMail = await startTestApp(dbKind, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const response = await restSubmit(
        new HttpClient(noMail.url),
        'high-school',
        sampleFields['high-school'](),
        docs['high-school'],
      );
      expect(response.status).toBe(201);
      expect(await noMail.services.db.getRepository(KINDS['high-school'].entity).count()).toBe(1);
    } finally {
      await noMail.close();
    }
  });

  describe('inert or ignored input that is stored safely', () => {
    let admin: HttpClient;
    beforeAll(async () => {
      admin = await signedInClient(app, 'admin');
    });

    it('ignores unknown text fields', async () => {
      const fields = sampleFields['high-school']({ isAdmin: 'true', status: 'archived', school_applicant_id: '999' });
      const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, docs['high-school']);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const [row] = (await (await admin.get(`/api/high-school/get-all?q=${reference}`)).json()) as {
        id: number;
        status: string;
      }[];
      expect(row!.status).toBe('active');
      expect(row!.id).not.toBe(999);
    });

    it('stores SQL and HTML payloads as plain text, and a path-traversal file name as a bare name', async () => {
      const sql = 'Robert\'); DROP TABLE school_applicants;-- " OR 1=1';
      const html = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const fields = sampleFields['high-school']({ address: sql, comments: html, lastName: 'Smith' });
      const files = {
        ...docs['high-school'],
        academicRecords: { ...docs['high-school'].academicRecords!, name: '../../../etc/passwd.pdf' },
      };
      const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, files);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const [row] = (await (await admin.get(`/api/high-school/get-all?q=${reference}`)).json()) as { id: number }[];
      const detail = await admin.get(`/api/high-school/get-individual/${row!.id}`);
      expect(detail.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await detail.json()) as {
        address: string;
        comments: string;
        files: { fileID: string; fileAlias: string; fileName: string }[];
      };
      expect(body.address).toBe(sql);
      expect(body.comments).toBe(html);
      const record = body.files.find((f) => f.fileAlias === 'academicRecords')!;
      expect(record.fileName).toBe('passwd.pdf');
      const download = await admin.get(`/api/high-school/download-file/${row!.id}/${record.fileID}`);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="Smith_academicRecords.pdf"');
      expect(await app.services.db.getRepository(KINDS['high-school'].entity).count()).toBeGreaterThanOrEqual(2);
    });
  });
});
