import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const KIND_TABLES = [
  { kind: 'undergrad', table: 'undergrad_applicants', id: 'undergrad_applicant_id' },
  { kind: 'parent', table: 'parent_applicants', id: 'parent_applicant_id' },
  { kind: 'high-school', table: 'school_applicants', id: 'school_applicant_id' },
] as const;

/** A date as either database answers it: a Date from MySQL, UTC text from SQLite. */
function utcDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/**
 * The disbursement ledger (issue 40): one row per payment of an award, with its payee, sealed
 * account number, proof and the two people who release it. Table API only, the same on SQLite
 * and MariaDB. Awards already PAID get one CLEARED row (origin BEFORE_LEDGER) for their award on
 * the day they were paid, so the figures, the reports and Schedule I read one ledger.
 */
export class Disbursements1700000001180 implements MigrationInterface {
  name = 'Disbursements1700000001180';

  async up(queryRunner: QueryRunner): Promise<void> {
    const by = (name: string) => ({ name, type: 'integer', isNullable: true });
    const at = (name: string) => ({ name, type: 'datetime', isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: 'disbursements',
        columns: [
          { name: 'disbursement_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_kind', type: 'varchar', length: '16' },
          { name: 'applicant_id', type: 'integer' },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'origin', type: 'varchar', length: '16', default: "'LEDGER'" },
          { name: 'payee_type', type: 'varchar', length: '16', isNullable: true },
          { name: 'payee_name', type: 'varchar', length: '120' },
          { name: 'account_sealed', type: 'varchar', length: '160', isNullable: true },
          { name: 'account_last4', type: 'varchar', length: '4', isNullable: true },
          { name: 'amount_cents', type: 'integer' },
          { name: 'method', type: 'varchar', length: '16', isNullable: true },
          { name: 'proof_file_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'proof_dated_on', type: 'varchar', length: '10', isNullable: true },
          by('prepared_by'),
          { name: 'prepared_at', type: 'datetime' },
          by('approved_by'),
          at('approved_at'),
          by('sent_by'),
          at('sent_at'),
          { name: 'sent_reference', type: 'varchar', length: '100', isNullable: true },
          by('cleared_by'),
          at('cleared_at'),
          { name: 'cleared_on', type: 'varchar', length: '10', isNullable: true },
          by('failed_by'),
          at('failed_at'),
          { name: 'failure_reason', type: 'varchar', length: '500', isNullable: true },
          by('voided_by'),
          at('voided_at'),
          { name: 'void_reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'state_changed_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'idx_disbursements_applicant', columnNames: ['applicant_kind', 'applicant_id'] }),
          new TableIndex({ name: 'idx_disbursements_state', columnNames: ['state', 'state_changed_at'] }),
          new TableIndex({ name: 'idx_disbursements_changed', columnNames: ['state_changed_at'] }),
          new TableIndex({ name: 'idx_disbursements_cleared_on', columnNames: ['cleared_on'] }),
        ],
      }),
    );
    for (const { kind, table, id } of KIND_TABLES) {
      const paid = (await queryRunner.query(
        `SELECT ${id} AS id, award_cents AS cents, paid_at AS paid_at, payment_reference AS ref FROM ${table} WHERE review_status = 'PAID' AND award_cents IS NOT NULL AND award_cents > 0`,
      )) as { id: number; cents: number; paid_at: unknown; ref: string | null }[];
      for (const row of paid) {
        const paidAt = row.paid_at === null || row.paid_at === undefined ? new Date() : utcDate(row.paid_at);
        await queryRunner.manager
          .createQueryBuilder()
          .insert()
          .into('disbursements')
          .values({
            applicant_kind: kind,
            applicant_id: Number(row.id),
            state: 'CLEARED',
            origin: 'BEFORE_LEDGER',
            payee_name: 'Recorded before the ledger',
            amount_cents: Number(row.cents),
            prepared_at: paidAt,
            sent_at: paidAt,
            sent_reference: row.ref,
            cleared_at: paidAt,
            cleared_on: paidAt.toISOString().slice(0, 10),
            state_changed_at: paidAt,
          })
          .execute();
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('disbursements');
  }
}
