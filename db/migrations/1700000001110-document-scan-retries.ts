import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each PENDING document is retried on its own schedule (issue 36): how many rescans failed while
 * clamd answered, when it is tried next and the scanner's last reason, so one file clamd cannot
 * scan (too large, always too slow) no longer stops the rescan of every later one.
 */
export class DocumentScanRetries1700000001110 implements MigrationInterface {
  name = 'DocumentScanRetries1700000001110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('application_documents', [
      new TableColumn({ name: 'scan_tries', type: 'integer', isNullable: false, default: 0 }),
      new TableColumn({ name: 'scan_next_try_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'scan_problem', type: 'varchar', length: '255', isNullable: true }),
    ]);
    // The rescan takes the PENDING documents that are due, soonest first.
    await queryRunner.createIndex(
      'application_documents',
      new TableIndex({ name: 'idx_application_documents_scan_due', columnNames: ['scan_status', 'scan_next_try_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A document given up on goes back to waiting, the only state older code knows for it.
    await queryRunner.query(`UPDATE application_documents SET scan_status = 'PENDING' WHERE scan_status = 'UNSCANNABLE'`);
    await queryRunner.dropIndex('application_documents', 'idx_application_documents_scan_due');
    await queryRunner.dropColumn('application_documents', 'scan_problem');
    await queryRunner.dropColumn('application_documents', 'scan_next_try_at');
    await queryRunner.dropColumn('application_documents', 'scan_tries');
  }
}
