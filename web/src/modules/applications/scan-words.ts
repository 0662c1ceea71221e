import type { DocumentScanStatus } from '../../generated/graphql';

/**
 * What the virus scan said, in the staff's words (issue 24): the documents list and the preview
 * say the same. PENDING, INFECTED and UNSCANNABLE documents cannot be opened: the server refuses
 * their bytes.
 */
export const SCAN_WORDS: Record<DocumentScanStatus, { badge: string; tone: string }> = {
  CLEAN: { badge: 'Virus scan: clean', tone: 'clean' },
  PENDING: { badge: 'Waiting for the virus scan', tone: 'pending' },
  INFECTED: { badge: 'Removed by the virus scan', tone: 'infected' },
  UNSCANNED: { badge: 'Not scanned', tone: 'unscanned' },
  UNSCANNABLE: { badge: 'Could not be virus-scanned', tone: 'unscannable' },
};

/** Under a PENDING document's badge: when it can be opened. */
export const PENDING_HINT = 'It can be opened once the scan has finished; this usually takes a few minutes.';

/** Under an INFECTED document's badge: why there is nothing to open. */
export const INFECTED_HINT = 'The scan found something harmful in it, so its file was deleted.';

/** Under an UNSCANNABLE document's badge (issue 36): why it stays closed, with the scanner's reason. */
export const unscannableHint = (doc: { scanProblem?: string | null }) =>
  `The virus scanner cannot check this file, so it stays closed${doc.scanProblem ? ` (the scanner said: ${doc.scanProblem})` : ''}.`;

/** The line under a closed document's badge. */
export const closedHint = (doc: { scanStatus: DocumentScanStatus; scanProblem?: string | null }) =>
  doc.scanStatus === 'INFECTED' ? INFECTED_HINT : doc.scanStatus === 'UNSCANNABLE' ? unscannableHint(doc) : PENDING_HINT;

export const openable = (doc: { scanStatus: DocumentScanStatus }) => doc.scanStatus === 'CLEAN' || doc.scanStatus === 'UNSCANNED';
