import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The day the accessibility statement (/accessibility, issue 41) was last reviewed, a site
 * setting staff edit. The settings row already there gets the day the statement was first
 * published; a fresh install writes the same day from the demo content.
 */
export class AccessibilityReviewDate1700000001150 implements MigrationInterface {
  name = 'AccessibilityReviewDate1700000001150';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'site_settings',
      new TableColumn({ name: 'accessibility_reviewed_on', type: 'varchar', length: '10', default: "'2026-11-28'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('site_settings', 'accessibility_reviewed_on');
  }
}
