import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * When staff moved an application out of NEEDS_INFO (a decision or taking the request back)
 * while a document request was still open: the request is closed and no longer takes an upload
 * (issue 30, finding 8). Null for open and answered requests.
 */
export class InfoRequestsClosed1700000001020 implements MigrationInterface {
  name = 'InfoRequestsClosed1700000001020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'application_info_requests',
      new TableColumn({ name: 'closed_at', type: 'datetime', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('application_info_requests', 'closed_at');
  }
}
