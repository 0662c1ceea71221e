import { In, LessThan, type DataSource } from 'typeorm';
import { OutboxMail } from './mail-outbox.entity.js';
import { eraseDeletedData } from '../../../../db/erase-deleted.js';

/**
 * How long the trace of a sent mail (recipient, kind, dates) is kept: long enough to answer
 * "did my e-mail go out?" a few weeks later, short enough that the outbox is not a years-long
 * list of everyone's address. Failed and waiting mails are kept: they still have to leave.
 */
export const SENT_MAIL_KEPT_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;
/** Rows per DELETE: each batch is its own short statement, so no run holds a long lock. */
const DELETE_BATCH = 500;

/**
 * Deletes the rows of mails sent more than SENT_MAIL_KEPT_DAYS ago; returns how many. The
 * addresses deleted are then erased from the database files too (docs/decisions/320).
 */
export async function deleteOldSentMail(db: DataSource, now: Date, batchSize = DELETE_BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * DAY_MS);
  const repository = db.getRepository(OutboxMail);
  let deleted = 0;
  for (;;) {
    const rows = await repository.find({
      select: { id: true },
      // A mail is sent after it was created, so `createdAt` narrows the scan to the index on (status, created_at).
      where: { status: 'sent', createdAt: LessThan(cutoff), sentAt: LessThan(cutoff) },
      order: { id: 'ASC' },
      take: batchSize,
    });
    if (rows.length === 0) break;
    const result = await repository.delete({ id: In(rows.map((r) => r.id)), status: 'sent' });
    deleted += result.affected ?? rows.length;
    if (rows.length < batchSize) break;
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (deleted > 0) await eraseDeletedData(db, [repository.metadata.tableName]);
  return deleted;
}
