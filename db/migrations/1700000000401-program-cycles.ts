import { DateTime, IANAZone } from 'luxon';
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const APPLICANT_TABLES: [string, string][] = [
  ['undergrad_applicants', 'undergrad'],
  ['parent_applicants', 'parent'],
  ['school_applicants', 'high-school'],
];

/**
 * Program cycles (docs/decisions/180): one current cycle per kind, and the cycle each
 * application was submitted in. A fresh install is seeded so the site works on first start:
 * both repayment programs open and rolling, the scholarship open until the next July 31 at 23:59
 * in the organisation's time zone (ORG_TIME_ZONE, checked at start) with a $1,000 award.
 * Applications already stored belong to the seeded cycle of their kind.
 */
export class ProgramCycles1700000000401 implements MigrationInterface {
  name = 'ProgramCycles1700000000401';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'program_cycles',
        columns: [
          { name: 'cycle_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_kind', type: 'varchar', length: '16' },
          { name: 'opens_at', type: 'datetime', isNullable: true },
          { name: 'closes_at', type: 'datetime', isNullable: true },
          { name: 'time_zone', type: 'varchar', length: '64' },
          { name: 'award_cents', type: 'integer', isNullable: true },
          { name: 'budget_cents', type: 'integer', isNullable: true },
          { name: 'max_awards', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'idx_program_cycles_kind', columnNames: ['applicant_kind', 'cycle_id'] })],
      }),
    );
    const env = process.env.ORG_TIME_ZONE;
    const zone = env && IANAZone.isValidZone(env) ? env : 'America/New_York';
    const now = DateTime.now().setZone(zone);
    let deadline = DateTime.fromObject({ year: now.year, month: 7, day: 31, hour: 23, minute: 59 }, { zone });
    if (deadline < now) deadline = deadline.plus({ years: 1 });
    // UTC as 'YYYY-MM-DD HH:MM:SS', the form TypeORM writes datetimes in on both databases.
    const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    const created = utc(new Date());
    for (const [table, kind] of APPLICANT_TABLES) {
      const closesAt = kind === 'high-school' ? utc(deadline.toJSDate()) : null;
      const awardCents = kind === 'high-school' ? 100_000 : null;
      await queryRunner.query(
        'INSERT INTO program_cycles (applicant_kind, opens_at, closes_at, time_zone, award_cents, budget_cents, max_awards, created_at, updated_at) VALUES (?, NULL, ?, ?, ?, NULL, NULL, ?, ?)',
        [kind, closesAt, zone, awardCents, created, created],
      );
      await queryRunner.addColumn(table, new TableColumn({ name: 'cycle_id', type: 'integer', isNullable: true }));
      await queryRunner.query(
        `UPDATE ${table} SET cycle_id = (SELECT MAX(cycle_id) FROM program_cycles WHERE applicant_kind = ?)`,
        [kind],
      );
      // Budget figures sum the awards of one cycle by review status.
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_cycle`, columnNames: ['cycle_id', 'review_status'] }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of APPLICANT_TABLES) {
      await queryRunner.dropIndex(table, `idx_${table}_cycle`);
      await queryRunner.dropColumn(table, 'cycle_id');
    }
    await queryRunner.dropTable('program_cycles');
  }
}
