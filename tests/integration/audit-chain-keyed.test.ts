import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { canonicalRow, GENESIS_HASH, storedTime } from '../../api/src/crypto/audit-hash.js';
import { sealChainHead } from '../../api/src/modules/audit/audit-chain.js';
import { runBuiltCli } from '../support/built-cli.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const verifyCli = (app: TestApp) => runBuiltCli(app, 'audit-verify');

/**
 * Issue 36, low 9: the chain was a plain hash, so someone with SQL access alone could delete the
 * last rows and move the head back, or delete a row and re-hash everything after it, and
 * `npm run audit:verify` passed. Each row and the head are now sealed with AUDIT_KEY, which the
 * database does not hold (docs/decisions/450). Each test tampers on a fresh app.
 */
describe.each(databases)('the keyed audit chain (%s)', (dbKind) => {
  let app: TestApp;
  let db: DataSource;

  beforeEach(async () => {
    app = await startTestApp(dbKind);
    db = app.services.infra.db;
    for (let i = 0; i < 6; i++)
      await app.services.audit.record({ userId: 1, ip: '192.0.2.7' }, { action: 'application.view', detail: `row ${i}` });
    expect((await app.services.audit.verify()).ok).toBe(true);
  });
  afterEach(() => app.close());

  const rows = async () =>
    (await db.query(
      'SELECT audit_id, at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash FROM audit_log ORDER BY chain_seq',
    )) as Array<Record<string, unknown>>;

  /** Seals `list` again with plain SHA-256 from place `seq` after `prev`, and moves the head to the last: all SQL can do. */
  async function rehashWithoutKey(list: Array<Record<string, unknown>>, seq: number, prev: string): Promise<void> {
    for (const r of list) {
      const row = {
        chainSeq: seq,
        at: storedTime(r.at),
        actorUserId: r.actor_user_id === null ? null : Number(r.actor_user_id),
        action: String(r.action),
        targetType: (r.target_type as string | null) ?? null,
        targetId: (r.target_id as string | null) ?? null,
        applicationRef: (r.application_ref as string | null) ?? null,
        ip: (r.ip as string | null) ?? null,
        detail: (r.detail as string | null) ?? null,
      };
      const hash = createHash('sha256')
        .update(`${prev}\n${canonicalRow(row)}`)
        .digest('hex');
      await db.query('UPDATE audit_log SET chain_seq = ?, prev_hash = ?, row_hash = ? WHERE audit_id = ?', [
        seq,
        prev,
        hash,
        r.audit_id,
      ]);
      prev = hash;
      seq++;
    }
    await db.query('UPDATE audit_chain_head SET seq = ?, head_hash = ? WHERE id = 1', [seq - 1, prev]);
  }

  it('is broken when the last rows are deleted and the head moved back over them', async () => {
    const all = await rows();
    const kept = all[all.length - 3]!;
    await db.query('DELETE FROM audit_log WHERE chain_seq > ?', [kept.chain_seq]);
    await db.query('UPDATE audit_chain_head SET seq = ?, head_hash = ? WHERE id = 1', [kept.chain_seq, kept.row_hash]);
    const report = await app.services.audit.verify();
    expect(report.ok).toBe(false);
    expect(report.firstBreak).toMatchObject({ kind: 'changed', rowId: null });
    expect(report.firstBreak!.message).toContain("The chain's head was changed");
    const cli = await verifyCli(app);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain('BROKEN');
    // The app goes on writing, but never seals over the change: the break stays for the operator.
    await app.services.audit.record({ userId: 1, ip: null }, { action: 'application.view', detail: 'after' });
    expect((await app.services.audit.verify()).firstBreak?.message).toContain("The chain's head was changed");
  });

  it('is broken when a row is deleted and every row after it re-hashed without the key', async () => {
    const all = await rows();
    const gone = all[all.length - 4]!;
    await db.query('DELETE FROM audit_log WHERE audit_id = ?', [gone.audit_id]);
    // What an intruder can compute: places closed up, each row hashed over the one before it,
    // the head moved to the last. Only the key's HMAC is out of reach.
    const later = all.filter((r) => Number(r.chain_seq) > Number(gone.chain_seq));
    await rehashWithoutKey(later, Number(gone.chain_seq), String(gone.prev_hash));
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toMatchObject({ kind: 'changed', rowId: Number(later[0]!.audit_id) });
    expect((await verifyCli(app)).code).toBe(1);
  });

  it('is broken when the head is stripped of its seal, and a restart does not seal it again', async () => {
    await db.query('UPDATE audit_chain_head SET head_mac = NULL, keyed_from_seq = NULL WHERE id = 1');
    // Its keyed rows no longer pass as unkeyed ones.
    expect((await app.services.audit.verify()).firstBreak).toMatchObject({ kind: 'changed' });
    await app.services.audit.seal(); // what a restart does: this process did not just migrate it
    await app.services.audit.record({ userId: 1, ip: null }, { action: 'application.view' });
    expect((await app.services.audit.verify()).ok).toBe(false);
  });

  it('is broken when its first keyed place is moved', async () => {
    await db.query('UPDATE audit_chain_head SET keyed_from_seq = keyed_from_seq + 100 WHERE id = 1');
    expect((await app.services.audit.verify()).ok).toBe(false);
  });

  it('keeps its seal when the retention clean-up prunes its old end', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cutoff = new Date(Math.floor(Date.now() / 1000) * 1000);
    await app.services.audit.record({ userId: 1, ip: null }, { action: 'application.view', detail: 'kept' });
    expect(await app.services.audit.pruneBefore(cutoff)).toBeGreaterThan(0);
    expect((await app.services.audit.verify()).firstBreak).toBeNull();
    // A pruning that was not the app's: the anchor moved by hand breaks the head's seal.
    await db.query('UPDATE audit_chain_head SET anchor_seq = anchor_seq + 1 WHERE id = 1');
    expect((await app.services.audit.verify()).ok).toBe(false);
  });

  it('holds as the app writes it, keyed from its first row, and says so through the CLI', async () => {
    const [head] = (await db.query('SELECT seq, keyed_from_seq, head_mac FROM audit_chain_head WHERE id = 1')) as Array<
      Record<string, unknown>
    >;
    expect(Number(head!.keyed_from_seq)).toBe(1);
    expect(String(head!.head_mac)).toMatch(/^[0-9a-f]{64}$/);
    const cli = await verifyCli(app);
    expect(cli.out).toContain('The audit log is intact');
    expect(cli.code).toBe(0);
  });

  it('keys a chain from before the key from its next row on, when the process that migrates it starts', async () => {
    // The chain as a version before the key left it: every row plain SHA-256, the head unsealed.
    await rehashWithoutKey(await rows(), 1, GENESIS_HASH);
    await db.query('UPDATE audit_chain_head SET keyed_from_seq = NULL, head_mac = NULL WHERE id = 1');
    const legacy = (await rows()).length;
    await sealChainHead(db, app.config.auditKey, true);
    await app.services.audit.record({ userId: 1, ip: null }, { action: 'application.view', detail: 'first keyed' });
    const report = await app.services.audit.verify();
    expect(report.firstBreak).toBeNull();
    expect(report.rows).toBe(legacy + 1);
    const [head] = (await db.query('SELECT keyed_from_seq FROM audit_chain_head WHERE id = 1')) as Array<Record<string, unknown>>;
    expect(Number(head!.keyed_from_seq)).toBe(legacy + 1);
  });
});
