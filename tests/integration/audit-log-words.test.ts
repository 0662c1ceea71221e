import { DateTime } from 'luxon';
import { APPLICATION_READ_ACTIONS } from '../../api/src/domain/audit.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { appendRow } from '../../api/src/modules/audit/audit-chain.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { AUDIT_CSV_COLUMNS } from '../../api/src/modules/audit/audit.service.js';
import { parseCsv } from '../support/csv.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import type { HttpClient } from '../support/http-client.js';
import { freshApplications, putAt, SET_STATUS } from './review.support.js';

const PAGE = `query($filter: AuditLogFilter, $pageSize: Int) {
  auditLog(filter: $filter, pageSize: $pageSize) {
    total items { id at when actorUserId actorName actorLabel action actionLabel summary targetType targetId reference detail }
  }
}`;
const READS = `query($reference: String!) {
  applicationReads(reference: $reference) { reference total groups { actorUserId actorLabel day dayLabel count actions { action label count } } }
}`;
const SAVE_CYCLE = `mutation($input: ProgramCycleInput!) { saveProgramCycle(input: $input) { id } }`;

interface Entry {
  id: string;
  when: string;
  actorName: string | null;
  actorLabel: string;
  action: string;
  summary: string;
  targetType: string | null;
  targetId: string | null;
  reference: string | null;
  detail: string | null;
}
type Page = { auditLog: { total: number; items: Entry[] } };
const ZONE = 'America/Chicago';

/**
 * Issue 42, problem 4: the audit log in words a staff member reads, with the application's
 * reference on every row about one (status moves too, old rows included), the CSV in words and
 * as stored, and "Who has seen this" by person and day.
 */
