import type { ScanStatus } from '../../scanning/scanner.js';

/** Staff's word for a document still waiting for its scan (issue 24): no download, preview, ZIP or merge. */
export const WAITING_FOR_SCAN =
  'Waiting for the virus scan: this document can be opened once the scan has finished. Please try again in a few minutes.';

/** Staff's word for a document the scan later found harmful: its bytes are deleted. */
export const REMOVED_BY_SCAN =
  'This document was removed: the virus scan found something harmful in it. Ask the applicant for a new copy.';

/** Staff's word for a document the scanner answers about but cannot scan (issue 36): it stays closed. */
export const CANNOT_BE_SCANNED =
  'This document could not be virus-scanned (the scanner cannot check it, for example because it is too large), so it stays closed. Ask the applicant for a smaller copy.';

/** Why staff cannot open a document's bytes, or null when they can (CLEAN or UNSCANNED). */
export function unopenableReason(doc: { scanStatus: ScanStatus }): string | null {
  if (doc.scanStatus === 'PENDING') return WAITING_FOR_SCAN;
  if (doc.scanStatus === 'INFECTED') return REMOVED_BY_SCAN;
  if (doc.scanStatus === 'UNSCANNABLE') return CANNOT_BE_SCANNED;
  return null;
}
