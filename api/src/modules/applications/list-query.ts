import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { readRowValues } from '../../../../db/prepared-reads.js';
import type { ApplicationKind, ApplicationStatus } from '../../domain/applications/index.js';
import type { ReviewStatus } from '../../domain/review/index.js';
import { KINDS } from '../application-records/kinds.js';
import type { ApplicationSummaryView } from '../application-records/application-views.js';

export type SortField = 'createdAt' | 'name';
export type SortDirection = 'ASC' | 'DESC';

/** What selects a list's rows; the CSV export takes the same. */
export interface ListFilters {
  status: ApplicationStatus;
  search?: string | null;
  /** Only applications at this review status. */
  reviewStatus?: ReviewStatus | null;
  /** Only applications assigned to this staff user ("Assigned to me"). */
  assignedTo?: number | null;
}

/** A WHERE clause over the applicant table aliased `a`, with named parameters (`:name`). */
export interface ListWhere {
  sql: string;
  params: Record<string, unknown>;
}

/** Escapes LIKE wildcards with '!', an escape character SQLite and MySQL read alike. */
const likeTerm = (term: string) => `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * Where the applicant studies, which a search also matches ("Howard", "Biology"). Plain columns:
 * only Social Security numbers are encrypted at rest.
 */
const STUDY_FIELDS: Record<ApplicationKind, readonly string[]> = {
  'high-school': ['collegeAccepted'],
  undergrad: ['collegeAttended', 'collegeMajor'],
  parent: ['collegeAttended', 'collegeMajor'],
};

/** What a search word is matched against: name, e-mail, reference, college or major. */
export function searchedProperties(kind: ApplicationKind): string[] {
  const f = KINDS[kind].form.nameFields;
  return [f.firstName, f.lastName, f.email, 'reference', ...STUDY_FIELDS[kind]];
}

/** A kind's table and columns as this database writes them, worked out once per database. */
interface TableSql {
  table: string;
  /** `a.<column>`, quoted for the database in use, by entity property name. */
  column(property: string): string;
}

const tables = new WeakMap<DataSource, Map<ApplicationKind, TableSql>>();

function tableSql(db: DataSource, kind: ApplicationKind): TableSql {
  let byKind = tables.get(db);
  if (!byKind) tables.set(db, (byKind = new Map()));
  let known = byKind.get(kind);
  if (!known) {
    const metadata = db.getMetadata(KINDS[kind].entity);
    const q = (name: string) => db.driver.escape(name);
    const columns = new Map(metadata.columns.map((c) => [c.propertyName, `${q('a')}.${q(c.databaseName)}`]));
    known = {
      table: `${q(metadata.tableName)} ${q('a')}`,
      column(property) {
        const sql = columns.get(property);
        if (!sql) throw new Error(`No column for ${kind}.${property}`);
        return sql;
      },
    };
    byKind.set(kind, known);
  }
  return known;
}

/** `a.<column>`, quoted for the database in use, from an entity property name. */
export const columnOf = (db: DataSource, kind: ApplicationKind, property: string) => tableSql(db, kind).column(property);

/**
 * The rows a list's filters select: one text for the page query and for the export's query
 * builder, so both always agree. Every word of the search must match one searched column.
 */
export function listWhere(db: DataSource, kind: ApplicationKind, filters: ListFilters): ListWhere {
  const { column } = tableSql(db, kind);
  const clauses = [`${column('status')} = :status`];
  const params: Record<string, unknown> = { status: filters.status };
  const terms = (filters.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const searched = searchedProperties(kind).map(column);
  terms.forEach((term, i) => {
    const p = `t${i}`;
    clauses.push(`(${searched.map((c) => `${c} LIKE :${p} ESCAPE '!'`).join(' OR ')})`);
    params[p] = likeTerm(term);
  });
  if (filters.reviewStatus) {
    clauses.push(`${column('reviewStatus')} = :reviewStatus`);
    params.reviewStatus = filters.reviewStatus;
  }
  if (filters.assignedTo) {
    // A correlated EXISTS on the (user, kind, applicant) index: still one query for the rows.
    clauses.push(
      `EXISTS (SELECT 1 FROM application_assignments x WHERE x.user_id = :assignee AND x.applicant_kind = :assignedKind AND x.applicant_id = ${column('id')})`,
    );
    params.assignee = filters.assignedTo;
    params.assignedKind = kind;
  }
  return { sql: clauses.join(' AND '), params };
}

/** The columns a list row shows (summaryOf), named as ApplicationSummaryView names them. */
interface SummarySelect {
  sql: string;
  createdAt: ColumnMetadata;
  archivedAt: ColumnMetadata;
}

const selects = new WeakMap<DataSource, Map<ApplicationKind, SummarySelect>>();

function summarySelect(db: DataSource, kind: ApplicationKind): SummarySelect {
  let byKind = selects.get(db);
  if (!byKind) selects.set(db, (byKind = new Map()));
  let known = byKind.get(kind);
  if (!known) {
    const f = KINDS[kind].form.nameFields;
    const metadata = db.getMetadata(KINDS[kind].entity);
    const { column } = tableSql(db, kind);
    const pairs: [keyof ApplicationSummaryView, string][] = [
      ['id', 'id'],
      ['reference', 'reference'],
      ['firstName', f.firstName],
      ['lastName', f.lastName],
      ['email', f.email],
      ['createdAt', 'createdAt'],
      ['status', 'status'],
      ['archivedAt', 'archivedAt'],
      ['reviewStatus', 'reviewStatus'],
    ];
    known = {
      sql: pairs.map(([key, property]) => `${column(property)} AS ${db.driver.escape(key)}`).join(', '),
      createdAt: metadata.findColumnWithPropertyName('createdAt')!,
      archivedAt: metadata.findColumnWithPropertyName('archivedAt')!,
    };
    byKind.set(kind, known);
  }
  return known;
}

/** A statement with `:name` placeholders as `?`, and the order of its names; worked out once per text. */
const bound = new Map<string, { sql: string; names: string[] }>();
const BOUND_KEPT = 500;

/** `:name` placeholders (the ones `params` has) as `?`, with the values in their order, for readRowValues. */
function bindNamed(sql: string, params: Record<string, unknown>): [string, unknown[]] {
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

export interface PageRequest {
  page: number;
  pageSize: number;
  sortBy: SortField;
  direction: SortDirection;
}

/**
 * One page of a staff list in two plain SQL statements (the rows and the count), selecting only
 * the columns a row shows and reading them straight into the list's view: the list is the
 * console's most frequent request, and building and hydrating entities cost more than the SQL.
 */
export async function queryListPage(
  db: DataSource,
  kind: ApplicationKind,
  filters: ListFilters,
  { page, pageSize, sortBy, direction }: PageRequest,
): Promise<{ items: ApplicationSummaryView[]; total: number }> {
  const { table, column } = tableSql(db, kind);
  const where = listWhere(db, kind, filters);
  const select = summarySelect(db, kind);
  const dir = direction === 'ASC' ? 'ASC' : 'DESC';
  const order = (sortBy === 'name' ? ['lastName', 'firstName'] : ['createdAt'])
    .map((p) => (p === 'createdAt' ? p : KINDS[kind].form.nameFields[p as 'firstName' | 'lastName']))
    .concat('id')
    .map((p) => `${column(p)} ${dir}`)
    .join(', ');
  // page and pageSize are whole numbers checked by the caller; the rest is bound.
  const rowsSql = `SELECT ${select.sql} FROM ${table} WHERE ${where.sql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const countSql = `SELECT COUNT(*) AS ${db.driver.escape('total')} FROM ${table} WHERE ${where.sql}`;
  const [rowsQuery, rowsParams] = bindNamed(rowsSql, where.params);
  const [countQuery, countParams] = bindNamed(countSql, where.params);
  const [rows, counted] = await Promise.all([
    readRowValues(db, rowsQuery, rowsParams),
    readRowValues(db, countQuery, countParams),
  ]);
  // Values in summarySelect's order. Only the dates need the driver's reading (SQLite keeps them
  // as text); the rest is as stored.
  const items = rows.map(
    ([id, reference, firstName, lastName, email, createdAt, status, archivedAt, reviewStatus]): ApplicationSummaryView => ({
      kind,
      id: id as number,
      reference: reference as string,
      firstName: firstName as string,
      lastName: lastName as string,
      email: email as string,
      createdAt: db.driver.prepareHydratedValue(createdAt, select.createdAt) as Date,
      status: status as ApplicationSummaryView['status'],
      archivedAt: db.driver.prepareHydratedValue(archivedAt, select.archivedAt) as Date | null,
      reviewStatus: reviewStatus as ApplicationSummaryView['reviewStatus'],
    }),
  );
  return { items, total: Number(counted[0]?.[0] ?? 0) };
}