describe.each(databases)('the audit log in plain words (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  let jane: HttpClient;
  let janeId: number;
  let id: number;
  let reference: string;
  const log = async (filter: Record<string, unknown>) => {
    const answer = await admin.graphql<Page>(PAGE, { filter, pageSize: 200 });
    expect(answer.errors).toBeUndefined();
    return answer.data!.auditLog;
  };

  beforeAll(async () => {
    app = await startTestApp(dbKind, { env: { ORG_TIME_ZONE: ZONE } });
    admin = await logIn(app, await createStaffAccount(app, 'admin', { firstName: 'Ada', lastName: 'Auditor' }));
    const janeAccount = await createStaffAccount(app, 'employee', { firstName: 'Jane', lastName: 'Doe' });
    janeId = janeAccount.id;
    jane = await logIn(app, janeAccount);
    [id] = (await freshApplications(app, 1)) as [number];
    reference = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ id })).reference;
  }, 60_000);
  afterAll(() => app.close());

  /** A status move as rows were written before every application's event carried its reference. */
  async function olderMove(detail: string): Promise<void> {
    const fields = {
      at: new Date(Date.now() - 60_000),
      actorUserId: janeId,
      action: 'review.status',
      targetType: 'undergrad',
      targetId: String(id),
      applicationRef: null,
      ip: '10.0.0.9',
      detail,
    };
    const db = app.services.infra.db;
    if (db.options.type === 'mysql') await db.transaction((m) => appendRow(m, fields, app.config.auditKey));
    else await appendRow(db.manager, fields, app.config.auditKey);
  }

  it('answers who approved an application: a status move carries its reference, and old ones are found by it', async () => {
    await olderMove('RECEIVED->IN_REVIEW');
    await putAt(app, id, 'IN_REVIEW');
    const moved = await admin.graphql(SET_STATUS, { id: String(id), status: 'APPROVED', awardCents: 150_000 });
    expect(moved.errors).toBeUndefined();

    const stored = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneOrFail({ where: { action: 'review.status', targetId: String(id) }, order: { id: 'DESC' } });
    expect(stored.applicationRef).toBe(reference);
    expect((await app.services.audit.verify()).ok).toBe(true);

    const moves = await log({ reference: reference.toLowerCase(), action: 'review.status' });
    expect(moves.total).toBe(2);
    expect(moves.items.map((e) => [e.actorLabel, e.summary, e.reference])).toEqual([
      ['Ada Auditor', `Moved ${reference} from In review to Approved`, reference],
      ['Jane Doe', `Moved ${reference} from Received to In review`, reference],
    ]);
    // The machine's codes stay beside the words.
    expect(moves.items[0]).toMatchObject({ action: 'review.status', targetType: 'undergrad', detail: 'IN_REVIEW->APPROVED' });
    expect(moves.items[0]!.when).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M C[SD]T$/);

    const rest = (await (
      await admin.get(`/api/audit-log?reference=${reference}&action=review.status`)
    ).json()) as Page['auditLog'];
    expect(rest.total).toBe(2);
    expect(rest.items[1]!.summary).toBe(`Moved ${reference} from Received to In review`);
  });

  it('names the person whose role changed, and writes amounts in dollars', async () => {
    const sam = await createStaffAccount(app, 'volunteer', { firstName: 'Sam', lastName: 'Smith' });
    expect((await admin.post('/api/auth/manage-privileges', { id: sam.id, choice: 'employee' }, true)).status).toBe(200);
    const roles = await log({ action: 'user.role_changed' });
    expect(roles.items[0]).toMatchObject({
      actorLabel: 'Ada Auditor',
      summary: 'Changed the role of Sam Smith from volunteer to employee',
      targetId: String(sam.id),
      detail: 'volunteer -> employee',
    });

    const saved = await admin.graphql(SAVE_CYCLE, { input: { kind: 'UNDERGRAD', budgetCents: 200_000 } });
    expect(saved.errors).toBeUndefined();
    const cycle = (await log({ action: 'program-cycle.update' })).items[0]!;
    expect(cycle.summary).toMatch(/^Changed the cycle of the Undergraduate loan repayment program: .*budget \$2,000\.00/);
    expect(cycle.reference).toBeNull();

    const [over] = (await freshApplications(app, 1)) as [number];
    await putAt(app, over, 'IN_REVIEW');
    const approve = `mutation($id: ID!) {
      setReviewStatus(kind: UNDERGRAD, id: $id, status: APPROVED, awardCents: 300000, overrideBudget: true) { id }
    }`;
    expect((await admin.graphql(approve, { id: String(over) })).errors).toBeUndefined();
    const overRef = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ id: over })).reference;
    const [overRow] = (await log({ reference: overRef, action: 'review.budget-override' })).items;
    expect(overRow!.summary).toMatch(
      new RegExp(
        `^Approved ${overRef} beyond its program's budget: an award of \\$3,000\\.00, -?\\$[\\d,]+\\.\\d\\d was left in the budget$`,
      ),
    );
    expect(overRow!.detail).toContain('award 300000');
  });

  it('exports the CSV in words and as stored, column by column', async () => {
    const response = await admin.get(`/api/audit-log.csv?reference=${reference}&action=review.status`);
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    const cell = (row: string[], name: (typeof AUDIT_CSV_COLUMNS)[number]) => row[AUDIT_CSV_COLUMNS.indexOf(name)];
    expect(rows).toHaveLength(2);
    const approved = rows[0]!;
    expect(cell(approved, 'What happened')).toBe(`Moved ${reference} from In review to Approved`);
    expect(cell(approved, 'Staff member')).toBe('Ada Auditor');
    expect(cell(approved, 'Application')).toBe(reference);
    expect(cell(approved, 'Time')).toMatch(/ at \d{1,2}:\d\d [AP]M C[SD]T$/);
    expect(cell(approved, 'Time (UTC)')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(cell(approved, 'Action code')).toBe('review.status');
    expect(cell(approved, 'Target type')).toBe('undergrad');
    expect(cell(approved, 'Target id')).toBe(String(id));
    expect(cell(approved, 'Detail (as stored)')).toBe('IN_REVIEW->APPROVED');
    expect(cell(rows[1]!, 'What happened')).toBe(`Moved ${reference} from Received to In review`);
  });

  it('groups "Who has seen this" by person and day, and the counts add up to every read', async () => {
    for (let i = 0; i < 3; i++) expect((await jane.get(`/api/undergrad/get-individual/${id}`)).status).toBe(200);
    expect((await jane.graphql(`query { application(kind: UNDERGRAD, id: "${id}") { reference } }`)).errors).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await admin.get(`/api/undergrad/get-individual/${id}`)).status).toBe(200);

    const answer = await admin.graphql<{
      applicationReads: {
        total: number;
        groups: Array<{ actorUserId: string | null; actorLabel: string; day: string; dayLabel: string; count: number }>;
      };
    }>(READS, { reference });
    expect(answer.errors).toBeUndefined();
    const { total, groups } = answer.data!.applicationReads;
    const stored = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .createQueryBuilder('l')
      .where('l.applicationRef = :reference AND l.action IN (:...actions)', { reference, actions: APPLICATION_READ_ACTIONS })
      .getCount();
    expect(total).toBe(stored);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(total);
    const today = DateTime.now().setZone(ZONE);
    const janeToday = groups.find((g) => g.actorLabel === 'Jane Doe' && g.day === today.toISODate());
    expect(janeToday).toMatchObject({ count: 4, dayLabel: today.setLocale('en-US').toFormat('LLLL d, yyyy') });
    expect(groups.find((g) => g.actorLabel === 'Ada Auditor')!.count).toBeGreaterThanOrEqual(2);
    expect((await jane.graphql(READS, { reference })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
