import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  multipartForm,
  restSubmit,
  type UploadFiles,
} from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

describe.each(databases)('public submission limits on %s', (kind) => {
  let app: TestApp;
  let files: UploadFiles;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { ODF_RATE_LIMITS: 'on' } });
    files = await documentsFor('high-school');
  });
  afterAll(() => app.close());

  const fields = (email: string) => sampleFields['high-school']({ email });

  it('takes 40 different applicants from one address within the hour, by REST and GraphQL, and stops one repeating sender', async () => {
    const client = new HttpClient(app.url);
    for (let i = 0; i < 40; i++) {
      const email = `student${i}@lab.example.org`;
      if (i % 2 === 0) {
        expect((await restSubmit(client, 'high-school', fields(email), files)).status, `applicant ${i}`).toBe(201);
      } else {
        const result = await graphqlSubmit(client, 'high-school', graphqlApplication('high-school', fields(email)), files);
        expect(result.errors, `applicant ${i}`).toBeUndefined();
      }
    }

    const repeated = 'same.sender@example.org';
    const { limit } = LIMIT_RULES.submissionsPerSender;
    for (let i = 0; i < limit; i++) {
      expect((await restSubmit(client, 'high-school', fields(repeated), files)).status).toBe(201);
    }
    const again = await restSubmit(client, 'high-school', fields(repeated.toUpperCase()), files);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await again.json()) as { error: string }).error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The Spanish form (`?locale=es` and its `locale` field) meets the same limit, worded in Spanish.
    const spanish = await client.request('POST', '/api/high-school/submit-new-application?locale=es', {
      body: multipartForm({ ...fields(repeated), locale: 'es' }, files),
    });
    expect(spanish.status).toBe(429);
    expect(((await spanish.json()) as { error: string }).error).toMatch(
      /^Demasiados intentos\. Vuelva a intentarlo en \d+ minutos?\.$/,
    );
    const viaGraphql = await graphqlSubmit(client, 'high-school', graphqlApplication('high-school', fields(repeated)), files);
    expect(viaGraphql.status).toBe(429);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // The next applicant in the lab is not held up by the repeating one.
    expect((await restSubmit(client, 'high-school', fields('student40@lab.example.org'), files)).status).toBe(201);
  }, 180_000);

  it('stops a repeating sender on GraphQL alone just the same', async () => {
    const client = new HttpClient(app.url);
    const repeated = 'graphql.sender@example.org';
    for (let i = 0; i < LIMIT_RULES.submissionsPerSender.limit; i++) {
      const ok = await graphqlSubmit(client, 'high-school', graphqlApplication('high-school', fields(repeated)), files);
      expect(ok.errors).toBeUndefined();
    }
    const refused = await graphqlSubmit(client, 'high-school', graphqlApplication('high-school', fields(repeated)), files);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  }, 60_000);
});
