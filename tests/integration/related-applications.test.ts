import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { addKeyToRingFile, KeyRing } from '../../api/src/crypto/key-ring.js';
import { PiiCipher } from '../../api/src/crypto/pii-cipher.js';
import { rotateToKey } from '../../api/src/cli/keys-rotate/key-rotation.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { LIST_PLAN_LIMITS } from '../../api/src/modules/applications/list-query.js';
import { accountAssociatedData, DisbursementRow } from '../../api/src/modules/disbursements/disbursement.entity.js';
import { noLoanAccounts } from '../../api/src/modules/related-applications/application-match-values.js';
import { backfillMatchKeys } from '../../api/src/modules/related-applications/match-key-backfill.js';
import { MATCH_KEYS_TABLE, MatchKeyBackfill } from '../../api/src/modules/related-applications/match-key.entity.js';
import { pendingMatchKeys } from '../../api/src/modules/related-applications/match-key-rotation.js';
import { deleteMatchKeys, storeLoanAccountKey } from '../../api/src/modules/related-applications/match-keys.js';
import { highSchoolFields, nextSsn, parentFields, undergradFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

type Fields = Record<string, string>;
interface Stored {
  kind: ApplicationKind;
  id: number;
  reference: string;
}
interface Related {
  kind: string;
  id: string;
  reference: string;
  matchedOn: string[];
}

const GQL_KIND: Record<ApplicationKind, string> = { undergrad: 'UNDERGRAD', parent: 'PARENT', 'high-school': 'HIGH_SCHOOL' };

const DETAIL = `query ($kind: ApplicationKind!, $id: ID!) {
  application(kind: $kind, id: $id) { reference hasRelatedApplications relatedApplications { kind id reference matchedOn } }
}`;
const LIST = `query ($kind: ApplicationKind!, $status: ApplicationStatus, $related: Boolean, $search: String) {
  applications(kind: $kind, status: $status, related: $related, search: $search, pageSize: 100) {
    total items { id reference hasRelatedApplications }
  }
}`;

describe.each(databases)('related applications on %s', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  let employee: HttpClient;
  let volunteer: HttpClient;
  const childSsn = nextSsn();
  const sharedSsn = nextSsn();
  let parent: Stored;
  let child: Stored;
  let senior: Stored;
  let archived: Stored;
  let stranger: Stored;

  async function submit(kind: ApplicationKind, fields: Fields): Promise<Stored> {
    const response = await restSubmit(new HttpClient(app.url), kind, fields, await documentsFor(kind));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const row = await app.services.infra.db.getRepository(KINDS[kind].entity).findOneByOrFail({ reference });
    return { kind, id: row.id, reference };
  }

  async function relatedOf(client: HttpClient, of: Stored): Promise<Related[]> {
    const { data, errors } = await client.graphql<{ application: { relatedApplications: Related[] } }>(DETAIL, {
      kind: GQL_KIND[of.kind],
      id: String(of.id),
    });
    expect(errors).toBeUndefined();
    return data!.application.relatedApplications;
  }

  const entry = (of: Stored, matchedOn: string[]) => ({
    kind: GQL_KIND[of.kind],
    id: String(of.id),
    reference: of.reference,
    matchedOn,
  });

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    [admin, employee, volunteer] = await Promise.all([
      signedInClient(app, 'admin'),
      signedInClient(app, 'employee'),
      signedInClient(app, 'volunteer'),
    ]);
    // A parent and their own child: the child's SSN is on the parent's form, and they share a home written two ways.
    parent = await submit(
      'parent',
      parentFields({
        studentSocialSecurity: childSsn,
        studentConfirmSocial: childSsn,
        parentAddress: '455 North Michigan Avenue',
        parentAddress2: 'Apartment 12',
        parentZip: '60611-1234',
      }),
    );
    child = await submit(
      'undergrad',
      undergradFields({
        socialSecurity: childSsn,
        confirmSocial: childSsn,
        email: 'kevin.oneil@example.org',
        phone: '(773) 555-0101',
        address: '455 N. Michigan Ave',
        address2: 'Apt 12',
        city: 'chicago',
        state: 'IL',
        zip: '60611',
      }),
    );
    // A scholarship applicant with the child's e-mail (written in capitals) and the parent's phone.
    senior = await submit(
      'high-school',
      highSchoolFields({
        socialSecurity: sharedSsn,
        confirmSocial: sharedSsn,
        email: 'KEVIN.ONEIL@example.org',
        phone: '(312) 555-0123',
      }),
    );
    // An archived undergraduate with the scholarship applicant's SSN.
    archived = await submit(
      'undergrad',
      undergradFields({
        socialSecurity: sharedSsn,
        confirmSocial: sharedSsn,
        email: 'someone.else@example.org',
        phone: '(415) 555-0110',
        address: '1 Market St',
        address2: '',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
      }),
    );
    await app.services.applications.records.setStatus('undergrad', archived.id, 'archived', { userId: null, ip: null });
    stranger = await submit(
      'undergrad',
      undergradFields({
        email: 'nobody.shared@example.org',
        phone: '(505) 555-0177',
        address: '9 Canyon Rd',
        address2: '',
        city: 'Santa Fe',
        state: 'NM',
        zip: '87501',
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('links a parent and their child by SSN and home address, and the scholarship by phone; every program', async () => {
    expect(await relatedOf(admin, parent)).toEqual(
      expect.arrayContaining([entry(child, ['SSN', 'ADDRESS']), entry(senior, ['PHONE'])]),
    );
    expect(await relatedOf(admin, parent)).toHaveLength(2);
    expect(await relatedOf(employee, child)).toEqual(
      expect.arrayContaining([entry(parent, ['SSN', 'ADDRESS']), entry(senior, ['EMAIL'])]),
    );
  });

  it('includes the archive: the same SSN across kinds', async () => {
    expect(await relatedOf(admin, senior)).toEqual(
      expect.arrayContaining([entry(archived, ['SSN']), entry(child, ['EMAIL']), entry(parent, ['PHONE'])]),
    );
    expect(await relatedOf(admin, archived)).toEqual([entry(senior, ['SSN'])]);
  });

  it('finds nothing for an application that shares nothing', async () => {
    expect(await relatedOf(admin, stranger)).toEqual([]);
  });

  it('matches a loan account number paid to, however it is written', async () => {
    // As the payment ledger records a payment to a loan servicer (its sealed account, then the key).
    await app.services.infra.db.transaction(async (manager) => {
      const cipher = app.services.infra.cipher;
      for (const [of, account] of [
        [parent, '12-3456 789ab'],
        [stranger, '123456789AB'],
      ] as const) {
        const now = new Date();
        const inserted = await manager.insert(DisbursementRow, {
          applicantKind: of.kind,
          applicantId: of.id,
          state: 'PREPARED',
          origin: 'LEDGER',
          payeeType: 'LOAN_SERVICER',
          payeeName: 'Nelnet',
          accountLast4: account.slice(-4),
          amountCents: 50_000,
          preparedAt: now,
          stateChangedAt: now,
        });
        const paymentId = Number(inserted.identifiers[0]!.id);
        const accountSealed = cipher.sealText(account, accountAssociatedData(of.kind, of.id, paymentId));
        await manager.update(DisbursementRow, { id: paymentId }, { accountSealed });
        await storeLoanAccountKey(manager, cipher, of.kind, of.id, account, paymentId);
      }
    });
    expect(await relatedOf(admin, stranger)).toEqual([entry(parent, ['LOAN_ACCOUNT'])]);
  });

  it('shows volunteers nothing: an empty list, no mark, and the filter refused', async () => {
    const { data } = await volunteer.graphql<{ application: { hasRelatedApplications: boolean; relatedApplications: [] } }>(
      DETAIL,
      { kind: 'UNDERGRAD', id: String(child.id) },
    );
    expect(data!.application).toMatchObject({ hasRelatedApplications: false, relatedApplications: [] });
    const refused = await volunteer.graphql(LIST, { kind: 'UNDERGRAD', related: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('filters the list to related applications and marks them, archive included', async () => {
    type Page = { applications: { items: { id: string; hasRelatedApplications: boolean }[] } };
    const all = await employee.graphql<Page>(LIST, { kind: 'UNDERGRAD' });
    const marks = Object.fromEntries(all.data!.applications.items.map((i) => [i.id, i.hasRelatedApplications]));
    expect(marks[String(child.id)]).toBe(true);
    const only = await employee.graphql<Page>(LIST, { kind: 'UNDERGRAD', related: true });
    const ids = only.data!.applications.items.map((i) => i.id);
    expect(ids).toContain(String(child.id));
    expect(only.data!.applications.items.every((i) => i.hasRelatedApplications)).toBe(true);
    const inArchive = await admin.graphql<Page>(LIST, { kind: 'UNDERGRAD', status: 'ARCHIVED', related: true });
    expect(inArchive.data!.applications.items.map((i) => i.id)).toEqual([String(archived.id)]);
  });

  it('gives the same related rows whichever plan the list takes (narrowed, walked, with a search)', async () => {
    type Page = { applications: { items: { id: string }[] } };
    const ids = async (variables: Record<string, unknown>) =>
      (await admin.graphql<Page>(LIST, { kind: 'UNDERGRAD', ...variables })).data!.applications.items.map((i) => i.id).sort();
    const narrowed = await ids({ related: true });
    const searched = await ids({ related: true, search: 'Gonzalez' });
    const saved = { ...LIST_PLAN_LIMITS };
    Object.assign(LIST_PLAN_LIMITS, { narrowFromUpTo: 0, exactCountUpTo: 1, walkWindow: 2 });
    try {
      expect(await ids({ related: true })).toEqual(narrowed);
      expect(await ids({ related: true, search: 'Gonzalez' })).toEqual(searched);
    } finally {
      Object.assign(LIST_PLAN_LIMITS, saved);
    }
    // The child (SSN, address) and the stranger (a loan account, above); the archived one is not active.
    expect(narrowed).toEqual([String(child.id), String(stranger.id)].sort());
    expect(searched).toEqual(narrowed);
  });

  it('audits each look like any read', async () => {
    await relatedOf(admin, child);
    const rows = (await app.services.infra.db.query(
      "SELECT application_ref AS ref FROM audit_log WHERE action = 'application.related-view' AND target_id = ?",
      [String(child.id)],
    )) as { ref: string }[];
    expect(rows.map((r) => r.ref)).toContain(child.reference);
  });

  it('keeps every match through a key rotation', async () => {
    const before = await relatedOf(admin, parent);
    const ring = new KeyRing(app.config.encryptionKeys, app.config.keyRingFile);
    const added = addKeyToRingFile(app.dataDir, ring.all);
    ring.refresh(true);
    app.services.infra.cipher.ring.refresh(true);
    const counts = await rotateToKey(app.services.infra.db, new PiiCipher(ring), added, { batchSize: 3 });
    expect(counts.complete).toBe(true);
    expect(counts.matchKeys).toBeGreaterThan(10);
    expect(await pendingMatchKeys(app.services.infra.db, added.version)).toBe(0);
    expect(await relatedOf(admin, parent)).toEqual(before);
    // An application sent after the rotation matches the ones re-keyed.
    const twin = await submit('undergrad', undergradFields({ email: 'nobody.shared@example.org', phone: '(999) 555-0100' }));
    expect(await relatedOf(admin, twin)).toEqual([entry(stranger, ['EMAIL'])]);
  });

  it('backfills applications stored before match keys, and unshares a value whose other holder is deleted', async () => {
    const db = app.services.infra.db;
    const before = await relatedOf(admin, child);
    await db.query(`DELETE FROM ${MATCH_KEYS_TABLE}`);
    for (const kind of ['undergrad', 'parent', 'high-school'] as const) {
      const [row] = (await db.query(
        `SELECT MAX(${KINDS[kind].idKey}) AS high FROM ${db.getMetadata(KINDS[kind].entity).tableName}`,
      )) as [{ high: number }];
      await db.getRepository(MatchKeyBackfill).insert({ applicantKind: kind, nextId: 1, lastId: Number(row.high) });
    }
    const done = await backfillMatchKeys(db, app.services.infra.cipher, noLoanAccounts, { batchSize: 2 });
    expect(done).toBeGreaterThanOrEqual(6);
    expect(await db.getRepository(MatchKeyBackfill).count()).toBe(0);
    expect(await relatedOf(admin, child)).toEqual(before);
    await db.transaction((manager) => deleteMatchKeys(manager, 'high-school', senior.id));
    expect(await relatedOf(admin, archived)).toEqual([]);
    const archive = await admin.graphql<{ applications: { items: unknown[] } }>(LIST, {
      kind: 'UNDERGRAD',
      status: 'ARCHIVED',
      related: true,
    });
    expect(archive.data!.applications.items).toEqual([]);
  });
});
