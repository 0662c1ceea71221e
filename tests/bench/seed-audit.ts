import type { DataSource, QueryRunner, TableIndex } from 'typeorm';
import { headMacOf, rowHashOf, type ChainedFields, type ChainKey } from '../../api/src/crypto/audit-hash.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { chainedRowValues, headOf, READ_HEAD } from '../../api/src/modules/audit/audit-chain.js';
import { seededReference } from './seed-applicants.js';

/** Staff accounts the seeded rows are spread over (besides the bench admin). */
export const AUDIT_STAFF = 40;
/** Distinct application references the reads are spread over (the 100,000 of the reports bench). */
const REFERENCES = 100_000;
/** The seeded rows span this long, ending now: two years of a busy console. */
const SPAN_MS = 2 * 365 * 86_400_000;
const ROWS_PER_INSERT = 1000;
const ROWS_PER_TRANSACTION = 50_000;

/** One in twenty rows: what staff do in the console, reads first. */
const ACTIONS = [
  ...Array<string>(9).fill('application.view'),
  'document.preview',
  'document.preview',
  'document.preview',
  'document.download',
  'document.download',
  'application.ssn-reveal',
  'application.package-download',
  'auth.login',
  'review.scored',
  'application.status_changed',
  'application.submit',
];
const DOCS = ['applicationEssay', 'creditReport', 'loanHistory', 'transcript', 'loanAgreement'];

/** The i-th seeded row's fields (the chain place and hash come after). */
function auditRow(i: number, count: number, start: number, staffIds: number[]): Omit<ChainedFields, 'chainSeq'> {
  const action = ACTIONS[i % ACTIONS.length]!;
  const system = action === 'application.submit';
  const actor = system ? null : staffIds[(i * 7 + Math.floor(i / 97)) % staffIds.length]!;
  const onApplication = action.startsWith('application.') || action.startsWith('document.') || action === 'review.scored';
  const ref = onApplication ? seededReference(Math.floor((i * 2_654_435_761) % REFERENCES)) : null;
  return {
    at: new Date(Math.floor((start + (i * SPAN_MS) / count) / 1000) * 1000),
    actorUserId: actor,
    action,
    targetType: onApplication ? 'undergrad' : 'user',
    targetId: onApplication ? String((i % REFERENCES) + 1) : String(actor),
    applicationRef: ref,
    ip: actor === null ? `198.51.100.${i % 250}` : `10.0.${actor % 250}.${(i >> 8) % 250}`,
    detail: action.startsWith('document.') ? DOCS[i % DOCS.length]! : null,
  };
}

/** Runs `work` with the secondary indexes of `table` dropped, then builds each again in one sort. */
async function withoutSecondaryIndexes(runner: QueryRunner, table: string, work: () => Promise<void>): Promise<void> {
  const dropped: TableIndex[] = [];
  for (const index of (await runner.getTable(table))?.indices ?? []) {
    await runner.dropIndex(table, index);
    dropped.push(index);
  }
  try {
    await work();
  } finally {
    for (const index of dropped) await runner.createIndex(table, index);
  }
}

/**
 * Appends `count` rows to the audit log straight into the table, as a busy console would have
 * written them over two years, spread over AUDIT_STAFF staff accounts (created here) and 100,000
 * application references: each row chained to the one before exactly as the app chains them
 * (rowHashOf under `key`, docs/decisions/370 and 450), after the chain's current head, which moves
 * to the last row and is sealed again.
 * Multi-row INSERTs in large transactions with the secondary indexes dropped and built once after,
 * not one request each. Answers the staff accounts' ids.
 */
export async function seedAuditLog(db: DataSource, count: number, key: ChainKey): Promise<number[]> {
  const users = db.getRepository(User);
  const staffIds: number[] = [];
  for (let s = 0; s < AUDIT_STAFF; s++) {
    const email = `staff${s}@example.org`;
    const inserted = await users.insert({
      firstName: ['Ana', 'Ben', 'Chloe', 'Dev', 'Eli'][s % 5]!,
      lastName: `Staff${s}`,
      email,
      emailNormalized: email,
      passwordHash: 'not-a-password',
      role: s % 4 === 0 ? 'admin' : 'employee',
    });
    staffIds.push(Number(inserted.identifiers[0]!.id));
  }
  if (count <= 0) return staffIds;
  const mysql = db.options.type === 'mysql';
  const time = (d: Date) => (mysql ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    const head = headOf(((await runner.query(READ_HEAD, [1])) as Record<string, unknown>[])[0]!);
    const [{ next }] = (await runner.query('SELECT COALESCE(MAX(audit_id), 0) + 1 AS next FROM audit_log')) as [
      { next: number | string },
    ];
    let seq = head.seq;
    let hash = head.headHash;
    const keyedFromSeq = head.keyedFromSeq ?? seq + 1;
    const firstId = Number(next);
    // The newest row is two hours old: the access alerts' hour starts empty.
    const start = Date.now() - SPAN_MS - 2 * 3_600_000;
    const insert = (rows: number) =>
      'INSERT INTO audit_log (audit_id, at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash) VALUES ' +
      Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await withoutSecondaryIndexes(runner, 'audit_log', async () => {
      for (let offset = 0; offset < count; offset += ROWS_PER_TRANSACTION) {
        await runner.startTransaction();
        for (let from = offset; from < Math.min(count, offset + ROWS_PER_TRANSACTION); from += ROWS_PER_INSERT) {
          const values: unknown[] = [];
          const to = Math.min(count, from + ROWS_PER_INSERT);
          for (let i = from; i < to; i++) {
            const row: ChainedFields = { ...auditRow(i, count, start, staffIds), chainSeq: ++seq };
            const rowHash = rowHashOf(hash, row, key);
            values.push(firstId + i, ...chainedRowValues(row, hash, rowHash, time));
            hash = rowHash;
          }
          await runner.query(insert(to - from), values);
        }
        await runner.commitTransaction();
      }
    });
    const mac = headMacOf(key, { ...head, seq, headHash: hash, keyedFromSeq });
    await runner.query('UPDATE audit_chain_head SET seq = ?, head_hash = ?, keyed_from_seq = ?, head_mac = ? WHERE id = 1', [
      seq,
      hash,
      keyedFromSeq,
      mac,
    ]);
  } finally {
    await runner.release();
  }
  return staffIds;
}
