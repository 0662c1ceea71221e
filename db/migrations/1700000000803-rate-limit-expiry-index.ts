import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The clean-up job deletes the rate-limit counters whose window has passed (`expire < now`) every
 * ten minutes. Without an index that is a scan of the whole table, and the table is largest
 * exactly when the limits matter: while someone floods the sign-in or code doors.
 */
export class RateLimitExpiryIndex1700000000803 implements MigrationInterface {
  name = 'RateLimitExpiryIndex1700000000803';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'rate_limit_counters',
      new TableIndex({ name: 'idx_rate_limit_counters_expire', columnNames: ['expire'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('rate_limit_counters', 'idx_rate_limit_counters_expire');
  }
}
