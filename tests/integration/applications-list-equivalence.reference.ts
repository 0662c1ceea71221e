import type { DataSource } from 'typeorm';
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { KINDS, type ApplicantEntity } from '../../api/src/modules/application-records/kinds.js';
import type { ListOptions } from '../../api/src/modules/applications/applications.service.js';
import { summaryOf, type ApplicationSummaryView } from '../../api/src/modules/application-records/application-views.js';

/**
 * A staff list page as the TypeORM query builder read it before the list became plain SQL:
 * the reference every page of the service, REST and GraphQL is compared with, row for row.
 */
export async function referencePage(db: DataSource, kind: ApplicationKind, o: ListOptions) {
  const f = KINDS[kind].form.nameFields;
  const qb = db
    .getRepository<ApplicantEntity>(KINDS[kind].entity)
    .createQueryBuilder('a')
    .where('a.status = :status', { status: o.status });
  const like = (t: string) => `%${t.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const study: Record<ApplicationKind, string[]> = {
    undergrad: ['collegeAttended', 'collegeMajor'],
    parent: ['collegeAttended', 'collegeMajor'],
    'high-school': ['collegeAccepted'],
  };
  const searched = [f.firstName, f.lastName, f.email, 'reference', ...study[kind]];
  (o.search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .forEach((term, i) => {
      const p = `t${i}`;
      qb.andWhere(`(${searched.map((c) => `a.${c} LIKE :${p} ESCAPE '!'`).join(' OR ')})`, { [p]: like(term) });
    });
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
  return { items: rows.map((r) => summaryOf(kind, r)), total, page, pageSize };
}

export const GRAPHQL_LIST = `query($kind: ApplicationKind!, $status: ApplicationStatus, $page: Int, $pageSize: Int, $search: String, $sortBy: ApplicationSortField, $sortDirection: SortDirection, $reviewStatus: ReviewStatus, $assignedToMe: Boolean) {
  applications(kind: $kind, status: $status, page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection, reviewStatus: $reviewStatus, assignedToMe: $assignedToMe) {
    total page pageSize pageCount items { id kind reference firstName lastName email createdAt status archivedAt reviewStatus }
  }
}`;

export const KIND_ENUM: Record<ApplicationKind, string> = {
  undergrad: 'UNDERGRAD',
  parent: 'PARENT',
  'high-school': 'HIGH_SCHOOL',
};

/** The GraphQL page a reference page becomes: enums upper case, ids as text, dates as ISO text. */
export function asGraphQL(page: { items: ApplicationSummaryView[]; total: number; page: number; pageSize: number }) {
  return {
    total: page.total,
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
