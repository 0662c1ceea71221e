/**
 * The staff list's search index (issue 28) follows every write of an application, in the same
 * transaction: a submission is found at once, an edit finds the new name and no longer the old,
 * archive and unarchive move it between the lists' searches, and a purge leaves no term behind.
 */
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { reindexApplication, SEARCH_TERMS_TABLE } from '../../api/src/modules/application-records/search-index.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const LIST = `query($search: String, $status: ApplicationStatus) {
  applications(kind: UNDERGRAD, search: $search, status: $status) { total totalIsEstimate items { id reference } }
}`;

describe.each(databases)('the search index follows every write of an application (%s)', (dbKind) => {
  let app: TestApp;
  let staff: HttpClient;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    staff = await signedInClient(app, 'admin');
  }, 120_000);
  afterAll(() => app.close());

  const found = async (search: string, status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE') => {
    const result = await staff.graphql<{
      applications: { total: number; totalIsEstimate: boolean; items: { reference: string }[] };
    }>(LIST, { search, status });
    expect(result.errors).toBeUndefined();
    expect(result.data!.applications.totalIsEstimate).toBe(false);
    expect(result.data!.applications.total).toBe(result.data!.applications.items.length);
    return result.data!.applications.items.map((i) => i.reference);
  };
  const termsOf = async (id: number) =>
    Number(
      (
        (await app.services.infra.db.query(
          `SELECT COUNT(*) AS n FROM ${SEARCH_TERMS_TABLE} WHERE applicant_kind = 'undergrad' AND applicant_id = ?`,
          [id],
        )) as { n: number | string }[]
      )[0]!.n,
    );

  it('finds a submission at once, an edit by its new values only, archive and unarchive in their lists, and nothing after a purge', async () => {
    const response = await restSubmit(
      new HttpClient(app.url),
      'undergrad',
      sampleFields.undergrad({ firstName: 'Renée', lastName: "D'Arcy-Whitfield", collegeAttended: 'Quillon Institute' }),
      await documentsFor('undergrad'),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const repo = app.services.infra.db.getRepository(KINDS.undergrad.entity);
    const { id } = await repo.findOneByOrFail({ reference });

    // Inserted: by prefix, accent-free spelling, either side of the apostrophe and hyphen, and whole reference.
    for (const search of ['renee', 'Renée darc', 'arcy', 'whitf', "d'arcy-whitfield", 'quillon', reference])
      expect(await found(search), search).toEqual([reference]);
    expect(await termsOf(id)).toBeGreaterThan(5);

    // Edited: whatever changes a searched value reindexes in its own transaction.
    await app.services.infra.db.transaction(async (manager) => {
      await manager.update(KINDS.undergrad.entity, { id }, { lastName: 'Ó Súilleabháin', collegeAttended: 'Marrowby College' });
      await reindexApplication(manager, 'undergrad', id);
    });
    expect(await found('whitfield')).toEqual([]);
    expect(await found('quillon')).toEqual([]);
    expect(await found('suilleabhain')).toEqual([reference]);
    expect(await found('renee marrowby')).toEqual([reference]);
    // An edit rolled back leaves the index as it was: the terms are written in the edit's transaction.
    await expect(
      app.services.infra.db.transaction(async (manager) => {
        await manager.update(KINDS.undergrad.entity, { id }, { lastName: 'Thistlewood' });
        await reindexApplication(manager, 'undergrad', id);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await found('thistlewood')).toEqual([]);
    expect(await found('suilleabhain')).toEqual([reference]);

    // Archived: out of the active list's search, into the archive's; unarchived: back.
    expect((await staff.patch(`/api/undergrad/archive-application/${id}`)).status).toBe(200);
    expect(await found('suilleabhain')).toEqual([]);
    expect(await found('suilleabhain', 'ARCHIVED')).toEqual([reference]);
    const back = await staff.patch('/api/archive/undergrad/unarchive', { id });
    expect(back.status).toBe(200);
    expect(await found('suilleabhain', 'ARCHIVED')).toEqual([]);
    expect(await found('suilleabhain')).toEqual([reference]);

    // Purged by the retention policy (archived, untouched for longer than the policy keeps it).
    expect((await staff.patch(`/api/undergrad/archive-application/${id}`)).status).toBe(200);
    await repo.update({ id }, { archivedAt: new Date(Date.now() - 30 * 31 * 24 * 60 * 60_000) });
    expect(await app.services.retention.purge({ userId: null, ip: null })).toBe(1);
    expect(await found(reference, 'ARCHIVED')).toEqual([]);
    expect(await found('suilleabhain', 'ARCHIVED')).toEqual([]);
    expect(await termsOf(id)).toBe(0);
  }, 120_000);
});
