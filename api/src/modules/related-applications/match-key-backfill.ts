import type { DataSource } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { storedMatchValues, type LoanAccountReader } from './application-match-values.js';
import { addMatchKeys } from './match-keys.js';
import { MatchKeyBackfill } from './match-key.entity.js';

/**
 * Hashes the applications stored before match keys existed (migration 1200 lists their ids; a
 * migration has no key). Run by the server's `match-key-backfill` job and by `npm run
 * keys:rotate` before it rotates; a batch at a time, each its own transaction with its progress,
 * so an interrupted run continues. Answers how many applications it hashed.
 */
export async function backfillMatchKeys(
  db: DataSource,
  cipher: PiiCipher,
  loanAccounts: LoanAccountReader,
  { batchSize = 200, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  let done = 0;
  const progress = db.getRepository(MatchKeyBackfill);
  for (const step of await progress.find()) {
    let next = step.nextId;
    while (next <= step.lastId) {
      if (signal?.aborted) return done;
      const upTo = Math.min(step.lastId, next + batchSize - 1);
      const ids = Array.from({ length: upTo - next + 1 }, (_, i) => next + i);
      await db.transaction(async (manager) => {
        const values = await storedMatchValues(manager, cipher, step.applicantKind, ids, loanAccounts);
        for (const [id, found] of values) await addMatchKeys(manager, cipher, step.applicantKind, id, found);
        done += values.size;
        if (upTo >= step.lastId) await manager.delete(MatchKeyBackfill, { applicantKind: step.applicantKind });
        else await manager.update(MatchKeyBackfill, { applicantKind: step.applicantKind }, { nextId: upTo + 1 });
      });
      next = upTo + 1;
      // Let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return done;
}

/** Whether any application still waits for its match keys. */
export async function backfillPending(db: DataSource): Promise<boolean> {
  return (await db.getRepository(MatchKeyBackfill).count()) > 0;
}
