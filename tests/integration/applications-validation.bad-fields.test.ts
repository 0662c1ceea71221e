import { APPLICATION_FORMS, APPLICATION_KINDS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { graphqlApplication, graphqlSubmit, restSubmit, type UploadFiles } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { documentsForEachForm, storedRows } from './applications-validation.support.js';
import { formatCases, requiredCases, type BadCase } from './applications-validation-fields.cases.js';
import { fileCases } from './applications-validation-files.cases.js';

// Every field's rule, over REST and GraphQL: each bad application is refused, naming the field.
describe.each(databases)('bad applications are refused, field by field, and store nothing (%s)', (dbKind) => {
  let app: TestApp;
  let docs: Record<ApplicationKind, UploadFiles>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    docs = await documentsForEachForm();
  });
  afterAll(() => app.close());

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
    expect(await storedRows(app)).toBe(0);
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
    expect(await storedRows(app)).toBe(0);
  });
});
