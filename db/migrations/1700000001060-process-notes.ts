import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A note says what it is about (issue 29): the applicant (hidden from a reviewer until they have
 * scored, like the others' scores) or the process ("documents requested", visible to everyone).
 * Notes written before are about the applicant: the safe reading for blind review.
 */
export class ProcessNotes1700000001060 implements MigrationInterface {
  name = 'ProcessNotes1700000001060';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'application_notes',
      new TableColumn({ name: 'about', type: 'varchar', length: '16', default: "'applicant'", isNullable: false }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('application_notes', 'about');
  }
}
