import type { DataSource } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import { readRowValues } from '../../../../db/prepared-reads.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { ApplicationSummaryView } from '../application-records/application-views.js';
import {
  bindNamed,
  listWhere,
  narrowingsOf,
  rowWhere,
  tableSql,
  type ListFilters,
  type ListWhere,
  type Narrowing,
} from './list-sql.js';
import { estimateMatches, sampleOf } from './list-estimate.js';
import { keysetAfter, keysetWindow, orderBy, windowIdSpan, type SortDirection, type SortField } from './list-order.js';
import { pageRowsSql, rowView, summarySelect } from './list-rows.js';

export { listWhere, type ListFilters, type ListWhere } from './list-sql.js';
export type { SortDirection, SortField } from './list-order.js';

export interface PageRequest {
  /** From 1; the page's number in the list (what "seen so far" and the totals are counted from). */
  page: number;
  pageSize: number;
  sortBy: SortField;
  direction: SortDirection;
  /**
   * The last application of the previous page: the page then starts right after it in the list's
   * order, on the index, however deep (keyset paging). Without it, or when it is gone, the page
   * is found by its number.
   */
  after?: number | null;
}

export interface ListPage {
  items: ApplicationSummaryView[];
  total: number;
  /** True when `total` is an estimate (past exactCountUpTo, or of a search read in list order). */
  totalIsEstimate: boolean;
}

/**
 * Where the page's plan changes. Tests lower them to take every path on a small table; the
 * answers are the same either way, only their cost differs.
 */
export const LIST_PLAN_LIMITS = {
  /** A list's total is counted exactly up to this many rows, and estimated past it. */
  exactCountUpTo: 1000,
  /**
   * A narrowing (search word, "assigned to me") that lets at most this many applications through
   * is where the page starts: those rows are read and sorted. Past it, the page walks the list's
   * order on its index and keeps the rows that match, which soon fills a page.
   */
  narrowFromUpTo: 2000,
  /**
   * A search on common words walks at most this many rows of the list's order for its page; a
   * page not found in them (the words are common, but rare together) starts from the narrowest
   * word instead, whatever its size.
   */
  walkWindow: 5000,
  /**
   * A window whose ids span fewer than this many ids per row of it (a list by date: ids follow
   * the dates) reads each word's applications among those ids once, instead of looking each word
   * up for every row it walks (docs/decisions/280).
   */
  windowIdSpan: 4,
};

/** A capped count: `SELECT COUNT(*)` of at most `cap + 1` rows of a statement selecting rows. */
const cappedCount = (rows: string, cap: number) => `SELECT COUNT(*) FROM (${rows} LIMIT ${cap + 1}) capped`;

/**
 * How many applications each narrowing lets through, each counted up to narrowFromUpTo + 1
 * on its index, in one statement: which one the page should start from, if any.
 */
async function narrowestOf(db: DataSource, narrowings: Narrowing[]): Promise<{ narrowing: Narrowing; count: number }> {
  const sql = `SELECT ${narrowings.map((n) => `(${cappedCount(n.ids, LIST_PLAN_LIMITS.narrowFromUpTo)})`).join(', ')}`;
  const [counts] = await readRowValues(db, ...bindNamed(sql, Object.assign({}, ...narrowings.map((n) => n.params))));
  return narrowings
    .map((narrowing, i) => ({ narrowing, count: Number(counts![i]) }))
    .reduce((best, next) => (next.count < best.count ? next : best));
}

/**
 * One page of a staff list, reading only the rows of the page (docs/decisions/280):
 * - a search word or "assigned to me" that lets few applications through: those are read,
 *   filtered and sorted, and counted exactly with the same statement;
 * - otherwise the list's order is walked on its index (status, review status, then date or
 *   name), only ids until the page's place, then the page's rows; the total is counted exactly
 *   up to exactCountUpTo and estimated past it, or when searching.
 */
