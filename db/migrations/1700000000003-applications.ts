import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { binaryColumnType } from '../dialect.js';

/**
 * The three applicant tables, their documents and the documents' encrypted parts.
 * Table API only, so it runs on SQLite and MySQL alike. A frozen snapshot: later changes
 * get their own migration.
 */
type TableColumnOptions = NonNullable<ConstructorParameters<typeof TableColumn>[0]>;

const varchar = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const integer = (name: string): TableColumnOptions => ({ name, type: 'integer' });

function applicantTable(name: string, idColumn: string, columns: TableColumnOptions[], indices: TableIndex[]): Table {
  return new Table({
    name,
    columns: [
      { name: idColumn, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      varchar('reference', 16),
      { ...varchar('status', 16), default: "'active'" },
      { name: 'archived_by', type: 'integer', isNullable: true },
      { name: 'archived_at', type: 'datetime', isNullable: true },
      { name: 'created_at', type: 'datetime' },
      ...columns,
    ],
    indices: [
      new TableIndex({ name: `uq_${name}_reference`, columnNames: ['reference'], isUnique: true }),
      new TableIndex({ name: `idx_${name}_status_created`, columnNames: ['status', 'created_at'] }),
      ...indices,
    ],
  });
}

const loanAndHousehold = [
  varchar('college_attended', 150),
  varchar('college_major', 150),
  integer('year_enrolled'),
  integer('year_graduated'),
  integer('loan_amount_cents'),
  integer('loan_year'),
  varchar('employment_status', 16),
  integer('gross_income_cents'),
  integer('household_size'),
  varchar('house_owned_or_rent', 8),
];

export class Applications1700000000003 implements MigrationInterface {
  name = 'Applications1700000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      applicantTable(
        'undergrad_applicants',
        'undergrad_applicant_id',
        [
          varchar('first_name', 100),
          varchar('middle_name', 100, true),
          varchar('last_name', 100),
          varchar('suffix', 8),
          varchar('date_of_birth', 10),
          varchar('citizenship', 32),
          varchar('social_security_enc', 128),
          varchar('social_security_hash', 64),
          varchar('email', 254),
          varchar('phone', 14),
          varchar('address', 200),
          varchar('address2', 200, true),
          varchar('city', 100),
          varchar('state', 2),
          varchar('zip', 10),
          ...loanAndHousehold,
        ],
        [
          new TableIndex({ name: 'idx_undergrad_applicants_last_name', columnNames: ['last_name'] }),
          new TableIndex({ name: 'idx_undergrad_applicants_ssn_hash', columnNames: ['social_security_hash'] }),
        ],
      ),
    );
    await queryRunner.createTable(
      applicantTable(
        'parent_applicants',
        'parent_applicant_id',
        [
          varchar('parent_first_name', 100),
          varchar('parent_mid_initial', 2, true),
          varchar('parent_last_name', 100),
          varchar('parent_suffix', 8),
          varchar('parent_phone', 14),
          varchar('parent_email', 254),
          varchar('parent_address', 200),
          varchar('parent_address2', 200, true),
          varchar('parent_city', 100),
          varchar('parent_state', 2),
          varchar('parent_zip', 10),
          varchar('parent_date_of_birth', 10),
          varchar('parent_citizenship', 32),
          varchar('parent_social_security_enc', 128),
          varchar('parent_social_security_hash', 64),
          varchar('student_first_name', 100),
          varchar('student_mid_initial', 2, true),
          varchar('student_last_name', 100),
          varchar('student_date_of_birth', 10),
          varchar('student_citizenship', 32),
          varchar('student_social_security_enc', 128),
          varchar('student_social_security_hash', 64),
          varchar('student_address', 200, true),
          ...loanAndHousehold,
        ],
        [
          new TableIndex({ name: 'idx_parent_applicants_last_name', columnNames: ['parent_last_name'] }),
          new TableIndex({ name: 'idx_parent_applicants_parent_ssn_hash', columnNames: ['parent_social_security_hash'] }),
          new TableIndex({ name: 'idx_parent_applicants_student_ssn_hash', columnNames: ['student_social_security_hash'] }),
        ],
      ),
    );
    await queryRunner.createTable(
      applicantTable(
        'school_applicants',
        'school_applicant_id',
        [
          varchar('first_name', 100),
          varchar('last_name', 100),
          varchar('email', 254),
          varchar('phone', 14),
          varchar('date_of_birth', 10),
          varchar('social_security_enc', 128, true),
          varchar('social_security_hash', 64, true),
          varchar('address', 300, true),
          varchar('high_school_attended', 150),
          integer('year_graduated'),
          varchar('citizenship', 32),
          varchar('college_accepted', 150),
          varchar('comments', 2000, true),
        ],
        [
          new TableIndex({ name: 'idx_school_applicants_last_name', columnNames: ['last_name'] }),
          new TableIndex({ name: 'idx_school_applicants_ssn_hash', columnNames: ['social_security_hash'] }),
        ],
      ),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_documents',
        columns: [
          { ...varchar('file_id', 36), isPrimary: true },
          varchar('applicant_kind', 16),
          integer('applicant_id'),
          varchar('file_alias', 64),
          varchar('original_name', 255),
          varchar('media_type', 32),
          integer('size_bytes'),
          varchar('sha256', 64),
          integer('part_count'),
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'idx_application_documents_applicant', columnNames: ['applicant_kind', 'applicant_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_document_parts',
        columns: [
          { ...varchar('file_id', 36), isPrimary: true },
          { ...integer('part_no'), isPrimary: true },
          // MariaDB's plain blob stops at 64 KiB; parts are up to 1 MiB.
          { name: 'sealed_bytes', type: binaryColumnType(queryRunner) },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_application_document_parts_document',
            columnNames: ['file_id'],
            referencedTableName: 'application_documents',
            referencedColumnNames: ['file_id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('application_document_parts');
    await queryRunner.dropTable('application_documents');
    await queryRunner.dropTable('school_applicants');
    await queryRunner.dropTable('parent_applicants');
    await queryRunner.dropTable('undergrad_applicants');
  }
}
