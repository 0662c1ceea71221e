/**
 * Every door that takes an uploaded file, as a raw multipart request a test can cut anywhere.
 * A new upload door joins this table, and upload-endings.test.ts drives it through every way a
 * body can end.
 */
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, graphqlApplication, restSubmit } from '../support/fixtures/application-requests.js';
import { applicantClient } from '../support/applicant-session.js';
import { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { REQUEST } from './application-status.support.js';
import { staffFor, type Staff } from './review.support.js';
import type { RawPart } from './hostile-input.support.js';

export interface UploadDoor {
  name: string;
  /** Prepares what the door needs (a session, an open request); runs once per app. */
  prepare(app: TestApp): Promise<DoorRequest>;
}

export interface DoorRequest {
  path: string;
  /** Headers besides the content type and length: cookies, CSRF token, preflight. */
  headers: Record<string, string>;
  /** The parts before the file (text fields, GraphQL operations and map). */
  before: RawPart[];
  /** The file part's field name, file name and type; its bytes are the test's to choose. */
  file: { name: string; filename: string; type: string };
}

/** A browser-like staff client whose cookies and CSRF token go into a raw request. */
async function staffHeaders(staff: Staff): Promise<Record<string, string>> {
  const csrf = await staff.client.csrfToken();
  return { cookie: staff.client.cookieHeader(), 'CSRF-Token': csrf, 'apollo-require-preflight': 'true' };
}

export const uploadDoors: UploadDoor[] = [
  {
    name: 'the status page answer to a document request (REST)',
    async prepare(app) {
      const email = `upload-door.${Date.now()}@example.org`;
      const res = await restSubmit(
        new HttpClient(app.url),
        'undergrad',
        sampleFields.undergrad({ email }),
        await documentsFor('undergrad'),
      );
      const { reference } = (await res.json()) as { reference: string };
      const id = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
      const employee = await staffFor(app, 'employee', 'Door');
      await employee.client.graphql(REQUEST, { id: String(id), items: [{ document: 'transcript', note: 'Final one.' }] });
      const applicant = await applicantClient(app, 'undergrad', id);
      const view = (await (await applicant.get('/api/application-status')).json()) as { requests: { id: number }[] };
      const csrf = await applicant.csrfToken();
      return {
        path: `/api/application-status/requests/${view.requests[0]!.id}/upload`,
        headers: { cookie: applicant.cookieHeader(), 'CSRF-Token': csrf },
        before: [],
        file: { name: 'file', filename: 'transcript.pdf', type: 'application/pdf' },
      };
    },
  },
  {
    name: 'the undergraduate application form (REST)',
    async prepare() {
      const fields = sampleFields.undergrad({ email: 'door.form@example.org' }) as Record<string, string>;
      return {
        path: '/api/undergrad/submit-new-application',
        headers: {},
        before: Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        file: { name: 'transcript', filename: 'transcript.pdf', type: 'application/pdf' },
      };
    },
  },
  {
    name: 'the undergraduate application mutation (GraphQL upload)',
    async prepare() {
      const query = `mutation($application: UndergradApplicationInput!, $documents: UndergradDocumentsInput!) {
        submitUndergradApplication(application: $application, documents: $documents) { reference } }`;
      const application = graphqlApplication('undergrad', sampleFields.undergrad({ email: 'door.graphql@example.org' }));
      // Every document but the first arrives whole; the first comes last, and the test breaks it.
      const [first, ...others] = APPLICATION_FORMS.undergrad.documents.map((d) => d.name);
      const files = await documentsFor('undergrad');
      const map = Object.fromEntries([first!, ...others].map((name, i) => [String(i), [`variables.documents.${name}`]]));
      const documents = Object.fromEntries([first!, ...others].map((name) => [name, null]));
      return {
        path: '/graphql',
        headers: { 'apollo-require-preflight': 'true' },
        before: [
          { name: 'operations', value: JSON.stringify({ query, variables: { application, documents } }) },
          { name: 'map', value: JSON.stringify(map) },
          ...others.map((name, i) => ({
            name: String(i + 1),
            value: files[name]!.bytes,
            filename: files[name]!.name,
            type: files[name]!.type,
          })),
        ],
        file: { name: '0', filename: `${first}.pdf`, type: 'application/pdf' },
      };
    },
  },
  {
    name: "a news story's picture in the console (GraphQL upload, content images)",
    async prepare(app) {
      const query = `mutation($input: NewsStoryInput!) { saveNewsStory(input: $input) { id } }`;
      const input = { title: 'Door story', link: 'https://example.org/door', image: null };
      return {
        path: '/graphql',
        headers: await staffHeaders(await staffFor(app, 'employee', 'Pictures')),
        before: [
          { name: 'operations', value: JSON.stringify({ query, variables: { input } }) },
          { name: 'map', value: JSON.stringify({ 0: ['variables.input.image'] }) },
        ],
        file: { name: '0', filename: 'picture.png', type: 'image/png' },
      };
    },
  },
];
