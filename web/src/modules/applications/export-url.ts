import { APPLICATION_KIND_PATHS } from '@domain/applications/constants';
import type { KindSegment } from '../../console/kinds';

/** What a list shows: the CSV export takes the same (GET /api/{kind}/export-csv). */
export interface ListExportFilters {
  archived: boolean;
  search: string;
  reviewStatus: string | null;
  assignedToMe: boolean;
}

/** The CSV export of a list as filtered on the page: only the filters in use are in the address. */
export function exportCsvUrl(segment: KindSegment, filters: ListExportFilters): string {
  const query = new URLSearchParams();
  if (filters.reviewStatus) query.set('reviewStatus', filters.reviewStatus);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.archived) query.set('archived', 'true');
  if (filters.assignedToMe) query.set('assignedToMe', 'true');
  const text = query.toString();
  return `/api/${APPLICATION_KIND_PATHS[segment]}/export-csv${text ? `?${text}` : ''}`;
}

/** An application's documents as one ZIP (GET /api/{kind}/download-zip/{id}). */
export const documentsZipUrl = (segment: KindSegment, id: string) =>
  `/api/${APPLICATION_KIND_PATHS[segment]}/download-zip/${encodeURIComponent(id)}`;
