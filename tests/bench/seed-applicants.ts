import type { DataSource, QueryRunner, TableIndex } from 'typeorm';
import { PiiCipher } from '../../api/src/crypto/pii-cipher.js';
import { REFERENCE_ALPHABET } from '../../api/src/domain/applications/index.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { ssnAssociatedData } from '../../api/src/modules/application-records/kinds.js';
import { SEARCH_TERMS_TABLE, termsOfApplication } from '../../api/src/modules/application-records/search-index.js';
import { MATCH_KEYS_TABLE } from '../../api/src/modules/related-applications/match-key.entity.js';
import { matchHashOf, matchValuesOf } from '../../api/src/modules/related-applications/match-values.js';

const FIRST = ['Maria', 'James', 'Aisha', 'Kevin', 'Lena', 'Omar', 'Grace', 'Diego', 'Hannah', 'Wei', 'Priya', 'Samuel'];
const LAST = ['Gonzalez', 'Nguyen', 'Johnson', 'Smith', 'Okafor', 'Kim', 'Patel', 'Brown', 'Garcia', 'Miller', 'Davis', 'Lopez'];
const COLLEGES = ['Howard University', 'Temple University', 'Spelman College', 'Georgia State University', 'Morehouse College'];
const MAJORS = ['Biology', 'Nursing', 'Economics', 'Computer Science', 'History', 'Mechanical Engineering', 'Psychology'];

/** Applications written per INSERT statement, and per transaction. */
const ROWS_PER_INSERT = 200;
const ROWS_PER_TRANSACTION = 20_000;
/** From this many applications on, secondary indexes are dropped while seeding and built once after. */
const BULK_FROM = 50_000;
/** Where a bulk seeding collects search terms before they are sorted into the index. */
const STAGING_TABLE = 'bench_seed_search_terms';

/**
 * The n-th seeded reference: n scrambled by an odd multiplier modulo 2^40, in the reference
 * alphabet. Unique for every n below 2^40 (random references would collide at a million).
 */
