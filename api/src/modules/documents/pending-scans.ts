import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { eraseDeletedData } from '../../../../db/erase-deleted.js';
import { scanAll, type Scanner, type ScanVerdict } from '../../scanning/scanner.js';
import { ApplicationDocument, ApplicationDocumentPart } from '../application-records/application-document.entity.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentStore } from './document-store.js';
import { afterFailure } from './rescan-schedule.js';

/** The audit action when a later scan finds a stored document harmful and its bytes are deleted. */
export const REMOVED_INFECTED_ACTION = 'document.removed_infected';

/** How many due PENDING documents one run looks at; the next run takes the rest. */
const BATCH = 50;

export interface RescanReport {
  clean: number;
  infected: number;
  /** Still PENDING: tried again later (on their own schedule, or all at the next run if clamd was down). */
  stillPending: number;
  /** Given up on: clamd answers but cannot scan them. */
  unscannable: number;
  /** clamd did not answer PING: the run stopped, as every document would have failed the same way. */
  scannerDown: boolean;
}

/**
 * Documents stored PENDING (the scanner was down or slow when they arrived) scanned again from
 * their stored bytes, part by part, until the scanner answers (issue 24). CLEAN opens them to
 * staff; INFECTED deletes their bytes (the row stays, so staff see it was removed) and is audited.
 * Each document is tried on its own schedule (issue 36, rescan-schedule.ts): one that fails while
 * clamd answers PING waits longer each time and is finally UNSCANNABLE; the run goes on with the
 * next. Only a clamd that does not answer PING stops the run.
 */
export class PendingScans {
  constructor(
    private readonly db: DataSource,
    private readonly store: DocumentStore,
    private readonly scanner: Scanner,
    private readonly audit: AuditService,
    /** CLAMD_RESCAN_S: the first wait after a failed try, doubled after each further one. */
    private readonly retryBaseMs = 60_000,
  ) {}

  /** How many documents wait for their scan (the console's notice to admins). */
  countPending(): Promise<number> {
    return this.db.getRepository(ApplicationDocument).countBy({ scanStatus: 'PENDING' });
  }

  async rescan(signal?: AbortSignal, now = new Date()): Promise<RescanReport> {
    const report: RescanReport = { clean: 0, infected: 0, stillPending: 0, unscannable: 0, scannerDown: false };
    if (this.scanner.driver === 'off') return report;
    const documents = this.db.getRepository(ApplicationDocument);
    // Never-tried documents (no next-try time) sort first on both SQLite and MariaDB.
    const due = await documents.find({
      where: [
        { scanStatus: 'PENDING', scanNextTryAt: IsNull() },
        { scanStatus: 'PENDING', scanNextTryAt: LessThanOrEqual(now) },
      ],
      order: { scanNextTryAt: 'ASC', createdAt: 'ASC' },
      take: BATCH,
    });
    for (const doc of due) {
      if (signal?.aborted) break;
      const verdict = await this.scan(doc);
      if (verdict.status === 'PENDING' || verdict.status === 'UNSCANNED') {
        if (!(await this.scanner.reachable())) {
          report.scannerDown = true;
          report.stillPending++;
          break;
        }
        const reason = verdict.status === 'PENDING' ? verdict.reason : 'not scanned';
        const next = afterFailure(doc.scanTries, reason, now, this.retryBaseMs);
        await documents.update({ fileId: doc.fileId, scanStatus: 'PENDING' }, next);
        if (next.scanStatus === 'UNSCANNABLE') report.unscannable++;
        else report.stillPending++;
      } else if (verdict.status === 'CLEAN') {
        await documents.update(
          { fileId: doc.fileId, scanStatus: 'PENDING' },
          { scanStatus: 'CLEAN', scannedAt: new Date(), scanNextTryAt: null, scanProblem: null },
        );
        report.clean++;
      } else {
        await this.remove(doc, verdict);
        report.infected++;
      }
    }
    if (report.infected > 0) {
      await eraseDeletedData(this.db, [this.db.getRepository(ApplicationDocumentPart).metadata.tableName]);
    }
    return report;
  }

  /** One document's verdict; a stored file that cannot be read is that document's failure alone. */
  private async scan(doc: ApplicationDocument): Promise<ScanVerdict> {
    try {
      return await scanAll(this.scanner, this.store.plainParts(doc));
    } catch (error) {
      return { status: 'PENDING', reason: `the stored file could not be read (${(error as Error).message})` };
    }
  }

  /** Deletes an infected document's bytes; its row stays as INFECTED, with no parts. */
  private async remove(doc: ApplicationDocument, verdict: Extract<ScanVerdict, { status: 'INFECTED' }>): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.delete(ApplicationDocumentPart, { fileId: doc.fileId });
      await manager.update(
        ApplicationDocument,
        { fileId: doc.fileId },
        { scanStatus: 'INFECTED', scannedAt: new Date(), partCount: 0, scanNextTryAt: null, scanProblem: null },
      );
      await this.audit.record(
        { userId: null, ip: null },
        {
          action: REMOVED_INFECTED_ACTION,
          targetType: doc.applicantKind,
          targetId: doc.applicantId,
          detail: `document: ${doc.fileAlias}; sha256: ${doc.sha256}; signature: ${verdict.signature}`,
        },
        manager,
      );
    });
  }
}
