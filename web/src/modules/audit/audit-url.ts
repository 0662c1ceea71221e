import { STAFF_PATHS } from '../../site/staff-paths';

/** The audit page's filters as its address carries them (so a filtered view can be linked to). */
export interface AuditFilter {
  actorUserId: string | null;
  action: string | null;
  reference: string | null;
  from: string | null;
  to: string | null;
}

export const NO_FILTER: AuditFilter = { actorUserId: null, action: null, reference: null, from: null, to: null };
const KEYS: Array<keyof AuditFilter> = ['actorUserId', 'action', 'reference', 'from', 'to'];

export function filterOf(params: URLSearchParams): AuditFilter {
  const out = { ...NO_FILTER };
  for (const key of KEYS) out[key] = params.get(key)?.trim() || null;
  return out;
}

export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isSafeInteger(n) && n > 1 ? n : 1;
}

/** The query string of a filter (and page), empty values left out. */
export function searchOf(filter: Partial<AuditFilter>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filter[key]) params.set(key, filter[key]);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The audit page, pre-filtered: a staff member's activity, or who has seen an application. */
export const auditPath = (filter: Partial<AuditFilter>) => `${STAFF_PATHS.audit}${searchOf(filter)}`;

/** The CSV of the same filtered rows (the REST twin; the browser sends the session cookie). */
export const auditCsvUrl = (filter: AuditFilter) => `/api/audit-log.csv${searchOf(filter)}`;
