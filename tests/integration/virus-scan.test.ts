/**
 * Every upload door scanned by a real clamd (issue 24), on SQLite and MariaDB: the EICAR test
 * string, alone or inside a valid PDF or PNG, is refused at each door with nothing stored and one
 * audit row; clean documents are stored CLEAN. Skipped by name, with the reason printed, where
 * clamd is not installed (CI installs it).
 */
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { INFECTED_UPLOAD_ACTION } from '../../api/src/modules/audit/infected-uploads.js';
import { ContentImage, NewsStory } from '../../api/src/modules/content/content.entity.js';
import { clamdOrSkip, EICAR, startClamd, type TestClamd } from '../support/clamd.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, graphqlApplication, graphqlSubmit, restSubmit } from '../support/fixtures/application-requests.js';
import { makePdf, makePng } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { census, expectCleanRefusal, rawMultipart } from './hostile-input.support.js';
import { uploadDoors } from './upload-doors.cases.js';
import { staffFor } from './review.support.js';

const BOUNDARY = '----odfVirusScan24';
const haveClamd = clamdOrSkip('virus scanning at every upload door (real clamd)');

/** The harmful files each door is sent: the EICAR string alone, and inside a file of the door's type. */
async function infectedFiles(image: boolean): Promise<{ name: string; bytes: Buffer }[]> {
  const inside = image
    ? Buffer.concat([makePng(), Buffer.from(EICAR)])
    : await makePdf({ marker: EICAR, title: 'A valid PDF with the EICAR string in it' });
  return [
    { name: 'the EICAR string alone', bytes: Buffer.from(EICAR) },
    { name: `the EICAR string inside a valid ${image ? 'PNG' : 'PDF'}`, bytes: inside },
  ];
}

async function stored(app: TestApp) {
  const { db } = app.services.infra;
  return {
    ...(await census(app)),
    contentImages: await db.getRepository(ContentImage).count(),
    newsStories: await db.getRepository(NewsStory).count(),
  };
}

describe.skipIf(!haveClamd).each(databases)('virus scanning at every upload door (real clamd, %s)', (kind) => {
  let clamd: TestClamd;
  let app: TestApp;
  beforeAll(async () => {
    clamd = await startClamd();
    app = await startTestApp(kind, { env: { CLAMD_URL: clamd.url, CLAMD_TIMEOUT_S: '5' } });
  });
  afterAll(async () => {
    await app?.close();
    await clamd?.dispose();
  });

  for (const door of uploadDoors) {
    const image = door.name.includes('picture');
    it(`${door.name}: refuses the EICAR string, alone and inside a valid file, storing nothing`, async () => {
      const request = await door.prepare(app);
      for (const file of await infectedFiles(image)) {
        const before = await stored(app);
        const audits = await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: INFECTED_UPLOAD_ACTION });
        const body = rawMultipart([...request.before, { ...request.file, value: file.bytes }], BOUNDARY);
        const response = await fetch(`${app.url}${request.path}`, {
          method: 'POST',
          headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body,
        });
        const refusal = await expectCleanRefusal(response);
        expect(refusal.status, `${file.name}: ${refusal.text}`).toBe(422);
        const graphql = refusal.body.errors?.[0]?.extensions;
        const fields = refusal.body.fields ?? (graphql?.fields as Record<string, string> | undefined) ?? {};
        if (graphql) expect(graphql.code).toBe('FILE_REJECTED');
        const message = Object.values(fields).join(' ');
        expect(message, file.name).toMatch(/virus scan/);
        // The document is named; the signature never is.
        expect(refusal.text).not.toMatch(/EICAR|ODF\.Test/i);
        expect(await stored(app), file.name).toEqual(before);
        const rows = await app.services.infra.db
          .getRepository(AuditLogEntry)
          .find({ where: { action: INFECTED_UPLOAD_ACTION }, order: { id: 'DESC' } });
        expect(rows.length).toBe(audits + 1);
        expect(rows[0]!.targetId).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0]!.detail).toMatch(/signature: ODF\.Test\.EICAR-Body/);
      }
    });
  }

  it('stores clean documents CLEAN, with when they were scanned, through REST and GraphQL', async () => {
    const files = await documentsFor('undergrad');
    const rest = await restSubmit(
      new HttpClient(app.url),
      'undergrad',
      sampleFields.undergrad({ email: 'clean.rest@example.org' }),
      files,
    );
    expect(rest.status, await rest.clone().text()).toBe(201);
    const gql = await graphqlSubmit(
      new HttpClient(app.url),
      'undergrad',
      graphqlApplication('undergrad', sampleFields.undergrad({ email: 'clean.graphql@example.org' })),
      files,
    );
    expect(gql.errors).toBeUndefined();
    const documents = await app.services.infra.db.getRepository(ApplicationDocument).find();
    expect(documents.length).toBeGreaterThanOrEqual(14);
    for (const doc of documents) {
      expect(doc.scanStatus, doc.fileAlias).toBe('CLEAN');
      expect(doc.scannedAt).toBeInstanceOf(Date);
    }
    const admin = await staffFor(app, 'admin', 'Scanner');
    const state = await admin.client.graphql<{ virusScanning: { scanning: boolean; pendingDocuments: number } }>(
      'query { virusScanning { scanning pendingDocuments } }',
    );
    expect(state.data?.virusScanning).toEqual({ scanning: true, pendingDocuments: 0 });
  });
});

describe.each(databases)('scanning off (no CLAMD_URL, %s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.close());

  it('stores documents UNSCANNED, EICAR included, and tells admins that uploads are not scanned', async () => {
    const files = await documentsFor('undergrad');
    files.transcript = { name: 'transcript.pdf', bytes: await makePdf({ marker: EICAR }), type: 'application/pdf' };
    const response = await restSubmit(
      new HttpClient(app.url),
      'undergrad',
      sampleFields.undergrad({ email: 'off@example.org' }),
      files,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const documents = await app.services.infra.db.getRepository(ApplicationDocument).find();
    expect(documents.map((d) => d.scanStatus)).toEqual(Array(7).fill('UNSCANNED'));
    const admin = await staffFor(app, 'admin', 'Scanner');
    const state = await admin.client.graphql<{ virusScanning: { scanning: boolean; pendingDocuments: number } }>(
      'query { virusScanning { scanning pendingDocuments } }',
    );
    expect(state.data?.virusScanning).toEqual({ scanning: false, pendingDocuments: 0 });
  });
});
