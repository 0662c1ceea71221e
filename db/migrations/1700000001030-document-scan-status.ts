import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each document's virus scan (issue 24): CLEAN, PENDING, INFECTED or UNSCANNED, and when the
 * scanner answered. Documents stored before scanning existed were never scanned: UNSCANNED.
 */
export class DocumentScanStatus1700000001030 implements MigrationInterface {
  name = 'DocumentScanStatus1700000001030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('application_documents', [
      new TableColumn({ name: 'scan_status', type: 'varchar', length: '16', isNullable: false, default: "'UNSCANNED'" }),
      new TableColumn({ name: 'scanned_at', type: 'datetime', isNullable: true }),
    ]);
    // The rescan job looks for PENDING documents on every run.
    await queryRunner.createIndex(
      'application_documents',
      new TableIndex({ name: 'idx_application_documents_scan_status', columnNames: ['scan_status'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('application_documents', 'idx_application_documents_scan_status');
    await queryRunner.dropColumn('application_documents', 'scanned_at');
    await queryRunner.dropColumn('application_documents', 'scan_status');
  }
}
