import { formatUsDateTime } from '@domain/applications/formats';

/** A submission time as MM/DD/YYYY (spec §9), in UTC like the server's PDF and e-mail. */
export function submittedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatUsDateTime(date);
}

/**
 * A list's count as the console says it: "1,234", or "about 900,000" when the server estimated
 * it (a long list, or a search on a common word: docs/decisions/280).
 */
export const countText = (total: number, estimate = false) => `${estimate ? 'about ' : ''}${total.toLocaleString('en-US')}`;

/** How the console names an applicant: first name then last name. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG image', 'image/png': 'PNG image' };

/** How a document's type reads to a reviewer: "PDF", "JPEG image", "PNG image". */
export function documentType(mediaType: string): string {
  return TYPE_NAMES[mediaType] ?? mediaType;
}

/** 1536 → "1.5 KB"; for document sizes. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
