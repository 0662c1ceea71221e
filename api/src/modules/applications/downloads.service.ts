import {
  downloadFileName,
  MAX_DOCUMENT_PAGES,
  type ApplicationKind,
  type DocumentMediaType,
} from '../../domain/applications/index.js';
import { conflict, notFound, tooManyAttempts } from '../../domain/errors.js';
import { unopenableReason } from '../documents/scan-state.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { ApplicationsService } from './applications.service.js';
import type { DocumentStore } from '../documents/document-store.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import { inFormOrder, type ApplicationDetailView } from '../application-records/application-views.js';
import { DocumentJobError, runDocumentJob } from '../documents/document-jobs.js';
import type { PackageJobDocument } from '../documents/package-pdf.js';

export interface DocumentDownload {
  fileName: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  /** The plain bytes, one part at a time, for streaming. */
  parts: AsyncGenerator<Buffer>;
}

/** How long and how much memory one package may take in its worker, and all attempts together. */
export interface PackageLimits {
  timeoutMs: number;
  memoryMb: number;
  totalMs: number;
}

export const PACKAGE_LIMITS: PackageLimits = { timeoutMs: 30_000, memoryMb: 512, totalMs: 60_000 };

const DOWNLOAD_ALONE = 'Download it on its own from the application page.';
/** Documents known to be too heavy to merge, by SHA-256, so a repeated download skips them at once. */
const REMEMBERED = 500;

/** One document, or the whole application as one PDF; both audited. */
export class DownloadsService {
  private readonly tooHeavy = new Map<string, string>();

  constructor(
    private readonly staff: ApplicationsService,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
    private readonly packageLimits: PackageLimits = PACKAGE_LIMITS,
  ) {}

  /** One document's bytes, to save (`download`) or to read in the console (`preview`); each is audited. */
  async document(
    kind: ApplicationKind,
    applicantId: number,
    fileId: string,
    actor: AuditActor,
    purpose: 'download' | 'preview' = 'download',
  ): Promise<DocumentDownload> {
    const applicant = await this.staff.find(kind, applicantId);
    const doc = await this.documents.find(kind, applicant.id, fileId);
    if (!doc) throw notFound('No such document.');
    // Not yet scanned (the scanner was down), or removed as harmful: 409 with the reason.
    const blocked = unopenableReason(doc);
    if (blocked) throw conflict(blocked);
    await this.audit.record(actor, {
      action: `document.${purpose}`,
      targetType: kind,
      targetId: applicant.id,
      reference: applicant.reference,
      read: true,
      detail: doc.fileAlias,
    });
    const { lastName } = applicantName(KINDS[kind], applicant);
    return {
      fileName: downloadFileName(lastName, doc.fileAlias, doc.mediaType),
      mediaType: doc.mediaType,
      sizeBytes: doc.sizeBytes,
      parts: this.documents.plainParts(doc),
    };
  }

  /** The package PDF for a staff download, audited. */
  async packagePdf(kind: ApplicationKind, id: number, actor: AuditActor): Promise<{ fileName: string; bytes: Buffer }> {
    const built = await this.buildPackageFor(kind, id);
    await this.audit.record(actor, {
      action: 'application.package-download',
      targetType: kind,
      targetId: id,
      reference: built.reference,
      read: true,
    });
    return built;
  }

  /**
   * The package PDF, built in a document worker (package-pdf.ts); not audited, so an export can
   * record its own entry. The bytes are read and checked here; a document too slow or too large to
   * merge gets a "could not be merged" page.
   */
  async buildPackageFor(kind: ApplicationKind, id: number): Promise<{ fileName: string; bytes: Buffer; reference: string }> {
    const detail = await this.staff.detailView(kind, id);
    const rows = inFormOrder(kind, await this.documents.listFor(kind, [id]));
    const documents: PackageJobDocument[] = [];
    for (const row of rows) {
      const view = detail.documents.find((d) => d.fileId === row.fileId)!;
      // A document waiting for its scan, or removed as harmful, gets a page that says so.
      const known = unopenableReason(row) ?? this.tooHeavy.get(row.sha256);
      documents.push(known ? { view, bytes: null, notMerged: known } : { view, bytes: await this.documents.bytes(row) });
    }
    const bytes = await this.buildPackage(detail, documents);
    return {
      fileName: downloadFileName(detail.lastName, `application_${detail.reference}`, 'application/pdf'),
      bytes,
      reference: detail.reference,
    };
  }

  /**
   * Runs the package job; when it runs out of time or memory on a document, that document is set
   * aside and the package built again. Past `totalMs`, every document from there on is set aside.
   */
  private async buildPackage(detail: ApplicationDetailView, documents: PackageJobDocument[]): Promise<Buffer> {
    const { timeoutMs, memoryMb, totalMs } = this.packageLimits;
    const started = Date.now();
    for (;;) {
      try {
        const input = { detail, documents, generatedAt: new Date(), maxPages: MAX_DOCUMENT_PAGES };
        const out = await runDocumentJob('package-pdf', input, { timeoutMs, memoryMb });
        return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
      } catch (error) {
        if (!(error instanceof DocumentJobError)) throw error;
        if (error.reason === 'busy') throw tooManyAttempts(60_000);
        const at = error.progress;
        // Only a document's own weight is set aside; anything else is a fault to report.
        if (error.reason === 'failed' || at === null || at < 0 || !documents[at]?.bytes) throw error;
        const heavy = `This document could not be merged: it needs more time or memory than a package allows. ${DOWNLOAD_ALONE}`;
        this.remember(documents[at]!.view.sha256, heavy);
        documents[at] = { view: documents[at]!.view, bytes: null, notMerged: heavy };
        if (Date.now() - started > totalMs) {
          for (let i = at + 1; i < documents.length; i++) {
            const late = `This document was not merged, because the package took too long to build. ${DOWNLOAD_ALONE}`;
            documents[i] = { view: documents[i]!.view, bytes: null, notMerged: late };
          }
        }
      }
    }
  }

  private remember(sha256: string, message: string): void {
    if (this.tooHeavy.size >= REMEMBERED) this.tooHeavy.delete(this.tooHeavy.keys().next().value!);
    this.tooHeavy.set(sha256, message);
  }
}
