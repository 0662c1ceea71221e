import { In, type DataSource } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import { OutboxMail } from './mail-outbox.entity.js';

/** A claimed mail: the row with its sealed message, leased to this worker until `leaseUntil`. */
export type ClaimedMail = OutboxMail & { sealedMessage: Buffer | null };

interface RawSqlite {
  inTransaction: boolean;
  prepare(sql: string): {
    all(...params: unknown[]): Array<{ mail_id: number }>;
    run(...params: unknown[]): { changes: number };
  };
}

/** How TypeORM writes a datetime into SQLite: UTC "YYYY-MM-DD HH:MM:SS.SSS", so strings compare in time order. */
const sqliteTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

const DUE = `status = 'queued' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)`;

/**
 * Takes up to `limit` due mails for this worker, so no other worker (in this process or another
 * instance) sends them while the lease runs: `FOR UPDATE SKIP LOCKED` on MySQL/MariaDB, where
 * workers skip each other's rows instead of waiting; on SQLite one conditional UPDATE per row,
 * counted as claimed only when it changed the row. Each claim counts as an attempt, so a mail
 * whose worker died mid-send is retried after its lease and still ends as "failed" at the limit.
 * Returns null when SQLite is inside another request's transaction (same connection): a claim
 * there would vanish with that transaction's rollback; the caller tries again shortly.
 */
export async function claimDueMails(db: DataSource, now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[] | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  let ids: number[];
  if (isMysql(db)) {
    // READ COMMITTED: the scan locks only the rows it takes, no gaps, so a submission inserting
    // its mail into the same index range at that moment does not deadlock with the claim.
    ids = await db.transaction('READ COMMITTED', async (manager) => {
      const rows = (await manager.query(
        `SELECT mail_id FROM mail_outbox WHERE ${DUE} ORDER BY next_attempt_at, mail_id LIMIT ${Number(limit)} FOR UPDATE SKIP LOCKED`,
        [now, now],
      )) as Array<{ mail_id: number }>;
      const found = rows.map((r) => Number(r.mail_id));
      if (found.length)
        await manager.query(
          `UPDATE mail_outbox SET lease_until = ?, attempts = attempts + 1 WHERE mail_id IN (${found.map(() => '?').join(',')})`,
          [leaseUntil, ...found],
        );
      return found;
    });
  } else {
    // Synchronous statements on the one connection: nothing else of this process runs in between.
    const raw = (db.driver as unknown as { databaseConnection: RawSqlite }).databaseConnection;
    if (raw.inTransaction) return null;
    const at = sqliteTime(now);
    const candidates = raw
      .prepare(`SELECT mail_id FROM mail_outbox WHERE ${DUE} ORDER BY next_attempt_at, mail_id LIMIT ?`)
      .all(at, at, limit);
    const take = raw.prepare(`UPDATE mail_outbox SET lease_until = ?, attempts = attempts + 1 WHERE mail_id = ? AND ${DUE}`);
    ids = candidates.filter((row) => take.run(sqliteTime(leaseUntil), row.mail_id, at, at).changes === 1).map((r) => r.mail_id);
  }
  if (ids.length === 0) return [];
  const rows = await db
    .getRepository(OutboxMail)
    .createQueryBuilder('m')
    .addSelect('m.sealedMessage')
    .where({ id: In(ids) })
    .orderBy('m.id')
    .getMany();
  return rows as ClaimedMail[];
}
