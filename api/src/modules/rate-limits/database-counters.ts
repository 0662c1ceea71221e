import { RateLimiterMySQL, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { CounterStore } from './rate-limits.js';

/** Made by migration 1700000000702; shared by every limit (each under its own key prefix). */
export const COUNTERS_TABLE = 'rate_limit_counters';

/**
 * Counters in the app's database, so every instance counts against one budget
 * (docs/decisions/240): rate-limiter-flexible's RateLimiterMySQL on the TypeORM connection pool,
 * or RateLimiterSQLite on the same better-sqlite3 connection. The table is made by a migration
 * (`tableCreated`), and expired rows are deleted by a scheduled job, not a timer per limit.
 */
export function databaseCounters(db: DataSource): CounterStore {
  const common = { tableName: COUNTERS_TABLE, tableCreated: true, clearExpiredByTimeout: false };
  if (db.options.type === 'mysql') {
    const pool = (db.driver as unknown as { pool: unknown }).pool;
    const dbName = db.options.database;
    return (name, rule) =>
      new RateLimiterMySQL({
        ...common,
        storeClient: pool,
        storeType: 'pool',
        dbName,
        keyPrefix: name,
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
      });
  }
  if (db.options.type === 'better-sqlite3') {
    const connection = (db.driver as unknown as { databaseConnection: unknown }).databaseConnection;
    return (name, rule) =>
      new RateLimiterSQLite({
        ...common,
        storeClient: connection,
        storeType: 'better-sqlite3',
        keyPrefix: name,
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
      });
  }
  throw new Error(`No shared rate-limit counters for a ${db.options.type} database`);
}