export function seededReference(n: number): string {
  const scrambled = (BigInt(n) * 0x9e3779b97n + 0x5bd1e995n) & ((1n << 40n) - 1n);
  let chars = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) chars += REFERENCE_ALPHABET[Number((scrambled >> shift) & 31n)];
  return `UG-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * The searched values of the i-th seeded undergraduate; on an empty table it gets id i + 1. The
 * reference follows the id, so seeding again into the same table gives new references.
 */
export function seededNames(i: number, id = i + 1): { firstName: string; lastName: string; email: string; reference: string } {
  return {
    firstName: FIRST[i % FIRST.length]!,
    lastName: `${LAST[(i * 7) % LAST.length]!}${i}`,
    email: `applicant${i}@example.org`,
    reference: seededReference(id - 1),
  };
}

/**
 * Related applications (issue 39): of every RELATED_EVERY applications, the second gives the first's
 * home address (a parent and their child, say): 2 % of them are related, in pairs.
 */
export const RELATED_EVERY = 50;
const sharesAddress = (i: number) => i % RELATED_EVERY === 1;
/** Whether the i-th seeded applicant (of `count`) shares its address with another. */
export const seededRelated = (i: number, count: number) => sharesAddress(i) || (i % RELATED_EVERY === 0 && i + 1 < count);

/** The i-th seeded SSN: unique below a million and more. */
const seededSsn = (i: number) =>
  `${String(100 + (i % 565)).padStart(3, '0')}-${String(10 + (i % 89))}-${String(1000 + (i % 8999))}`;

/** A US phone number of its own for each of the first ten million. */
const seededPhone = (i: number) =>
  `(${200 + Math.floor(i / 10_000_000)}) ${String(Math.floor(i / 10_000) % 1000).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`;

/** The i-th seeded undergraduate: names repeat every 12, each last name carries its number. */
function applicant(i: number, id: number, start: number, cipher: PiiCipher, inReviewEvery: number): UndergradApplicant {
  const { firstName, lastName, email, reference } = seededNames(i, id);
  const ssn = seededSsn(i);
  return Object.assign(new UndergradApplicant(), {
    reference,
    status: i % 10 === 9 ? ('archived' as const) : ('active' as const),
    archivedBy: null,
    archivedAt: i % 10 === 9 ? new Date(start + i * 60_000) : null,
    createdAt: new Date(start + i * 60_000),
    reviewStatus: inReviewEvery && i % inReviewEvery === 3 ? ('IN_REVIEW' as const) : ('RECEIVED' as const),
    awardCents: null,
    paymentReference: null,
    paidAt: null,
    cycleId: null,
    locale: 'en' as const,
    firstName,
    middleName: null,
    lastName,
    suffix: 'None',
    dateOfBirth: '1999-04-17',
    citizenship: 'US citizen',
    socialSecuritySealed: cipher.sealText(ssn, ssnAssociatedData('undergrad', reference, 'socialSecurity')),
    socialSecurityHash: cipher.ssnLookupHash(ssn),
    email,
    phone: seededPhone(i),
    address: `${sharesAddress(i) ? i - 1 : i} Main St`,
    address2: null,
    city: 'Washington',
    state: 'DC',
    zip: '20004',
    collegeAttended: COLLEGES[i % COLLEGES.length]!,
    collegeMajor: MAJORS[i % MAJORS.length]!,
    yearEnrolled: 2020,
    yearGraduated: 2024,
    loanAmount: 4_825_075,
    loanYear: 2021,
    employmentStatus: 'Full-time',
    grossIncome: 4_100_000,
    householdSize: 2,
    houseOwnedOrRent: 'Rent',
  });
}

/** Runs `work` with the secondary indexes of `tables` dropped, then builds them again (each in one sort). */
async function withoutSecondaryIndexes(runner: QueryRunner, tables: string[], work: () => Promise<void>): Promise<void> {
  const dropped: [string, TableIndex][] = [];
  for (const name of tables) {
    const table = await runner.getTable(name);
    for (const index of table?.indices ?? []) {
      await runner.dropIndex(name, index);
      dropped.push([name, index]);
    }
  }
  // The search terms' second index is not one TypeORM reads back (SQLite WITHOUT ROWID table).
  await runner.query(
    'DROP INDEX idx_application_search_terms_applicant' +
      (runner.connection.options.type === 'mysql' ? ` ON ${SEARCH_TERMS_TABLE}` : ''),
  );
  try {
    await work();
  } finally {
    for (const [name, index] of dropped) await runner.createIndex(name, index);
    await runner.query(
      `CREATE INDEX idx_application_search_terms_applicant ON ${SEARCH_TERMS_TABLE} (applicant_kind, applicant_id, term)`,
    );
  }
}

/**
 * Inserts `count` undergraduate applications straight into the table (no documents), with
 * sealed SSNs like real ones and their search terms, for list and query-count measurements:
 * multi-row INSERTs in large transactions, the way a bulk import would, not one request each.
 */
export async function seedUndergradApplicants(
  db: DataSource,
  encryptionKey: Buffer,
  count: number,
  { inReviewEvery = 0 }: { /** Every this-many applications is IN_REVIEW (0: all RECEIVED). */ inReviewEvery?: number } = {},
): Promise<void> {
  if (count <= 0) return;
  const cipher = new PiiCipher(encryptionKey);
  const start = Date.now() - count * 60_000;
  const metadata = db.getMetadata(UndergradApplicant);
  // The id too: the search terms need it, and the table's own sequence may be ahead of its rows.
  const columns = metadata.columns;
  const q = (name: string) => db.driver.escape(name);
  const insertApplicants = (rows: number) =>
    `INSERT INTO ${q(metadata.tableName)} (${columns.map((c) => q(c.databaseName)).join(', ')}) VALUES ${Array(rows)
      .fill(`(${columns.map(() => '?').join(', ')})`)
      .join(', ')}`;
  const bulk = count >= BULK_FROM;
  // In bulk, terms go to a staging table with no key of its own (appends only), and reach the
  // index in one sorted INSERT … SELECT at the end: ten million inserts in random term order
  // into a clustered key far larger than the cache would each touch a page on disk.
  const termsTable = bulk ? STAGING_TABLE : SEARCH_TERMS_TABLE;
  const insertTerms = (rows: number) =>
    `INSERT INTO ${termsTable} (applicant_kind, term, applicant_id) VALUES ${Array(rows).fill('(?, ?, ?)').join(', ')}`;
  const insertKeys = (rows: number) =>
    `INSERT INTO ${MATCH_KEYS_TABLE} (applicant_kind, applicant_id, field, hash, key_version, shared) VALUES ${Array(rows)
      .fill('(?, ?, ?, ?, ?, ?)')
      .join(', ')}`;
  const runner = db.createQueryRunner();
  await runner.connect();
  // The ids the table will give: seeding starts on a table no one else writes to.
  const [{ next }] = (await runner.query(
    `SELECT COALESCE(MAX(${q(metadata.primaryColumns[0]!.databaseName)}), 0) + 1 AS next FROM ${q(metadata.tableName)}`,
  )) as [{ next: number | string }];
  const firstId = Number(next);
  const seed = async () => {
    for (let offset = 0; offset < count; offset += ROWS_PER_TRANSACTION) {
      await runner.startTransaction();
      for (let from = offset; from < Math.min(count, offset + ROWS_PER_TRANSACTION); from += ROWS_PER_INSERT) {
        const rows: UndergradApplicant[] = [];
        for (let i = from; i < Math.min(count, from + ROWS_PER_INSERT); i++) {
          const row = applicant(i, firstId + i, start, cipher, inReviewEvery);
          row.id = firstId + i;
          rows.push(row);
        }
        const values = rows.flatMap((row) =>
          columns.map((c) => db.driver.preparePersistentValue(c.getEntityValue(row), c) as unknown),
        );
        await runner.query(insertApplicants(rows.length), values);
        const terms = rows.flatMap((row) => termsOfApplication('undergrad', row).map((term) => ['undergrad', term, row.id]));
        // Their related-application keys, as the submission writes them; only addresses are shared.
        const keys = rows.flatMap((row, n) => {
          const i = from + n;
          return matchValuesOf('undergrad', row, [seededSsn(i)]).map((v) => [
            'undergrad',
            row.id,
            v.field,
            matchHashOf(cipher, v),
            cipher.ring.newest.version,
            v.field === 'ADDRESS' && seededRelated(i, count) ? 1 : 0,
          ]);
        });
        for (let k = 0; k < keys.length; k += ROWS_PER_INSERT * 2) {
          const batch = keys.slice(k, k + ROWS_PER_INSERT * 2);
          await runner.query(insertKeys(batch.length), batch.flat());
        }
        for (let t = 0; t < terms.length; t += ROWS_PER_INSERT * 3) {
          const batch = terms.slice(t, t + ROWS_PER_INSERT * 3);
          await runner.query(insertTerms(batch.length), batch.flat());
        }
      }
      await runner.commitTransaction();
    }
  };
  try {
    if (bulk) {
      await runner.query(`DROP TABLE IF EXISTS ${STAGING_TABLE}`);
      // The term compares as the index's does (bytes), so the sort is the index's own order.
      const binary = db.options.type === 'mysql' ? ' CHARACTER SET utf8mb4 COLLATE utf8mb4_bin' : '';
      await runner.query(
        `CREATE TABLE ${STAGING_TABLE} (applicant_kind VARCHAR(16) NOT NULL, term VARCHAR(64)${binary} NOT NULL, applicant_id INT NOT NULL)`,
      );
      await withoutSecondaryIndexes(runner, [metadata.tableName, MATCH_KEYS_TABLE], async () => {
        await seed();
        await runner.query(
          `INSERT INTO ${SEARCH_TERMS_TABLE} (applicant_kind, term, applicant_id) ` +
            `SELECT applicant_kind, term, applicant_id FROM ${STAGING_TABLE} ORDER BY applicant_kind, term, applicant_id`,
        );
      });
      await runner.query(`DROP TABLE ${STAGING_TABLE}`);
    } else await seed();
  } finally {
    await runner.release();
  }
}

/**
 * Decides a share of the seeded undergraduates, as a cycle a year in would have them: of every
 * ten, two approved, one paid (in the last year) and two declined, each with its decision in the
 * status history a few days to a few weeks after receipt. For the reports bench.
 */
export async function seedDecisions(db: DataSource): Promise<void> {
  const metadata = db.getMetadata(UndergradApplicant);
  const id = metadata.primaryColumns[0]!.databaseName;
  const rows = (await db.query(`SELECT ${id} AS id, created_at AS createdAt FROM ${metadata.tableName}`)) as {
    id: number;
    createdAt: string | Date;
  }[];
  const DAY = 86_400_000;
  // SQLite keeps datetimes as UTC text; the MySQL driver takes dates as they are.
  const stored = (d: Date | null) =>
    d === null || db.options.type === 'mysql' ? d : d.toISOString().replace('T', ' ').replace('Z', '');
  const outcome = (n: number) => (['APPROVED', 'APPROVED', 'PAID', 'DECLINED', 'DECLINED'] as const)[n % 10] ?? null;
  const runner = db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const batch = rows.slice(from, from + ROWS_PER_INSERT).filter((r) => outcome(Number(r.id)) !== null);
    if (!batch.length) continue;
    const history: unknown[] = [];
    for (const row of batch) {
      const status = outcome(Number(row.id))!;
      const received = new Date(typeof row.createdAt === 'string' ? `${row.createdAt.replace(' ', 'T')}Z` : row.createdAt);
      const decided = new Date(received.getTime() + (3 + (Number(row.id) % 40)) * DAY);
      history.push('undergrad', row.id, 'IN_REVIEW', status === 'DECLINED' ? 'DECLINED' : 'APPROVED', stored(decided));
      const award = status === 'DECLINED' ? null : 100_000;
      const paidAt = status === 'PAID' ? new Date(decided.getTime() + 10 * DAY) : null;
      await runner.query(`UPDATE ${metadata.tableName} SET review_status = ?, award_cents = ?, paid_at = ? WHERE ${id} = ?`, [
        status,
        award,
        stored(paidAt),
        row.id,
      ]);
    }
    await runner.query(
      `INSERT INTO application_status_history (applicant_kind, applicant_id, from_status, to_status, at) VALUES ${batch
        .map(() => '(?, ?, ?, ?, ?)')
        .join(', ')}`,
      history,
    );
  }
  await runner.commitTransaction();
  await runner.release();
}
