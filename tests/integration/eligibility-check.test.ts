import { SEEDED_ELIGIBILITY_QUESTIONS } from '../../api/src/domain/eligibility.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { SchoolApplicant } from '../../api/src/modules/application-records/school-applicant.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, multipartForm, restSubmit, type UploadFiles } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const CYCLES = `query { programCycles { id kind eligibilityQuestions { id textEn textEs disqualifyingAnswer stop reasonEn reasonEs } } }`;
const SAVE = `mutation($cycleId: ID!, $questions: [EligibilityQuestionInput!]!) {
  saveEligibilityQuestions(cycleId: $cycleId, questions: $questions) { id kind eligibilityQuestions { id stop } }
}`;
const REPORT = `query($kind: ApplicationKind!) { programReport(kind: $kind) { cycle { id } eligibility {
  started eligible mayNotQualify notEligible incomplete submittedAfterEligible stops { questionId question hard count } } } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer by the shape it asked for
type Gql = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
type Check = {
  result?: string;
  reasons?: string[];
  stoppedAt?: string | null;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
};

/** Every row of every table, as text per table: what a check may have written anywhere. */
async function everyTable(app: TestApp): Promise<Map<string, string[]>> {
  const db = app.services.infra.db;
  const mysql = db.options.type === 'mysql' || db.options.type === 'mariadb';
  const names: string[] = mysql
    ? (await db.query('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()')).map(
        (r: { name?: string; NAME?: string; TABLE_NAME?: string }) => r.name ?? r.NAME ?? r.TABLE_NAME,
      )
    : (await db.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)).map(
        (r: { name: string }) => r.name,
      );
  const tables = new Map<string, string[]>();
  for (const name of names) {
    const rows: unknown[] = await db.query(mysql ? `SELECT * FROM \`${name}\`` : `SELECT * FROM "${name}"`);
    tables.set(
      name,
      rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v))).sort(),
    );
  }
  return tables;
}

/** The rows a step added or changed, by table. */
function written(before: Map<string, string[]>, after: Map<string, string[]>): Record<string, string[]> {
  const changes: Record<string, string[]> = {};
  for (const [name, rows] of after) {
    const old = new Set(before.get(name) ?? []);
    const fresh = rows.filter((row) => !old.has(row));
    if (fresh.length > 0 || rows.length !== (before.get(name) ?? []).length) changes[name] = fresh;
  }
  return changes;
}

