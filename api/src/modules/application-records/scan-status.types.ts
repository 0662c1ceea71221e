import { registerEnumType } from 'type-graphql';
import { SCAN_STATUSES, type ScanStatus as Status } from '../../scanning/scanner.js';

/** The GraphQL enum's values are the stored values themselves. */
export const DocumentScanStatus = Object.fromEntries(SCAN_STATUSES.map((s) => [s, s])) as { [K in Status]: K };
registerEnumType(DocumentScanStatus, {
  name: 'DocumentScanStatus',
  description: "What the virus scan said about a document's bytes (docs/virus-scanning.md).",
  valuesConfig: {
    CLEAN: { description: 'Scanned and found clean: staff may open it.' },
    PENDING: {
      description:
        'Waiting for the virus scan (the scanner was down or slow when it arrived): it cannot be downloaded, previewed, zipped or merged until a rescan finds it clean.',
    },
    INFECTED: {
      description:
        'A later scan found it harmful: its bytes were deleted, and only this record remains. Ask the applicant for a new copy.',
    },
    UNSCANNED: { description: 'Stored while scanning was off (no CLAMD_URL), or before scanning existed.' },
    UNSCANNABLE: {
      description:
        'The scanner answers but cannot scan this file (too large for it, or it failed every try; see scanProblem): it stays closed and is left out of the ZIP. Ask the applicant for a smaller copy.',
    },
  },
});
