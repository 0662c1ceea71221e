import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The rate-limit counters of every instance, in the layout rate-limiter-flexible's RateLimiterMySQL
 * and RateLimiterSQLite read and write (columns in this order: its MySQL insert names none).
 * Created here, not by the library at run time, so the app's database user needs no DDL rights
 * after migrating. `key` is the limit's name and a hash of whose budget it is; `expire` is
 * milliseconds since 1970.
 */
export class RateLimitCounters1700000000702 implements MigrationInterface {
  name = 'RateLimitCounters1700000000702';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          { name: 'key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'points', type: 'integer', default: 0 },
          { name: 'expire', type: 'bigint', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_counters');
  }
}
