import { eachAuditRow, queryAuditLog } from '../../api/src/modules/audit/audit-query.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const ACTOR = { userId: null, ip: '10.1.2.3' };

/**
 * Issue 27, point 7 (docs/decisions/410): the audit page lists newest first by time, then id,
 * on indexes that end in (at, audit_id); the CSV walks the same order a batch at a time. Rows
 * written within one second tie on the time: the id decides, on every page and across batches.
 */
describe.each(databases)('the audit log in order at any size (%s)', (dbKind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    for (let i = 0; i < 23; i++)
      await app.services.audit.record(ACTOR, {
        action: i % 3 ? 'application.view' : 'document.download',
        targetType: 'parent',
        targetId: i,
        reference: `PA-TEST-000${i % 4}`,
        read: true,
      });
  });
  afterAll(() => app.close());

  /** Every row's id, newest first by (time, id), read straight from the table. */
  async function expectedIds(where = ''): Promise<number[]> {
    const rows: Array<{ id: number | string; at: unknown }> = await app.services.infra.db.query(
      `SELECT audit_id AS id, at FROM audit_log ${where}`,
    );
    const time = (at: unknown) => new Date(at instanceof Date ? at : `${String(at).replace(' ', 'T')}Z`).getTime();
    return rows
      .map((r) => ({ id: Number(r.id), at: time(r.at) }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((r) => r.id);
  }

  it('pages newest first, and every page is the same slice of that order', async () => {
    const all = await expectedIds();
    const whole = await queryAuditLog(app.services.infra.db, {}, 1, 200);
    expect(whole.items.map((r) => r.id)).toEqual(all);
    expect(whole.total).toBe(all.length);
    for (const page of [1, 2, 4]) {
      const one = await queryAuditLog(app.services.infra.db, {}, page, 4);
      expect(one.items.map((r) => r.id)).toEqual(all.slice((page - 1) * 4, page * 4));
    }
    const views = await queryAuditLog(app.services.infra.db, { action: 'application.view' }, 2, 5);
    expect(views.items.map((r) => r.id)).toEqual((await expectedIds("WHERE action = 'application.view'")).slice(5, 10));
    expect(views.total).toBe(15);
  });

  it('gives the CSV every filtered row once, in the page order, across batches that end within one second', async () => {
    const ids: number[] = [];
    for await (const batch of eachAuditRow(app.services.infra.db, { reference: 'pa-test-0001' }, 2))
      ids.push(...batch.map((r) => r.id));
    expect(ids).toEqual(await expectedIds("WHERE application_ref = 'PA-TEST-0001'"));
    expect(ids).toHaveLength(6);
    const every: number[] = [];
    for await (const batch of eachAuditRow(app.services.infra.db, {}, 3)) every.push(...batch.map((r) => r.id));
    expect(every).toEqual(await expectedIds());
  });

  it.runIf(dbKind === 'sqlite')('answers each filter from one index, without sorting the rows (SQLite plans)', async () => {
    const plan = async (where: string) => {
      const rows: Array<{ detail: string }> = await app.services.infra.db.query(
        `EXPLAIN QUERY PLAN SELECT l.audit_id FROM audit_log l ${where} ORDER BY l.at DESC, l.audit_id DESC LIMIT 50 OFFSET 100`,
      );
      return rows.map((r) => r.detail).join(' | ');
    };
    const cases: Array<[string, string]> = [
      ['', 'idx_audit_log_time'],
      ["WHERE l.at >= '2026-01-01' AND l.at < '2026-02-01'", 'idx_audit_log_time'],
      ['WHERE l.actor_user_id = 7', 'idx_audit_log_actor_time'],
      ["WHERE l.actor_user_id = 7 AND l.at >= '2026-01-01'", 'idx_audit_log_actor_time'],
      ["WHERE l.action = 'application.view'", 'idx_audit_log_action_time'],
      ["WHERE l.application_ref = 'PA-TEST-0001'", 'idx_audit_log_ref_time'],
      // The reference filter's rows about its application that do not carry it (decision 455).
      ["WHERE l.target_type = 'parent' AND l.target_id = '3'", 'idx_audit_log_target_time'],
    ];
    for (const [where, index] of cases) {
      const used = await plan(where);
      expect(used, where).toContain(`COVERING INDEX ${index}`);
      expect(used, where).not.toContain('TEMP B-TREE');
    }
  });
});
