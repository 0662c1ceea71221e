/**
 * Malware scanning of uploads (issue 24, docs/decisions/345-virus-scanning.md). One interface, two drivers: `clamd`
 * (ClamAV's daemon over INSTREAM, clamd-client.ts) and `off`. A door starts a session per file,
 * writes each chunk as it arrives (the write waits while clamd catches up, so nothing piles up in
 * memory) and asks for the verdict at the end.
 */

/** What a document's scan said, as stored on it and shown to staff. */
export type ScanStatus = 'CLEAN' | 'PENDING' | 'INFECTED' | 'UNSCANNED' | 'UNSCANNABLE';

export const SCAN_STATUSES: readonly ScanStatus[] = ['CLEAN', 'PENDING', 'INFECTED', 'UNSCANNED', 'UNSCANNABLE'];

export type ScanVerdict =
  | { status: 'CLEAN' }
  /** The signature name goes to the audit log only, never to the applicant. */
  | { status: 'INFECTED'; signature: string }
  /** The scanner could not be reached, failed or was too slow: scanned again later by the job. */
  | { status: 'PENDING'; reason: string }
  /** Scanning is off (no CLAMD_URL). */
  | { status: 'UNSCANNED' };

export interface ScanSession {
  /** One more chunk of the file; resolves once the scanner can take more. Never rejects. */
  write(chunk: Buffer): Promise<void> | void;
  /** The verdict on everything written. Never rejects: a failing scanner is PENDING. */
  finish(): Promise<ScanVerdict>;
  /** The file was refused for another reason: stop and let go of the connection. */
  abort(): void;
}

export interface Scanner {
  readonly driver: 'clamd' | 'off';
  start(): ScanSession;
  /** Whether the scanner itself answers (clamd's PING): a PENDING verdict then belongs to the file. */
  reachable(): Promise<boolean>;
}

/** Scans a whole source (the rescan job reads a stored document part by part). */
export async function scanAll(scanner: Scanner, parts: AsyncIterable<Buffer>): Promise<ScanVerdict> {
  const session = scanner.start();
  try {
    for await (const part of parts) await session.write(part);
  } catch (error) {
    session.abort();
    throw error;
  }
  return session.finish();
}

const UNSCANNED: ScanSession = {
  write: () => undefined,
  finish: () => Promise.resolve({ status: 'UNSCANNED' }),
  abort: () => undefined,
};

/** No scanner configured: every document is UNSCANNED (the server says so at start-up). */
export const offScanner: Scanner = { driver: 'off', start: () => UNSCANNED, reachable: () => Promise.resolve(false) };

/** The start-up line when scanning is off; the console shows admins the same notice. */
export const SCANNING_OFF_NOTICE =
  'Uploads are not scanned for malware: CLAMD_URL is not set, so every document is marked UNSCANNED (docs/virus-scanning.md).';
