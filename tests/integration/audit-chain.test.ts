import type { DataSource } from 'typeorm';
import { mailAdmins } from '../../api/src/modules/accounts/admin-notices.js';
import { AuditService } from '../../api/src/modules/audit/audit.service.js';
import { auditJobs } from '../../api/src/modules/audit/audit.jobs.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { openDatabase } from '../../db/data-source.js';
import { signedInClient } from '../support/fixtures/application-requests.js';
import { runBuiltCli } from '../support/built-cli.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const COLUMNS =
  'audit_id, at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash';

const verifyCli = (app: TestApp) => runBuiltCli(app, 'audit-verify');

/** Issue 27, point 3: the hash chain, tampered with by SQL as an intruder would. */
describe.each(databases)('the audit hash chain (%s)', (dbKind) => {
  let app: TestApp;
  let db: DataSource;
  const actor = { userId: 1, ip: '192.0.2.7' };

  const rowIds = async (): Promise<number[]> =>
    ((await db.query('SELECT audit_id FROM audit_log ORDER BY audit_id')) as Array<{ audit_id: number }>).map((r) =>
      Number(r.audit_id),
    );
  const rowOf = async (id: number): Promise<Record<string, unknown>> =>
    ((await db.query(`SELECT ${COLUMNS} FROM audit_log WHERE audit_id = ?`, [id])) as Array<Record<string, unknown>>)[0]!;
  /** Puts a row back exactly as it was (the same id), after a test removed it. */
  const putBack = (row: Record<string, unknown>) =>
    db.query(
      `INSERT INTO audit_log (${COLUMNS}) VALUES (${COLUMNS.split(',')
        .map(() => '?')
        .join(', ')})`,
      [...COLUMNS.split(', ').map((c) => row[c])],
    );

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    db = app.services.infra.db;
    await signedInClient(app, 'admin', 'admin');
    for (let i = 0; i < 6; i++)
      await app.services.audit.record(actor, {
        action: 'application.view',
        targetType: 'parent',
        targetId: i,
        reference: `PA-TEST-000${i}`,
      });
  });
  afterAll(() => app.close());

  it('holds as written, and npm run audit:verify says so', async () => {
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.rows).toBe((await rowIds()).length);
    const cli = await verifyCli(app);
    expect(cli.out).toContain('The audit log is intact');
    expect(cli.out).toContain(report.headHash);
    expect(cli.code).toBe(0);
  });

  it('names a row changed by SQL', async () => {
    const ids = await rowIds();
    const target = ids[ids.length - 3]!;
    const before = await rowOf(target);
    await db.query("UPDATE audit_log SET actor_user_id = 999, detail = 'nothing to see' WHERE audit_id = ?", [target]);
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toMatchObject({ kind: 'changed', rowId: target });
    const cli = await verifyCli(app);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`row #${target} was changed`);
    await db.query('UPDATE audit_log SET actor_user_id = ?, detail = ? WHERE audit_id = ?', [
      before.actor_user_id,
      before.detail,
      target,
    ]);
    expect((await app.services.audit.verify()).ok).toBe(true);
  });

  it('names where a row was deleted, in the middle or at the end', async () => {
    const ids = await rowIds();
    const middle = ids[ids.length - 4]!;
    const kept = await rowOf(middle);
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [middle]);
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toMatchObject({ kind: 'deleted', rowId: ids[ids.length - 3] });
    expect(report.firstBreak!.message).toContain(`place ${String(kept.chain_seq)}`);
    await putBack(kept);
    expect((await app.services.audit.verify()).ok).toBe(true);

    const last = ids[ids.length - 1]!;
    const tail = await rowOf(last);
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [last]);
    expect((await app.services.audit.verify()).firstBreak).toMatchObject({ kind: 'deleted', rowId: null });
    await putBack(tail);
    expect((await app.services.audit.verify()).ok).toBe(true);
  });

  it('names a row inserted out of order: unsealed, past the head, or copied into the middle', async () => {
    const ids = await rowIds();
    const lastRow = await rowOf(ids[ids.length - 1]!);
    // Unsealed: written around the app.
    await db.query("INSERT INTO audit_log (at, action, target_type) VALUES (?, 'application.view', 'parent')", [lastRow.at]);
    let inserted = Math.max(...(await rowIds()));
    expect((await app.services.audit.verify()).firstBreak).toMatchObject({ kind: 'inserted', rowId: inserted });
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [inserted]);
    // Past the head, with a plausible place and hashes.
    await db.query(`INSERT INTO audit_log (at, action, chain_seq, prev_hash, row_hash) VALUES (?, 'application.view', ?, ?, ?)`, [
      lastRow.at,
      Number(lastRow.chain_seq) + 1,
      lastRow.row_hash,
      'f'.repeat(64),
    ]);
    inserted = Math.max(...(await rowIds()));
    expect((await app.services.audit.verify()).firstBreak).toMatchObject({ kind: 'inserted', rowId: inserted });
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [inserted]);
    // A row given an earlier place than the one before it.
    await db.query(`INSERT INTO audit_log (at, action, chain_seq, prev_hash, row_hash) VALUES (?, 'application.view', ?, ?, ?)`, [
      lastRow.at,
      -5,
      lastRow.prev_hash,
      lastRow.row_hash,
    ]);
    inserted = Math.max(...(await rowIds()));
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toMatchObject({ kind: 'inserted', rowId: inserted });
    const cli = await verifyCli(app);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`row #${inserted}`);
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [inserted]);
    expect((await app.services.audit.verify()).ok).toBe(true);
  });

  it('stays valid with two instances writing at once on one database', async () => {
    const second = await openDatabase({ dataDir: app.dataDir, databaseUrl: app.config.databaseUrl }, { migrate: false });
    try {
      const other = new AuditService(second, app.config.auditKey);
      const before = (await rowIds()).length;
      const writes = (service: AuditService, name: string) =>
        Array.from({ length: 40 }, (_, i) => service.record(actor, { action: 'application.view', detail: `${name}-${i}` }));
      await Promise.all([...writes(app.services.audit, 'a'), ...writes(other, 'b')]);
      const report = await app.services.audit.verify();
      expect(report.firstBreak).toBeNull();
      expect(report.rows).toBe(before + 80);
      const seqs = ((await db.query('SELECT chain_seq FROM audit_log ORDER BY audit_id')) as Array<{ chain_seq: number }>).map(
        (r) => Number(r.chain_seq),
      );
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    } finally {
      await second.destroy();
    }
  });

  it("e-mails the admins the day's head hash, and any break, once a day", async () => {
    const mails: Array<{ subject: string; text: string }> = [];
    const [job] = auditJobs(
      app.services.audit,
      async (subject, text) => void mails.push({ subject, text }),
      () => new Date('2026-11-25T03:00:00Z'),
    );
    expect(job!.everyMs).toBe(24 * 60 * 60_000);
    await job!.run({} as never);
    const head = await app.services.audit.verify();
    expect(mails[0]!.subject).toBe('audit log intact on 2026-11-25');
    expect(mails[0]!.text).toContain(head.headHash);
    const ids = await rowIds();
    const original = await rowOf(ids[1]!);
    await db.query("UPDATE audit_log SET ip = '198.51.100.1' WHERE audit_id = ?", [ids[1]]);
    await job!.run({} as never);
    expect(mails[1]!.subject).toBe('audit log BROKEN on 2026-11-25');
    expect(mails[1]!.text).toContain(`row #${ids[1]} was changed`);
    expect(mails[1]!.text).not.toContain('198.51.100.1');
    await db.query('UPDATE audit_log SET ip = ? WHERE audit_id = ?', [original.ip, ids[1]]);
    expect((await app.services.audit.verify()).ok).toBe(true);
    const queued = await db.getRepository(OutboxMail).countBy({ kind: 'audit-chain-report' });
    expect(await mailAdmins(db, 'audit-chain-report', 'audit log intact', 'head')).toBeGreaterThan(0);
    expect(await db.getRepository(OutboxMail).countBy({ kind: 'audit-chain-report' })).toBe(queued + 1);
  });

  it('keeps the chain verifiable when the retention clean-up prunes its old end', async () => {
    const old = await rowIds();
    // Rows keep whole seconds: the cutoff falls between the rows above and the ones written next.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cutoff = new Date(Math.floor(Date.now() / 1000) * 1000);
    for (let i = 0; i < 3; i++) await app.services.audit.record(actor, { action: 'application.view', detail: `kept-${i}` });
    expect(await app.services.audit.pruneBefore(cutoff)).toBe(old.length);
    const left = await rowIds();
    expect(left).toHaveLength(4);
    expect((await rowOf(left[3]!)).action).toBe('audit.pruned');
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toBeNull();
    expect(report.rows).toBe(4);
    // Deleting the first kept row is still a break: the anchor names what must come first.
    const first = await rowOf(left[0]!);
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [left[0]]);
    expect((await app.services.audit.verify()).firstBreak).toMatchObject({ kind: 'deleted', rowId: left[1] });
    await putBack(first);
    expect((await app.services.audit.verify()).ok).toBe(true);
  });
});