export async function queryListPage(
  db: DataSource,
  kind: ApplicationKind,
  filters: ListFilters,
  request: PageRequest,
): Promise<ListPage> {
  const { name, column } = tableSql(db, kind);
  const select = summarySelect(db, kind);
  const { page, pageSize } = request;
  // page and pageSize are whole numbers checked by the caller; the rest is bound.
  const limit = `LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const narrowings = narrowingsOf(kind, filters);
  const narrowest = narrowings.length ? await narrowestOf(db, narrowings) : null;
  const toItems = (rows: unknown[][]) => rows.map((values) => rowView(db, kind, select, values));

  /**
   * Starts from the narrowing's ids, then their rows: the join order is forced (SQLite's CROSS
   * JOIN, MySQL's STRAIGHT_JOIN), since a planner without statistics would rather walk the status
   * index. Sorted in full and counted exactly, so cheap only while the narrowing is.
   */
  const narrowedPage = async (narrowing: Narrowing): Promise<ListPage> => {
    const others = narrowings.filter((n) => n !== narrowing);
    const row = rowWhere(db, kind, filters);
    const where = [row.sql, ...others.map((n) => n.exists(column('id')))];
    const params = Object.assign({}, row.params, narrowing.params, ...others.map((n) => n.params)) as Record<string, unknown>;
    const join = isMysql(db) ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
    const from = `FROM (SELECT DISTINCT n.applicant_id FROM (${narrowing.ids}) n) m ${join} ${name} ${db.driver.escape('a')} ON ${column('id')} = m.applicant_id WHERE ${where.join(' AND ')}`;
    const rows = await readRowValues(
      db,
      ...bindNamed(`SELECT ${select.sql}, COUNT(*) OVER () ${from} ORDER BY ${orderBy(db, kind, request, 'a')} ${limit}`, params),
    );
    if (rows.length) return { items: toItems(rows), total: Number(rows[0]![rows[0]!.length - 1]), totalIsEstimate: false };
    // Past the last page: nothing to carry the count, so it is counted on its own.
    const [[total]] = (await readRowValues(db, ...bindNamed(`SELECT COUNT(*) ${from}`, params))) as [[number]];
    return { items: [], total: Number(total), totalIsEstimate: false };
  };
  if (narrowest && narrowest.count <= LIST_PLAN_LIMITS.narrowFromUpTo) return narrowedPage(narrowest.narrowing);

  if (narrowest)
    return walkedSearchPage(db, kind, filters, request, narrowings, toItems, () => narrowedPage(narrowest.narrowing));
  const where = listWhere(db, kind, filters, 'k');
  const keyset = request.after ? await keysetAfter(db, kind, request, request.after, 'k') : null;
  const [rowsSql, rowsParams] = pageRowsSql(db, kind, filters, request, keyset);
  // The count, and past exactCountUpTo the sample, in one statement: CASE reads the sample only then.
  const sample = await sampleOf(db, kind, filters);
  const capped = cappedCount(
    `SELECT 1 FROM ${name} ${db.driver.escape('k')} WHERE ${where.sql}`,
    LIST_PLAN_LIMITS.exactCountUpTo,
  );
  const countSql = `SELECT c.n, CASE WHEN c.n > ${LIST_PLAN_LIMITS.exactCountUpTo} THEN (${sample.sql}) END FROM (${capped.replace('SELECT COUNT(*)', 'SELECT COUNT(*) AS n')}) c`;
  const [rows, [[counted, hits]]] = (await Promise.all([
    readRowValues(db, ...bindNamed(rowsSql, rowsParams)),
    readRowValues(db, ...bindNamed(countSql, { ...where.params, ...sample.params })),
  ])) as [unknown[][], [[number, number | null]]];
  const items = toItems(rows);
  if (Number(counted) <= LIST_PLAN_LIMITS.exactCountUpTo) return { items, total: Number(counted), totalIsEstimate: false };
  const seen = Math.max(LIST_PLAN_LIMITS.exactCountUpTo + 1, (page - 1) * pageSize + items.length);
  return { items, ...sample.total(Number(hits), seen) };
}

/**
 * A search on common words (or a long "assigned to me"): the list's order is walked on its index
 * for at most walkWindow rows, keeping those every narrowing lets through, then the page's rows
 * are read. Its total is estimated, unless the page is the last. When the window holds fewer rows
 * than the page needs although the list goes on, `otherwise` reads the page another way.
 */
async function walkedSearchPage(
  db: DataSource,
  kind: ApplicationKind,
  filters: ListFilters,
  request: PageRequest,
  narrowings: Narrowing[],
  toItems: (rows: unknown[][]) => ApplicationSummaryView[],
  otherwise: () => Promise<ListPage>,
): Promise<ListPage> {
  const { page, pageSize } = request;
  const { walkWindow } = LIST_PLAN_LIMITS;
  const offset = (page - 1) * pageSize;
  // One common narrowing lets through at least 1 row in (table size / narrowFromUpTo): the walk
  // ends soon without a window, from the previous page's last row however deep that is. Only
  // several, common alone but maybe rare together, need one.
  const keyset = request.after && narrowings.length < 2 ? await keysetAfter(db, kind, request, request.after, 'k') : null;
  if (keyset) return walkedUnbounded(db, kind, filters, request, toItems, keyset);
  if (offset + pageSize > walkWindow) return otherwise();
  if (narrowings.length < 2) return walkedUnbounded(db, kind, filters, request, toItems, null);
  const { name, column } = tableSql(db, kind);
  const q = (n: string) => db.driver.escape(n);
  const row = rowWhere(db, kind, filters, 'k');
  // The window: the first walkWindow rows of the list's order, as a bound on its index where the
  // walk stops (null: the list is shorter, and the window is all of it). The walk itself stops as
  // soon as the page is full: a window read whole first would check every row of it.
  const windowRows = rowWhere(db, kind, filters, 'c');
  // On MariaDB, when the window's ids lie close together (a list by date: ids follow the dates),
  // each word's applications among them are read once, a few hundred ids, instead of one look-up
  // per row walked (about 9 µs each there). SQLite looks a word up in about 1 µs in-process, and
  // cannot bound a word's terms by id on its index, so it keeps the look-ups.
  const [window, span] = await Promise.all([
    keysetWindow(db, kind, request, windowRows, walkWindow, 'k'),
    isMysql(db) ? windowIdSpan(db, kind, request, windowRows, walkWindow) : null,
  ]);
  const spanned = window && span && span.idHigh - span.idLow < walkWindow * LIST_PLAN_LIMITS.windowIdSpan ? span : null;
  const id = column('id', 'k');
  const words = narrowings.map((n) => (spanned ? n.amongIds(id) : n.exists(id)));
  const matching = `FROM ${name} ${q('k')} WHERE ${[row.sql, ...(window ? [window.sql] : []), ...words].join(' AND ')}`;
  const params: Record<string, unknown> = Object.assign(
    {},
    row.params,
    window?.params,
    spanned,
    ...narrowings.map((n) => n.params),
  );
  const ids = `SELECT ${id} AS id ${matching} ORDER BY ${orderBy(db, kind, request, 'k')} LIMIT ${pageSize} OFFSET ${offset}`;
  const select = summarySelect(db, kind);
  const rowsSql = `SELECT ${select.sql} FROM ${name} ${q('a')} INNER JOIN (${ids}) p ON ${column('id')} = ${q('p')}.${q('id')} ORDER BY ${orderBy(db, kind, request, 'a')}`;
  const items = toItems(await readRowValues(db, ...bindNamed(rowsSql, params)));
  if (items.length === pageSize) return { items, ...(await estimateMatches(db, kind, filters, offset + pageSize + 1)) };
  // The page ends early: the list's last page, if the window held the whole list.
  if (window) return otherwise();
  if (items.length > 0 || offset === 0) return { items, total: offset + items.length, totalIsEstimate: false };
  const [[total]] = (await readRowValues(db, ...bindNamed(`SELECT COUNT(*) ${matching}`, params))) as [[number]];
  return { items, total: Number(total), totalIsEstimate: false };
}

/** A search on one common narrowing: the list's order walked until the page is full. */
async function walkedUnbounded(
  db: DataSource,
  kind: ApplicationKind,
  filters: ListFilters,
  request: PageRequest,
  toItems: (rows: unknown[][]) => ApplicationSummaryView[],
  keyset: ListWhere | null,
): Promise<ListPage> {
  const { page, pageSize } = request;
  const items = toItems(await readRowValues(db, ...bindNamed(...pageRowsSql(db, kind, filters, request, keyset))));
  const seen = (page - 1) * pageSize + items.length;
  // Its total is estimated, unless the page is the list's last (it ends before it is full).
  if (items.length > 0 && items.length < pageSize) return { items, total: seen, totalIsEstimate: false };
  return { items, ...(await estimateMatches(db, kind, filters, seen + (items.length ? 1 : 0))) };
}
