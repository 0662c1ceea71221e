import type { DataSource } from 'typeorm';
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { KINDS, type ApplicantEntity } from '../../api/src/modules/application-records/kinds.js';
import type { ListOptions } from '../../api/src/modules/applications/applications.service.js';
import { summaryOf, type ApplicationSummaryView } from '../../api/src/modules/application-records/application-views.js';

const APOSTROPHES = /['’ʼ‘`´]/g;
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
/** Lower case, without marks, dashes as '-'. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LETTERS[c]!)
    .replace(/[‐‑‒–—―−]/g, '-');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The search's meaning, written out plainly: a word matches a value when, both folded, the word
 * occurs in the value where a word of it starts (at its beginning, or after a character that is
 * no letter or digit; an apostrophe both joins "O'Brien" into "obrien" and starts "brien").
 */
export function wordMatches(value: string | null | undefined, word: string): boolean {
  if (!value) return false;
  const starts = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u');
  const folded = fold(value);
  return starts.test(folded.replace(APOSTROPHES, '')) || starts.test(folded.replace(APOSTROPHES, ' '));
}

/** A search's words as compared: folded, apostrophes out, leading punctuation off, at most five. */
export const referenceWords = (search: string | null | undefined) =>
  (search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) =>
      fold(w)
        .replace(APOSTROPHES, '')
        .replace(/^[^\p{L}\p{N}]+/u, ''),
    )
    .filter(Boolean);

/**
 * Every application's searched values, read once per database and kind: the grid compares
 * thousands of pages of data that no longer changes (call forgetSearchedValues after a change).
 */
const searchedCache = new WeakMap<DataSource, Map<ApplicationKind, Promise<Record<string, string>[]>>>();
function searchedValues(db: DataSource, kind: ApplicationKind, searched: string[]): Promise<Record<string, string>[]> {
  let byKind = searchedCache.get(db);
  if (!byKind) searchedCache.set(db, (byKind = new Map()));
  let rows = byKind.get(kind);
  if (!rows) {
    const select = Object.fromEntries(['id', ...searched].map((c) => [c, true]));
    rows = db.getRepository<ApplicantEntity>(KINDS[kind].entity).find({ select: select as never }) as unknown as Promise<
      Record<string, string>[]
    >;
    byKind.set(kind, rows);
  }
  return rows;
}
export const forgetSearchedValues = (db: DataSource) => searchedCache.delete(db);

/**
 * A staff list page as the TypeORM query builder reads it, with the search applied row by row in
 * JavaScript: the reference every page of the service, REST and GraphQL is compared with.
 */
export async function referencePage(db: DataSource, kind: ApplicationKind, o: ListOptions) {
  const f = KINDS[kind].form.nameFields;
  const repo = db.getRepository<ApplicantEntity>(KINDS[kind].entity);
  const qb = repo.createQueryBuilder('a').where('a.status = :status', { status: o.status });
  const study: Record<ApplicationKind, string[]> = {
    undergrad: ['collegeAttended', 'collegeMajor'],
    parent: ['collegeAttended', 'collegeMajor'],
    'high-school': ['collegeAccepted'],
  };
  const searched = [f.firstName, f.lastName, f.email, 'reference', ...study[kind]];
  const words = referenceWords(o.search);
  if (words.length) {
    const all = await searchedValues(db, kind, searched);
    const ids = all
      .filter((row) => words.every((word) => searched.some((c) => wordMatches(row[c], word))))
      .map((row) => Number(row.id));
    if (ids.length) qb.andWhere('a.id IN (:...ids)', { ids });
    else qb.andWhere('1 = 0');
  }
  if (o.reviewStatus) qb.andWhere('a.reviewStatus = :rs', { rs: o.reviewStatus });
  if (o.assignedTo)
    qb.andWhere(
      'EXISTS (SELECT 1 FROM application_assignments x WHERE x.user_id = :u AND x.applicant_kind = :k AND x.applicant_id = a.id)',
      { u: o.assignedTo, k: kind },
    );
  const dir = o.sortDirection ?? 'DESC';
  qb.select(
    ['id', 'reference', f.firstName, f.lastName, f.email, 'createdAt', 'status', 'archivedAt', 'reviewStatus'].map(
      (c) => `a.${c}`,
    ),
  );
  if (o.sortBy === 'name') qb.orderBy(`a.${f.lastName}`, dir).addOrderBy(`a.${f.firstName}`, dir);
  else qb.orderBy('a.createdAt', dir);
  const pageSize = o.pageSize ?? 50;
  const page = o.page ?? 1;
  qb.addOrderBy('a.id', dir)
    .skip((page - 1) * pageSize)
    .take(pageSize);
  const [rows, total] = await qb.getManyAndCount();
  return { items: rows.map((r) => summaryOf(kind, r)), total, totalIsEstimate: false, page, pageSize };
}

export const GRAPHQL_LIST = `query($kind: ApplicationKind!, $status: ApplicationStatus, $page: Int, $pageSize: Int, $search: String, $sortBy: ApplicationSortField, $sortDirection: SortDirection, $reviewStatus: ReviewStatus, $assignedToMe: Boolean) {
  applications(kind: $kind, status: $status, page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection, reviewStatus: $reviewStatus, assignedToMe: $assignedToMe) {
    total totalIsEstimate page pageSize pageCount items { id kind reference firstName lastName email createdAt status archivedAt reviewStatus }
  }
}`;

export const KIND_ENUM: Record<ApplicationKind, string> = {
  undergrad: 'UNDERGRAD',
  parent: 'PARENT',
  'high-school': 'HIGH_SCHOOL',
};

/** The GraphQL page a reference page becomes: enums upper case, ids as text, dates as ISO text. */
export function asGraphQL(page: {
  items: ApplicationSummaryView[];
  total: number;
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
}) {
  return {
    total: page.total,
    totalIsEstimate: page.totalIsEstimate,
    page: page.page,
    pageSize: page.pageSize,
    pageCount: Math.ceil(page.total / page.pageSize),
    items: page.items.map((i) => ({
      id: String(i.id),
      kind: KIND_ENUM[i.kind],
      reference: i.reference,
      firstName: i.firstName,
      lastName: i.lastName,
      email: i.email,
      createdAt: i.createdAt.toISOString(),
      status: i.status.toUpperCase(),
      archivedAt: i.archivedAt?.toISOString() ?? null,
      reviewStatus: i.reviewStatus,
    })),
  };
}
