import type { DocumentScanStatus } from '../../generated/graphql';

/**
 * What the virus scan said, in the staff's words (issue 24): the documents list and the preview
 * say the same. PENDING and INFECTED documents cannot be opened: the server refuses their bytes.
 */
export const SCAN_WORDS: Record<DocumentScanStatus, { badge: string; tone: string }> = {
  CLEAN: { badge: 'Virus scan: clean', tone: 'clean' },
  PENDING: { badge: 'Waiting for the virus scan', tone: 'pending' },
  INFECTED: { badge: 'Removed by the virus scan', tone: 'infected' },
  UNSCANNED: { badge: 'Not scanned', tone: 'unscanned' },
};

/** Under a PENDING document's badge: when it can be opened. */
export const PENDING_HINT = 'It can be opened once the scan has finished; this usually takes a few minutes.';

/** Under an INFECTED document's badge: why there is nothing to open. */
export const INFECTED_HINT = 'The scan found something harmful in it, so its file was deleted.';

export const openable = (doc: { scanStatus: DocumentScanStatus }) => doc.scanStatus === 'CLEAN' || doc.scanStatus === 'UNSCANNED';
