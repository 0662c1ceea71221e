import type { DataSource, QueryRunner } from 'typeorm';
import { onRead } from '../../db/prepared-reads.js';

/**
 * Counts the SQL statements a DataSource sends, by wrapping every query runner it hands out,
 * and the reads that run prepared statements on the SQLite connection directly.
 * For measurements and tests only.
 */
export function countQueries(db: DataSource): { readonly count: number; reset(): void; stop(): void } {
  let count = 0;
  const driver = db.driver as unknown as { createQueryRunner: (mode: string) => QueryRunner };
  const original = driver.createQueryRunner.bind(driver);
  const patched = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode: string) => {
    const runner = original(mode);
    if (!patched.has(runner)) {
      patched.add(runner);
      const query = runner.query.bind(runner);
      runner.query = ((...args: Parameters<QueryRunner['query']>) => {
        count++;
        return query(...args);
      }) as QueryRunner['query'];
    }
    return runner;
  };
  const stopReads = onRead(db, () => count++);
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      driver.createQueryRunner = original;
      stopReads();
    },
  };
}
