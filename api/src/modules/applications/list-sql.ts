import type { DataSource } from 'typeorm';
import type { ApplicationKind, ApplicationStatus } from '../../domain/applications/index.js';
import type { ReviewStatus } from '../../domain/review/index.js';
import { KINDS } from '../application-records/kinds.js';
import { SEARCH_TERMS_TABLE } from '../application-records/search-index.js';
import { MATCH_KEYS_TABLE } from '../related-applications/match-key.entity.js';
import { prefixUpperBound, searchWords } from '../../domain/search-terms.js';

/** What selects a list's rows; the CSV export takes the same. */
export interface ListFilters {
  status: ApplicationStatus;
  search?: string | null;
  /** Only applications at this review status. */
  reviewStatus?: ReviewStatus | null;
  /** Only applications assigned to this staff user ("Assigned to me"). */
  assignedTo?: number | null;
  /** Only applications sharing something with another (issue 39); for admins and employees. */
  related?: boolean | null;
}

/** A WHERE clause with named parameters (`:name`). */
export interface ListWhere {
  sql: string;
  params: Record<string, unknown>;
}

/** A kind's table and columns as this database writes them, worked out once per database. */
export interface TableSql {
  /** The table's name, quoted. */
  name: string;
  /** `<alias>.<column>`, quoted for the database in use, by entity property name. */
  column(property: string, alias?: string): string;
}

const tables = new WeakMap<DataSource, Map<ApplicationKind, TableSql>>();

export function tableSql(db: DataSource, kind: ApplicationKind): TableSql {
  let byKind = tables.get(db);
  if (!byKind) tables.set(db, (byKind = new Map()));
  let known = byKind.get(kind);
  if (!known) {
    const metadata = db.getMetadata(KINDS[kind].entity);
    const q = (name: string) => db.driver.escape(name);
    const columns = new Map(metadata.columns.map((c) => [c.propertyName, q(c.databaseName)]));
    known = {
      name: q(metadata.tableName),
      column(property, alias = 'a') {
        const sql = columns.get(property);
        if (!sql) throw new Error(`No column for ${kind}.${property}`);
        return `${q(alias)}.${sql}`;
      },
    };
    byKind.set(kind, known);
  }
  return known;
}

/**
 * What can narrow a list to a few rows before they are read: a search word (the applications
 * with a term it begins) or "assigned to me" (the user's assignments). Each is an id subquery.
 */
export interface Narrowing {
  /** `SELECT applicant_id FROM …`: the applications this part of the filter lets through. */
  ids: string;
  params: Record<string, unknown>;
  /** The same, as a condition on the applicant row whose id is `idColumn` (a look-up on an index). */
  exists(idColumn: string): string;
  /**
   * The same for rows whose ids all lie between `:idLow` and `:idHigh`: the narrowing's ids in
   * that span, read once on its index, instead of one look-up per row (list-query.ts, the window).
   */
  amongIds(idColumn: string): string;
}

/**
 * "Some row of `from` exists", looked up on an index for each applicant row. Written as a scalar
 * subquery rather than EXISTS: MariaDB turns an EXISTS into a semi-join that first reads every
 * row the subquery could match (every application with a common word), then sorts the result.
 */
const probe = (from: string) => `(SELECT 1 FROM ${from} LIMIT 1) IS NOT NULL`;

export function narrowingsOf(kind: ApplicationKind, filters: ListFilters): Narrowing[] {
  const narrowings: Narrowing[] = searchWords(filters.search).map((word, i) => {
    const terms = `${SEARCH_TERMS_TABLE} s${i} WHERE s${i}.applicant_kind = :kind AND s${i}.term >= :w${i} AND s${i}.term < :u${i}`;
    return {
      ids: `SELECT s${i}.applicant_id FROM ${terms}`,
      params: { kind, [`w${i}`]: word, [`u${i}`]: prefixUpperBound(word) },
      exists: (id) => probe(`${terms} AND s${i}.applicant_id = ${id}`),
      amongIds: (id) => `${id} IN (SELECT s${i}.applicant_id FROM ${terms} AND s${i}.applicant_id BETWEEN :idLow AND :idHigh)`,
    };
  });
  if (filters.assignedTo) {
    // The (user, kind, applicant) index of the assignments.
    const assigned = 'application_assignments x WHERE x.user_id = :assignee AND x.applicant_kind = :kind';
    narrowings.push({
      ids: `SELECT x.applicant_id FROM ${assigned}`,
      params: { kind, assignee: filters.assignedTo },
      exists: (id) => probe(`${assigned} AND x.applicant_id = ${id}`),
      amongIds: (id) => `${id} IN (SELECT x.applicant_id FROM ${assigned} AND x.applicant_id BETWEEN :idLow AND :idHigh)`,
    });
  }
  if (filters.related) {
    // The (kind, shared, applicant) index of the match keys: an application with a shared key.
    const shared = `${MATCH_KEYS_TABLE} r WHERE r.applicant_kind = :kind AND r.shared = 1`;
    narrowings.push({
      ids: `SELECT r.applicant_id FROM ${shared}`,
      params: { kind },
      exists: (id) => probe(`${shared} AND r.applicant_id = ${id}`),
      amongIds: (id) => `${id} IN (SELECT r.applicant_id FROM ${shared} AND r.applicant_id BETWEEN :idLow AND :idHigh)`,
    });
  }
  return narrowings;
}

/** The conditions on the applicant row itself: active/archived and the review status. */
export function rowWhere(db: DataSource, kind: ApplicationKind, filters: ListFilters, alias = 'a'): ListWhere {
  const { column } = tableSql(db, kind);
  const clauses = [`${column('status', alias)} = :status`];
  const params: Record<string, unknown> = { status: filters.status };
  if (filters.reviewStatus) {
    clauses.push(`${column('reviewStatus', alias)} = :reviewStatus`);
    params.reviewStatus = filters.reviewStatus;
  }
  return { sql: clauses.join(' AND '), params };
}

/**
 * The rows a list's filters select, as one WHERE clause on the table aliased `alias`: every
 * search word must begin a term of the application (search-terms.ts) and, with "assigned to
 * me", an assignment must exist. The page query and the CSV export's query builder both use it
 * (the page may instead start from one narrowing: list-query.ts), so both select the same rows.
 */
export function listWhere(db: DataSource, kind: ApplicationKind, filters: ListFilters, alias = 'a'): ListWhere {
  const row = rowWhere(db, kind, filters, alias);
  const id = tableSql(db, kind).column('id', alias);
  const narrowings = narrowingsOf(kind, filters);
  return {
    sql: [row.sql, ...narrowings.map((n) => n.exists(id))].join(' AND '),
    params: Object.assign({}, row.params, ...narrowings.map((n) => n.params)) as Record<string, unknown>,
  };
}

/** A statement with `:name` placeholders as `?`, and the order of its names; worked out once per text. */
const bound = new Map<string, { sql: string; names: string[] }>();
const BOUND_KEPT = 500;

/** `:name` placeholders (the ones `params` has) as `?`, with the values in their order, for readRowValues. */
export function bindNamed(sql: string, params: Record<string, unknown>): [string, unknown[]] {
  let known = bound.get(sql);
  if (!known) {
    const names: string[] = [];
    const text = sql.replace(/:([A-Za-z0-9_]+)/g, (token, name: string) => (name in params ? (names.push(name), '?') : token));
    known = { sql: text, names };
    if (bound.size >= BOUND_KEPT) bound.delete(bound.keys().next().value!);
    bound.set(sql, known);
  }
  return [known.sql, known.names.map((name) => params[name])];
}
