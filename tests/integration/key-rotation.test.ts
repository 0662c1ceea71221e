import { createHash, randomUUID } from 'node:crypto';
import {
  APPLICATION_FORMS,
  APPLICATION_KIND_PATHS,
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../api/src/domain/applications/index.js';
import { addKeyToRingFile, KeyRing } from '../../api/src/crypto/key-ring.js';
import { pendingForKey, rotateToKey } from '../../api/src/cli/keys-rotate/key-rotation.js';
import { PiiCipher } from '../../api/src/crypto/pii-cipher.js';
import {
  KINDS,
  hashProp,
  newReference,
  sealedProp,
  ssnAssociatedData,
  type Row,
} from '../../api/src/modules/application-records/kinds.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { partAssociatedData } from '../../api/src/modules/documents/staged-document.js';
import { nextSsn, sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import { makePdf } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { runBuiltCli } from '../support/built-cli.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const OLD_KEY = 'ef'.repeat(32);

interface Expected {
  kind: ApplicationKind;
  id: number;
  ssns: Record<string, string>;
  fileId: string;
  bytes: Buffer;
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

describe.each(databases)('npm run keys:rotate on %s', (kind) => {
  let app: TestApp;
  let admin: HttpClient;
  const expected: Expected[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind, { env: { ENCRYPTION_KEY: OLD_KEY } });
    admin = await signedInClient(app, 'admin');
    const db = app.services.infra.db;
    const old = new PiiCipher(Buffer.from(OLD_KEY, 'hex'));
    // Three real submissions (documents of two 1 MiB parts), then 1,000 more made directly
    // under the old key, each with a small PDF of one part.
    const templates = {} as Record<ApplicationKind, Row>;
    for (const k of APPLICATION_KINDS) {
      const fields = sampleFields[k]();
      const files = await documentsFor(k);
      const big = APPLICATION_FORMS[k].documents[0]!.name;
      files[big] = { name: 'big.pdf', bytes: await makePdf({ sizeBytes: 1_300_000 }), type: 'application/pdf' };
      const response = await restSubmit(new HttpClient(app.url), k, fields, files);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const row = (await db.getRepository(KINDS[k].entity).findOneByOrFail({ reference })) as unknown as Row;
      templates[k] = row;
      const idProp = db.getRepository(KINDS[k].entity).metadata.primaryColumns[0]!.propertyName;
      const doc = await db
        .getRepository(ApplicationDocument)
        .findOneByOrFail({ applicantKind: k, applicantId: Number(row[idProp]), fileAlias: big });
      const ssns = Object.fromEntries(APPLICATION_FORMS[k].ssnFields.map((f) => [f, fields[f]!]));
      expected.push({ kind: k, id: Number(row[idProp]), ssns, fileId: doc.fileId, bytes: files[big]!.bytes });
    }
    const small = await makePdf({ title: 'Loan statement' });
    await db.transaction(async (manager) => {
      for (let i = 0; i < 1000; i++) {
        const k = APPLICATION_KINDS[i % 3]!;
        const repo = manager.getRepository(KINDS[k].entity);
        const idProp = repo.metadata.primaryColumns[0]!.propertyName;
        const row: Row = { ...templates[k], reference: newReference(k), createdAt: new Date() };
        delete row[idProp];
        const ssns: Record<string, string> = {};
        for (const f of APPLICATION_FORMS[k].ssnFields) {
          ssns[f] = nextSsn();
          row[sealedProp(f)] = old.sealText(ssns[f], ssnAssociatedData(k, row.reference, f));
          row[hashProp(f)] = old.ssnLookupHash(ssns[f]);
        }
        const id = Number((await repo.insert(row as never)).identifiers[0]![idProp]);
        const fileId = randomUUID();
        await manager.insert(ApplicationDocument, {
          fileId,
          applicantKind: k,
          applicantId: id,
          fileAlias: APPLICATION_FORMS[k].documents[0]!.name,
          originalName: 'statement.pdf',
          mediaType: 'application/pdf',
          sizeBytes: small.length,
          sha256: createHash('sha256').update(small).digest('hex'),
          partCount: 1,
          createdAt: new Date(),
        });
        await manager.insert(ApplicationDocumentPart, {
          fileId,
          partNo: 0,
          sealedBytes: old.seal(small, partAssociatedData(fileId, 0)),
        });
        expected.push({ kind: k, id, ssns, fileId, bytes: small });
      }
    });
  }, 240_000);
  afterAll(() => app.close());

  /**
   * Every SSN and every document read back by the app's own services (the reveal's service and
   * the document store, with the key ring the app holds), and a spread of them as staff see them:
   * through the reveal mutation and the download. All 1,003 over HTTP took minutes per check on
   * MariaDB (two audited requests each) and proved nothing the services' read does not.
   */
  async function everythingStillMatches(): Promise<void> {
    const wrong: string[] = [];
    const { records: staff } = app.services.applications;
    const { store: documents } = app.services.documents;
    const system = { userId: null, ip: null };
    await inBatches(expected, 8, async (e) => {
      const got = Object.fromEntries((await staff.revealSsns(e.kind, e.id, system)).map((r) => [r.field, r.value]));
      if (JSON.stringify(got) !== JSON.stringify(e.ssns)) wrong.push(`${e.kind} ${e.id} SSN`);
      const doc = await documents.find(e.kind, e.id, e.fileId);
      if (!doc || !(await documents.bytes(doc)).equals(e.bytes)) wrong.push(`${e.kind} ${e.id} file`);
    });
    await admin.csrfToken(); // once, before the concurrent mutations
    // The three real submissions (two-part documents) and every 40th of the rest.
    const seen = expected.filter((_, i) => i < 3 || i % 40 === 0);
    await inBatches(seen, 8, async (e) => {
      const revealed = await admin.graphql<{ revealSocialSecurityNumbers: { field: string; value: string }[] }>(
        `mutation($kind: ApplicationKind!, $id: ID!) { revealSocialSecurityNumbers(kind: $kind, id: $id) { field value } }`,
        { kind: e.kind.toUpperCase().replace('-', '_'), id: String(e.id) },
      );
      const got = Object.fromEntries((revealed.data?.revealSocialSecurityNumbers ?? []).map((r) => [r.field, r.value]));
      if (JSON.stringify(got) !== JSON.stringify(e.ssns)) wrong.push(`${e.kind} ${e.id} SSN over HTTP`);
      const download = await admin.get(`/api/${APPLICATION_KIND_PATHS[e.kind]}/download-file/${e.id}/${e.fileId}`);
      if (download.status !== 200 || !Buffer.from(await download.arrayBuffer()).equals(e.bytes))
        wrong.push(`${e.kind} ${e.id} file over HTTP`);
    });
    expect(wrong).toEqual([]);
  }

  it('is interrupted midway, reads both keys meanwhile, resumes where it stopped, then rotates again to a new key', async () => {
    const db = app.services.infra.db;
    const ring = new KeyRing(app.config.encryptionKeys, app.config.keyRingFile);
    const added = addKeyToRingFile(app.dataDir, ring.all);
    ring.refresh(true);
    expect(added.version).toBe(2);
    const partial = await rotateToKey(db, new PiiCipher(ring), added, { batchSize: 100, stopAfterBatches: 30 });
    expect(partial.complete).toBe(false);
    const left = await pendingForKey(db, 2);
    expect(left.ssns).toBe(0);
    expect(left.parts).toBeGreaterThan(0);
    expect(left.parts).toBeLessThan(1000);
    await everythingStillMatches();

    const resumed = await runBuiltCli(app, 'keys-rotate');
    expect(resumed.out).toContain(
      `Continuing the rotation to key version 2: 0 SSNs, ${left.parts} document parts and 0 unsent mails left.`,
    );
    expect(resumed.out).toContain('every SSN, document and unsent mail is now under key version 2');
    expect(resumed.code).toBe(0);

    // A full rotation of 1,003 applications while the app serves downloads.
    const serving = (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const e = expected[i * 37]!;
        statuses.push((await admin.get(`/api/${APPLICATION_KIND_PATHS[e.kind]}/download-file/${e.id}/${e.fileId}`)).status);
      }
      return statuses;
    })();
    const full = await runBuiltCli(app, 'keys-rotate');
    expect(full.out).toContain('Added key version 3');
    expect(full.code).toBe(0);
    expect((await serving).every((s) => s === 200)).toBe(true);
    console.log(
      `[${kind}] rotation of ${expected.length} applications: ${full.ms} ms (CLI run, incl. ${2.5} s wait for the ring reload)`,
    );
    expect(await pendingForKey(db, 3)).toEqual({ ssns: 0, accounts: 0, parts: 0, mails: 0, matchKeys: 0 });

    // Lookup hashes follow the key: each row's hash is the new key's hash of its SSN.
    const newest = new PiiCipher(new KeyRing(app.config.encryptionKeys, app.config.keyRingFile));
    for (const e of expected.slice(0, 50)) {
      const repo = db.getRepository(KINDS[e.kind].entity);
      const idProp = repo.metadata.primaryColumns[0]!.propertyName;
      const row = (await repo.findOneByOrFail({ [idProp]: e.id } as never)) as unknown as Row;
      for (const [field, ssn] of Object.entries(e.ssns)) {
        expect(PiiCipher.versionOf(String(row[sealedProp(field)]))).toBe(3);
        expect(row[hashProp(field)]).toBe(newest.ssnLookupHash(ssn));
      }
    }
    await everythingStillMatches();
  }, 600_000);
});
