import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { GENESIS_HASH, rowHashOf, storedTime } from '../../api/src/crypto/audit-hash.js';

const BATCH = 1000;

/**
 * The audit log becomes a hash chain (issue 27, docs/decisions/370): each row gets its place,
 * the previous row's hash and its own; the one-row head holds the last place and hash. The rows
 * already there are sealed here, in id order, so the chain starts valid. Also the application
 * reference on reads, and the indexes the admin audit page filters by.
 */
export class AuditChain1700000001040 implements MigrationInterface {
  name = 'AuditChain1700000001040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('audit_log', [
      new TableColumn({ name: 'application_ref', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'chain_seq', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'prev_hash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'row_hash', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'audit_chain_head',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'seq', type: 'integer' },
          { name: 'head_hash', type: 'varchar', length: '64' },
          { name: 'anchor_seq', type: 'integer' },
          { name: 'anchor_hash', type: 'varchar', length: '64' },
        ],
      }),
    );
    let seq = 0;
    let hash = GENESIS_HASH;
    let after = 0;
    for (;;) {
      const rows: Array<Record<string, unknown>> = await queryRunner.query(
        'SELECT audit_id, at, actor_user_id, action, target_type, target_id, ip, detail FROM audit_log ' +
          `WHERE audit_id > ? ORDER BY audit_id LIMIT ${BATCH}`,
        [after],
      );
      for (const r of rows) {
        seq++;
        const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
        const rowHash = rowHashOf(
          hash,
          {
            chainSeq: seq,
            at: storedTime(r.at),
            actorUserId: r.actor_user_id === null || r.actor_user_id === undefined ? null : Number(r.actor_user_id),
            action: String(r.action),
            targetType: text(r.target_type),
            targetId: text(r.target_id),
            applicationRef: null,
            ip: text(r.ip),
            detail: text(r.detail),
            // Unkeyed: the key is not known to a migration; the app keys the chain from its next row (1120).
          },
          null,
        );
        await queryRunner.query('UPDATE audit_log SET chain_seq = ?, prev_hash = ?, row_hash = ? WHERE audit_id = ?', [
          seq,
          hash,
          rowHash,
          r.audit_id,
        ]);
        hash = rowHash;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1]!.audit_id);
    }
    await queryRunner.query('INSERT INTO audit_chain_head (id, seq, head_hash, anchor_seq, anchor_hash) VALUES (1, ?, ?, 0, ?)', [
      seq,
      hash,
      GENESIS_HASH,
    ]);
    // Access alerts already sent (issue 27, point 4): one row per alert, so each goes once.
    await queryRunner.createTable(
      new Table({
        name: 'access_alerts_sent',
        columns: [
          { name: 'alert_key', type: 'varchar', length: '160', isPrimary: true },
          { name: 'sent_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndices('audit_log', [
      new TableIndex({ name: 'uq_audit_log_seq', columnNames: ['chain_seq'], isUnique: true }),
      new TableIndex({ name: 'idx_audit_log_actor', columnNames: ['actor_user_id', 'audit_id'] }),
      new TableIndex({ name: 'idx_audit_log_ref', columnNames: ['application_ref', 'audit_id'] }),
      new TableIndex({ name: 'idx_audit_log_action', columnNames: ['action', 'audit_id'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['idx_audit_log_action', 'idx_audit_log_ref', 'idx_audit_log_actor', 'uq_audit_log_seq'])
      await queryRunner.dropIndex('audit_log', name);
    await queryRunner.dropTable('access_alerts_sent');
    await queryRunner.dropTable('audit_chain_head');
    for (const name of ['row_hash', 'prev_hash', 'chain_seq', 'application_ref']) await queryRunner.dropColumn('audit_log', name);
  }
}
