import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Session rows are keyed by the SHA-256 of the session id, not the id itself (a copy of the
 * table must not sign anyone in). Existing rows are re-keyed, so nobody is signed out.
 */
export class HashedSessionIds1700000000301 implements MigrationInterface {
  name = 'HashedSessionIds1700000000301';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.manager.createQueryBuilder().select('s.sid', 'sid').from('sessions', 's').getRawMany()) as {
      sid: string;
    }[];
    for (const { sid } of rows) {
      const key = createHash('sha256').update(sid).digest('hex');
      await queryRunner.manager.createQueryBuilder().update('sessions').set({ sid: key }).where('sid = :sid', { sid }).execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A hash cannot be turned back into the id: everyone signs in again.
    await queryRunner.manager.createQueryBuilder().delete().from('sessions').execute();
  }
}
