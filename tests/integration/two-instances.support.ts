import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { APPLICATION_FORMS, APPLICATION_KIND_PATHS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { projectRoot } from '../../api/src/config/paths.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { openDatabase } from '../../db/data-source.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, multipartForm, type UploadFiles } from '../support/fixtures/application-requests.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import type { TestApp } from '../support/test-app.js';
import { createMysqlDatabase } from '../support/test-app.js';
import { Browser, startInstance, startProxy, type Instance, type Proxy } from '../support/two-instances.js';
import { TEST_AUDIT_KEY } from '../support/audit-key.js';

const KIND: ApplicationKind = 'high-school';

/**
 * Two built app processes on one fresh MariaDB database and one SMTP server, behind a round-robin
 * proxy; started before the suite's tests and stopped after them (call inside its describe).
 * `running()` answers what was started; the rest times requests, submits and checks what is stored.
 */
export function twoInstancesOnOneDatabase() {
  let database: Awaited<ReturnType<typeof createMysqlDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;
  let db: DataSource;
  let docs: UploadFiles;
  let parentDocs: UploadFiles;
  const dirs: string[] = [];
  const latencies: number[] = [];
  const figures: string[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(projectRoot, 'dist/api/src/server.js'))) throw new Error('Run `npm run build` first.');
    database = await createMysqlDatabase();
    smtp = await startSmtpReceiver();
    const env = (name: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), `odf-${name}-`));
      dirs.push(dir);
      // Same database and keys; each its own DATA_DIR and no SESSION_SECRET: the secret is shared
      // through the database.
      return {
        DATA_DIR: dir,
        DATABASE_URL: database.url,
        ENCRYPTION_KEY: 'cd'.repeat(32),
        AUDIT_KEY: TEST_AUDIT_KEY.toString('utf8'),
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'loopback',
      };
    };
    // Started together, as an orchestrator would: the migrations take turns.
    [a, b] = await Promise.all([startInstance('A', env('a')), startInstance('B', env('b'))]);
    proxy = await startProxy([a, b]);
    db = await openDatabase({ dataDir: dirs[0]!, databaseUrl: database.url }, { migrate: false });
    docs = await documentsFor(KIND, { sizeBytes: 32 * 1024 });
    parentDocs = await documentsFor('parent', { sizeBytes: 16 * 1024 });
  }, 90_000);

  afterAll(async () => {
    if (figures.length) console.log(`[two-instances] ${figures.join('; ')}`);
    await proxy?.close();
    for (const instance of [a, b]) if (instance && instance.child.exitCode === null) instance.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.destroy();
    await smtp?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Times every request through the proxy, for the p95 figure. */
  async function timed<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      latencies.push(performance.now() - started);
    }
  }

  function submit(i: number, base = proxy.url) {
    const browser = new Browser(`203.0.113.${(i % 250) + 1}`);
    const fields = sampleFields[KIND]({ email: `applicant-${i}@example.org` });
    return timed(async () => {
      try {
        const response = await browser.fetch(base, 'POST', `/api/${APPLICATION_KIND_PATHS[KIND]}/submit-new-application`, {
          body: multipartForm(fields, docs),
        });
        const body = (await response.json().catch(() => ({}))) as { reference?: string };
        return { status: response.status, reference: body.reference, by: response.headers.get('x-served-by') };
      } catch {
        return { status: 0, reference: undefined, by: null };
      }
    });
  }

  /** Every reference is stored with all its documents, each with all its sealed parts. */
  async function expectStoredWhole(references: string[]) {
    const repo = db.getRepository(KINDS[KIND].entity);
    const stored = (await repo.find({ select: { reference: true } as never })) as unknown as { reference: string }[];
    const storedSet = new Set(stored.map((s) => s.reference));
    expect(references.filter((r) => !storedSet.has(r))).toEqual([]);
    const documents = await db.getRepository(ApplicationDocument).find();
    expect(documents.length).toBe(stored.length * APPLICATION_FORMS[KIND].documents.length);
    const parts = await db.getRepository(ApplicationDocumentPart).count();
    expect(parts).toBe(documents.reduce((n, d) => n + d.partCount, 0));
  }

  const staffApp = () => ({ services: { infra: { db } } }) as unknown as TestApp;

  return {
    latencies,
    figures,
    timed,
    submit,
    expectStoredWhole,
    staffApp,
    running: () => ({ a, b, proxy, smtp, parentDocs }),
  };
}
