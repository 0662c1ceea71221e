import { downloadFileName, type ApplicationKind, type DocumentMediaType } from '../../domain/applications/index.js';
import { notFound } from '../../domain/errors.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { ApplicationsService } from '../staff-review/staff-review.service.js';
import type { DocumentStore } from './document-store.js';
import { applicantName, KINDS } from '../applicants/kinds.js';
import { renderCover } from './package-cover.js';
import { assemblePackage } from './package-pdf.js';
import { inFormOrder } from '../staff-review/staff-views.js';

export interface DocumentDownload {
  fileName: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  /** The plain bytes, one part at a time, for streaming. */
  parts: AsyncGenerator<Buffer>;
}

/** One document, or the whole application as one PDF; both audited. */
export class DownloadsService {
  constructor(
    private readonly staff: ApplicationsService,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
  ) {}

  async document(kind: ApplicationKind, applicantId: number, fileId: string, actor: AuditActor): Promise<DocumentDownload> {
    const applicant = await this.staff.find(kind, applicantId);
    const doc = await this.documents.find(kind, applicant.id, fileId);
    if (!doc) throw notFound('No such document.');
    await this.audit.record(actor, {
      action: 'document.download',
      targetType: kind,
      targetId: applicant.id,
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

  /** The package PDF: cover and fields from pdfmake, then every document (see package-pdf.ts). */
  async packagePdf(kind: ApplicationKind, id: number, actor: AuditActor): Promise<{ fileName: string; bytes: Buffer }> {
    const detail = await this.staff.detailView(kind, id);
    const rows = inFormOrder(kind, await this.documents.listFor(kind, [id]));
    const documents = [];
    for (const row of rows) {
      documents.push({ view: detail.documents.find((d) => d.fileId === row.fileId)!, bytes: await this.documents.bytes(row) });
    }
    const cover = await renderCover(detail, new Date());
    const bytes = await assemblePackage(cover, `${detail.title} ${detail.reference}`, documents);
    await this.audit.record(actor, { action: 'application.package-download', targetType: kind, targetId: id });
    return { fileName: downloadFileName(detail.lastName, `application_${detail.reference}`, 'application/pdf'), bytes };
  }
}
