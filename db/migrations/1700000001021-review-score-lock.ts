import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Blind review that stays blind (issue 30, finding 7): a reviewer's score is locked once the
 * other reviewers' scores were shown to them (`locked_at`); an admin's unlock (`unlocked_at`)
 * allows one more change before the next showing locks it again.
 */
export class ReviewScoreLock1700000001021 implements MigrationInterface {
  name = 'ReviewScoreLock1700000001021';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('application_scores', [
      new TableColumn({ name: 'locked_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'unlocked_at', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('application_scores', 'unlocked_at');
    await queryRunner.dropColumn('application_scores', 'locked_at');
  }
}