describe.each(databases)('the eligibility check (%s)', (dbKind) => {
  let app: TestApp;
  let visitor: HttpClient;
  let admin: HttpClient;
  let files: UploadFiles;
  const logged: string[] = [];
  const spies: { mockRestore(): void }[] = [];

  beforeAll(async () => {
    // The real request log and the real limits: both are part of what a check may leave behind.
    app = await startTestApp(dbKind, { env: { LOG_REQUESTS: 'on', ODF_RATE_LIMITS: 'on' } });
    visitor = new HttpClient(app.url);
    admin = (await signedInStaff(app, 'admin')).client;
    files = await documentsFor('high-school');
    for (const method of ['log', 'info', 'warn', 'error'] as const)
      spies.push(
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
      );
  }, 90_000);
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await app?.close();
  });

  const check = async (program: string, answers: Record<string, boolean>, locale?: 'es') => {
    const response = await visitor.request('POST', `/api/eligibility/${program}${locale ? `?locale=${locale}` : ''}`, {
      json: { answers },
      csrf: true,
    });
    return { status: response.status, body: (await response.json()) as Check };
  };

  it('asks each program the seeded questions of its spec requirements, by REST and GraphQL, in English and Spanish', async () => {
    const expected = { undergrad: 'undergrad', parents: 'parent', 'high-school': 'high-school' } as const;
    for (const [path, kind] of Object.entries(expected)) {
      const response = await visitor.get(`/api/eligibility/${path}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { questions: { id: string; text: string; stop: string }[]; privacy: string };
      expect(body.questions.map((q) => q.id)).toEqual(SEEDED_ELIGIBILITY_QUESTIONS[kind].map((q) => q.id));
      expect(body.questions.length).toBeGreaterThanOrEqual(2);
      expect(body.privacy).toContain('your answers are not saved');
      const es = (await (await visitor.get(`/api/eligibility/${path}?locale=es`)).json()) as typeof body;
      expect(es.questions[0]!.text).toBe(SEEDED_ELIGIBILITY_QUESTIONS[kind][0]!.textEs);
    }
    const undergrad = (await (await visitor.get('/api/eligibility/undergrad')).json()) as { questions: { text: string }[] };
    expect(undergrad.questions.map((q) => q.text)).toEqual([
      'Did you attend a four-year college or university?',
      'Did you complete your degree in four years?',
      'Is repaying your student loans a hardship for you?',
    ]);
    const scholarship = (await (await visitor.get('/api/eligibility/high-school')).json()) as {
      questions: { id: string; stop: string }[];
    };
    expect(scholarship.questions.map((q) => `${q.id}:${q.stop}`)).toEqual([
      'senior-or-recent-graduate:HARD',
      'gpa:SOFT',
      'four-year-university:HARD',
    ]);
    const graphql = (await visitor.graphql(CYCLES)) as Gql;
    expect(graphql.errors).toBeUndefined();
    const parent = graphql.data!.programCycles.find((c: { kind: string }) => c.kind === 'PARENT');
    expect(parent.eligibilityQuestions).toEqual(SEEDED_ELIGIBILITY_QUESTIONS.parent);
    expect((await visitor.get('/api/eligibility/alumni')).status).toBe(404);
  });

  it('answers each result, with its reasons in the requested language', async () => {
    const eligible = await check('undergrad', { 'four-year-college': true, 'degree-in-four-years': true, 'debt-hardship': true });
    expect(eligible).toEqual({
      status: 200,
      body: { result: 'ELIGIBLE', reasons: [], stoppedAt: null, message: 'You can apply.' },
    });
    const soft = await check('high-school', { 'senior-or-recent-graduate': true, gpa: false, 'four-year-university': true });
    expect(soft.body).toMatchObject({ result: 'MAY_NOT_QUALIFY', stoppedAt: 'gpa' });
    expect(soft.body.reasons).toEqual([SEEDED_ELIGIBILITY_QUESTIONS['high-school'][1]!.reasonEn]);
    // A hard stop needs no later answer.
    const hard = await check('parents', { 'four-year-college': false });
    expect(hard.body).toMatchObject({
      result: 'NOT_ELIGIBLE',
      stoppedAt: 'four-year-college',
      message: "You can't apply to this program.",
    });
    expect(hard.body.reasons).toEqual([
      'This program is for parents of students who attended a four-year college or university.',
    ]);

    const spanish = await check(
      'undergrad',
      { 'four-year-college': true, 'degree-in-four-years': true, 'debt-hardship': false },
      'es',
    );
    expect(spanish.body).toEqual({
      result: 'NOT_ELIGIBLE',
      reasons: ['Este programa ayuda a graduados que pasan dificultades para pagar sus préstamos estudiantiles.'],
      stoppedAt: 'debt-hardship',
      message: 'No puede presentar una solicitud a este programa.',
    });
    const softEs = await check(
      'parents',
      { 'four-year-college': true, 'degree-in-four-years': false, 'debt-hardship': true },
      'es',
    );
    expect(softEs.body.result).toBe('MAY_NOT_QUALIFY');
    expect(softEs.body.reasons![0]).toMatch(/^Este programa es para familias cuyo estudiante terminó su título en cuatro años\./);

    const incomplete = await check('high-school', { 'senior-or-recent-graduate': true }, 'es');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe('Por favor, responda sí o no a cada pregunta.');
    expect(Object.keys(incomplete.body.fields!)).toEqual(['gpa', 'four-year-university']);
  });

  it('asks for the visitors’ CSRF token on the JSON door, and a same-origin page on the plain form’s', async () => {
    const bare = await fetch(`${app.url}/api/eligibility/undergrad`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { 'four-year-college': false } }),
    });
    expect(bare.status).toBe(403);
    const form = (origin: Record<string, string>) =>
      fetch(`${app.url}/api/eligibility/high-school`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...origin },
        body: 'answers.senior-or-recent-graduate=no',
      });
    expect((await form({ origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await form({ 'sec-fetch-site': 'cross-site', origin: app.url })).status).toBe(403);
    expect((await form({})).status).toBe(403);
    const ok = await form({ origin: app.url });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    expect(await ok.text()).toContain('This scholarship is for high-school seniors');
  });

  it('answers a check sent without JavaScript with a page in words, in Spanish on the Spanish form', async () => {
    const response = await fetch(`${app.url}/api/eligibility/undergrad?locale=es`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
      body: 'locale=es&answers.four-year-college=yes&answers.degree-in-four-years=yes&answers.debt-hardship=yes',
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('lang="es');
    expect(page).toContain('Puede presentar una solicitud.');
    const missing = await fetch(`${app.url}/api/eligibility/undergrad`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'answers.four-year-college=yes',
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Please answer each question yes or no.');
  });

  it('moves the counts and stores nothing about the person: no answer, address, cookie or session anywhere', async () => {
    const before = await everyTable(app);
    const logFrom = logged.length;
    const cookieNonce = (await visitor.csrfToken()).split('.')[1]!;
    const answers = { 'senior-or-recent-graduate': true, gpa: false, 'four-year-university': true };
    expect((await check('high-school', answers)).body.result).toBe('MAY_NOT_QUALIFY');
    const plain = await fetch(`${app.url}/api/eligibility/high-school`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
      body: 'answers.senior-or-recent-graduate=yes&answers.gpa=yes&answers.four-year-university=no',
    });
    expect(plain.status).toBe(200);
    const after = await everyTable(app);
    const changes = written(before, after);
    // The day's counts, and the address's limit counter (a hash of the address and a number).
    expect(Object.keys(changes).sort()).toEqual(['eligibility_daily_counts', 'rate_limit_counters']);
    for (const row of changes.eligibility_daily_counts!) {
      expect(Object.keys(JSON.parse(row) as object).sort()).toEqual(['count_id', 'cycle_id', 'day', 'measure', 'tally']);
    }
    const everything = Object.values(changes).flat().join('\n');
    for (const personal of [cookieNonce, '127.0.0.1', '::1', 'true', 'false', '"yes"', '"no"'])
      expect(everything).not.toContain(personal);
    // The log lines of those requests: method, path, status and time only.
    const lines = logged.slice(logFrom);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/senior-or-recent-graduate|gpa|four-year|answers|yes|no"/);
      expect(line).not.toContain(cookieNonce);
    }

    const report = (await admin.graphql(REPORT, { kind: 'HIGH_SCHOOL' })) as Gql;
    expect(report.errors).toBeUndefined();
    const figures = report.data!.programReport.eligibility;
    expect(figures).toMatchObject({ mayNotQualify: 2, notEligible: 2, eligible: 0 });
    expect(figures.started).toBe(5); // with the incomplete one above
    expect(figures.incomplete).toBe(1);
    expect(figures.stops).toEqual([
      {
        questionId: 'senior-or-recent-graduate',
        question: SEEDED_ELIGIBILITY_QUESTIONS['high-school'][0]!.textEn,
        hard: true,
        count: 1,
      },
      { questionId: 'gpa', question: 'Is your GPA 2.5 or higher?', hard: false, count: 2 },
      { questionId: 'four-year-university', question: 'Do you plan to attend a four-year university?', hard: true, count: 1 },
    ]);
    const rest = (await (await admin.get('/api/reports/high-school')).json()) as { eligibility: { started: number } };
    expect(rest.eligibility.started).toBe(5);
  });

  it('still accepts an application without any check, and counts one that carried the eligible marker, unlinked', async () => {
    const reportOf = async () => ((await admin.graphql(REPORT, { kind: 'HIGH_SCHOOL' })) as Gql).data!.programReport.eligibility;
    const submitted = (await reportOf()).submittedAfterEligible as number;
    const plain = await restSubmit(new HttpClient(app.url), 'high-school', sampleFields['high-school'](), files);
    expect(plain.status).toBe(201);
    expect((await reportOf()).submittedAfterEligible).toBe(submitted);

    const form = multipartForm(sampleFields['high-school'](), files);
    form.append('eligibilityCheck', 'ELIGIBLE');
    const marked = await new HttpClient(app.url).request('POST', '/api/high-school/submit-new-application', { body: form });
    expect(marked.status).toBe(201);
    expect((await reportOf()).submittedAfterEligible).toBe(submitted + 1);
    // The application itself carries no trace of the check.
    const { reference } = (await marked.json()) as { reference: string };
    const row = await app.services.infra.db.getRepository(SchoolApplicant).findOneByOrFail({ reference });
    expect(JSON.stringify(row)).not.toMatch(/eligib/i);
  });

  it('lets an admin change a cycle’s questions with the shared rules, audited in words, and asks the new ones', async () => {
    const cycles = ((await admin.graphql(CYCLES)) as Gql).data!.programCycles as { id: string; kind: string }[];
    const cycleId = cycles.find((c) => c.kind === 'UNDERGRAD')!.id;
    const one = SEEDED_ELIGIBILITY_QUESTIONS.undergrad.slice(0, 1);
    const tooFew = (await admin.graphql(SAVE, { cycleId, questions: one })) as Gql;
    expect(tooFew.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooFew.errors)).toContain('Please keep at least 2 questions.');
    const badId = (await admin.graphql(SAVE, {
      cycleId,
      questions: [
        ...SEEDED_ELIGIBILITY_QUESTIONS.undergrad.slice(0, 1),
        { ...SEEDED_ELIGIBILITY_QUESTIONS.undergrad[1]!, id: 'Bad Id' },
      ],
    })) as Gql;
    expect(JSON.stringify(badId.errors)).toContain('questions.1.id');

    const questions = [
      SEEDED_ELIGIBILITY_QUESTIONS.undergrad[0]!,
      { ...SEEDED_ELIGIBILITY_QUESTIONS.undergrad[2]!, stop: 'SOFT' as const },
    ];
    const saved = (await admin.graphql(SAVE, { cycleId, questions })) as Gql;
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEligibilityQuestions.eligibilityQuestions).toEqual([
      { id: 'four-year-college', stop: 'HARD' },
      { id: 'debt-hardship', stop: 'SOFT' },
    ]);
    const asked = (await (await visitor.get('/api/eligibility/undergrad')).json()) as { questions: { id: string }[] };
    expect(asked.questions.map((q) => q.id)).toEqual(['four-year-college', 'debt-hardship']);
    const row = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneOrFail({ where: { action: 'eligibility.questions-save' }, order: { id: 'DESC' } });
    expect(row.detail).toBe('four-year-college hard, debt-hardship soft');
    const audit = (await admin.graphql(
      `query { auditLog(filter: { action: "eligibility.questions-save" }) { items { summary } } }`,
    )) as Gql;
    expect(JSON.stringify(audit.data ?? audit.errors)).toContain(
      'Changed the eligibility check of the Undergraduate loan repayment program to 2 questions: four-year-college (hard stop) and debt-hardship (soft stop)',
    );

    const employee = (await signedInStaff(app, 'employee')).client;
    const refused = (await employee.graphql(SAVE, { cycleId, questions })) as Gql;
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
