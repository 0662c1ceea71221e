import type { DataSource } from 'typeorm';
import { eraseDeletedData } from '../../../../db/erase-deleted.js';
import { scanAll, type Scanner, type ScanVerdict } from '../../scanning/scanner.js';
import { ApplicationDocument, ApplicationDocumentPart } from '../application-records/application-document.entity.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentStore } from './document-store.js';

/** The audit action when a later scan finds a stored document harmful and its bytes are deleted. */
export const REMOVED_INFECTED_ACTION = 'document.removed_infected';

/** How many PENDING documents one run looks at; the next run takes the rest. */
const BATCH = 50;

export interface RescanReport {
  clean: number;
  infected: number;
  /** Still PENDING: the scanner is still down or slow; the run stops at the first. */
  stillPending: number;
}

/**
 * Documents stored PENDING (the scanner was down or slow when they arrived) scanned again from
 * their stored bytes, part by part, until the scanner answers (issue 24). CLEAN opens them to
 * staff; INFECTED deletes their bytes (the row stays, so staff see it was removed) and is audited.
 */
export class PendingScans {
  constructor(
    private readonly db: DataSource,
    private readonly store: DocumentStore,
    private readonly scanner: Scanner,
    private readonly audit: AuditService,
  ) {}

  /** How many documents wait for their scan (the console's notice to admins). */
  countPending(): Promise<number> {
    return this.db.getRepository(ApplicationDocument).countBy({ scanStatus: 'PENDING' });
  }

  async rescan(signal?: AbortSignal): Promise<RescanReport> {
    const report: RescanReport = { clean: 0, infected: 0, stillPending: 0 };
    if (this.scanner.driver === 'off') return report;
    const pending = await this.db
      .getRepository(ApplicationDocument)
      .find({ where: { scanStatus: 'PENDING' }, order: { createdAt: 'ASC' }, take: BATCH });
    for (const doc of pending) {
      if (signal?.aborted) break;
      const verdict = await scanAll(this.scanner, this.store.plainParts(doc));
      if (verdict.status === 'PENDING' || verdict.status === 'UNSCANNED') {
        report.stillPending++;
        break;
      }
      if (verdict.status === 'CLEAN') {
        await this.db
          .getRepository(ApplicationDocument)
          .update({ fileId: doc.fileId, scanStatus: 'PENDING' }, { scanStatus: 'CLEAN', scannedAt: new Date() });
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

  /** Deletes an infected document's bytes; its row stays as INFECTED, with no parts. */
  private async remove(doc: ApplicationDocument, verdict: Extract<ScanVerdict, { status: 'INFECTED' }>): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.delete(ApplicationDocumentPart, { fileId: doc.fileId });
      await manager.update(
        ApplicationDocument,
        { fileId: doc.fileId },
        { scanStatus: 'INFECTED', scannedAt: new Date(), partCount: 0 },
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
