import type { DataSource } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import { readRowValues } from '../../../../db/prepared-reads.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { bindNamed, listWhere, tableSql, type ListFilters } from './list-sql.js';

/**
 * A large list's total, estimated from a sample (docs/decisions/280): the filters are applied to
 * `sampleRuns` runs of `sampleRunLength` consecutive ids spread evenly over the kind's ids, and
 * the share that matches is scaled to the whole range. It reads about 400 rows on their
 * primary key whatever the table's size; the console says "about" beside it.
 */
export const SAMPLE_LIMITS = { sampleRuns: 12, sampleRunLength: 32 };
/** The kind's lowest and highest id are read again after this long (they only bound the sample). */
const ID_RANGE_KEPT_MS = 60_000;

interface IdRange {
  low: number;
  high: number;
  readAt: number;
}

const ranges = new WeakMap<DataSource, Map<ApplicationKind, IdRange>>();

async function idRange(db: DataSource, kind: ApplicationKind): Promise<IdRange> {
  let byKind = ranges.get(db);
  if (!byKind) ranges.set(db, (byKind = new Map()));
  const known = byKind.get(kind);
  if (known && Date.now() - known.readAt < ID_RANGE_KEPT_MS) return known;
  const { name, column } = tableSql(db, kind);
  const id = column('id', 'r');
  // Two subqueries: each is one step to an end of the primary key (both in one would scan).
  const edge = (f: string) => `(SELECT ${f}(${id}) FROM ${name} ${db.driver.escape('r')})`;
  const [[low, high]] = (await readRowValues(db, `SELECT ${edge('MIN')}, ${edge('MAX')}`, [])) as [
    [number | null, number | null],
  ];
  const range = { low: Number(low ?? 0), high: Number(high ?? 0), readAt: Date.now() };
  byKind.set(kind, range);
  return range;
}

/** `e.id BETWEEN … OR …` over the sample's runs, or null when the runs would cover every id. */
function sampleRuns(idColumn: string, { low, high }: IdRange): string | null {
  const { sampleRuns, sampleRunLength } = SAMPLE_LIMITS;
  const span = high - low + 1;
  if (span <= sampleRuns * sampleRunLength) return null;
  const step = span / sampleRuns;
  return Array.from({ length: sampleRuns }, (_, i) => {
    const from = low + Math.floor(i * step);
    return `${idColumn} BETWEEN ${from} AND ${from + sampleRunLength - 1}`;
  }).join(' OR ');
}

/** Two significant figures: an estimate that does not pretend to be exact. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The statement that counts a list's matches in the sample, and how to read its answer. */
export interface Sample {
  sql: string;
  params: Record<string, unknown>;
  /** The total from the sample's count, never below `atLeast` (what the caller has already seen or counted). */
  total(hits: number, atLeast: number): { total: number; totalIsEstimate: boolean };
}

/**
 * The sample of a list's filters over the kind's ids. When the runs would cover every id, the
 * statement counts every match and its total is exact.
 */
export async function sampleOf(db: DataSource, kind: ApplicationKind, filters: ListFilters): Promise<Sample> {
  const range = await idRange(db, kind);
  const { name, column } = tableSql(db, kind);
  const where = listWhere(db, kind, filters, 'e');
  const runs = sampleRuns(column('id', 'e'), range);
  // The runs are read on the primary key: without statistics a planner would rather take the
  // status index, which reads every row of the status.
  const primaryKey = runs ? (isMysql(db) ? ' FORCE INDEX (PRIMARY)' : ' NOT INDEXED') : '';
  const sampled = SAMPLE_LIMITS.sampleRuns * SAMPLE_LIMITS.sampleRunLength;
  return {
    sql: `SELECT COUNT(*) FROM ${name} ${db.driver.escape('e')}${primaryKey} WHERE ${runs ? `(${runs}) AND ` : ''}${where.sql}`,
    params: where.params,
    total: (hits, atLeast) =>
      runs
        ? { total: Math.max(atLeast, roughly((hits / sampled) * (range.high - range.low + 1))), totalIsEstimate: true }
        : { total: hits, totalIsEstimate: false },
  };
}

/** The estimated total of a list's filters, never below `atLeast`: one statement. */
export async function estimateMatches(
  db: DataSource,
  kind: ApplicationKind,
  filters: ListFilters,
  atLeast: number,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const sample = await sampleOf(db, kind, filters);
  const [[hits]] = (await readRowValues(db, ...bindNamed(sample.sql, sample.params))) as [[number]];
  return sample.total(Number(hits), atLeast);
}
