import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DecryptionError, type PiiCipher } from '../../crypto/pii-cipher.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { ApplicationDocument, ApplicationDocumentPart } from '../application-records/application-document.entity.js';
import { partAssociatedData, type StagedDocument } from './staged-document.js';

/**
 * Reads documents back: metadata, and the bytes decrypted one 1 MiB part at a time. Documents
 * live in the database today (docs/decisions/021); an object store would replace this class.
 */
export class DocumentStore {
  constructor(
    private readonly db: DataSource,
    private readonly cipher: PiiCipher,
  ) {}

  /**
   * Writes checked, sealed documents of one applicant: metadata, then each 1 MiB part in its own
   * statement (below MySQL's max_allowed_packet). Pass the submission's transaction.
   */
  async save(
    kind: ApplicationKind,
    applicantId: number,
    documents: StagedDocument[],
    createdAt: Date,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.insert(
      ApplicationDocument,
      documents.map((d) => ({
        fileId: d.fileId,
        applicantKind: kind,
        applicantId,
        fileAlias: d.fileAlias,
        originalName: d.originalName,
        mediaType: d.mediaType,
        sizeBytes: d.sizeBytes,
        sha256: d.sha256,
        partCount: d.sealedParts.length,
        createdAt,
        scanStatus: d.scanStatus,
        scannedAt: d.scannedAt,
        scanProblem: d.scanProblem,
      })),
    );
    for (const d of documents) {
      for (const [partNo, sealedBytes] of d.sealedParts.entries()) {
        await manager.insert(ApplicationDocumentPart, { fileId: d.fileId, partNo, sealedBytes });
      }
    }
  }

  /**
   * The plain bytes of a document still waiting for its transaction (staged, sealed in memory),
   * in a buffer of their own, so they can be moved to a document worker instead of copied.
   */
  stagedBytes(doc: StagedDocument): Uint8Array<ArrayBuffer> {
    const bytes = new Uint8Array(doc.sizeBytes);
    let offset = 0;
    doc.sealedParts.forEach((part, n) => {
      const plain = this.cipher.open(part, partAssociatedData(doc.fileId, n));
      bytes.set(plain, offset);
      offset += plain.length;
    });
    return bytes;
  }

  /** Every document of the given applicants in one query (no N+1). */
  async listFor(kind: ApplicationKind, applicantIds: number[]): Promise<ApplicationDocument[]> {
    if (applicantIds.length === 0) return [];
    return this.db
      .getRepository(ApplicationDocument)
      .createQueryBuilder('d')
      .where('d.applicantKind = :kind', { kind })
      .andWhere('d.applicantId IN (:...ids)', { ids: applicantIds })
      .getMany();
  }

  async find(kind: ApplicationKind, applicantId: number, fileId: string): Promise<ApplicationDocument | null> {
    return this.db.getRepository(ApplicationDocument).findOneBy({ fileId, applicantKind: kind, applicantId });
  }

  /** The plain bytes, part by part, in order; fails if a part is missing or altered. */
  async *plainParts(doc: ApplicationDocument): AsyncGenerator<Buffer> {
    const repo = this.db.getRepository(ApplicationDocumentPart);
    for (let partNo = 0; partNo < doc.partCount; partNo++) {
      const part = await repo.findOneBy({ fileId: doc.fileId, partNo });
      if (!part) throw new DecryptionError();
      yield this.cipher.open(part.sealedBytes, partAssociatedData(doc.fileId, partNo));
    }
  }

  /** The whole document, checked against its SHA-256. */
  async bytes(doc: ApplicationDocument): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.plainParts(doc)) parts.push(part);
    const bytes = Buffer.concat(parts);
    if (bytes.length !== doc.sizeBytes || createHash('sha256').update(bytes).digest('hex') !== doc.sha256) {
      throw new DecryptionError();
    }
    return bytes;
  }
}
