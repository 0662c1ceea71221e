import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ApplicationKind, DocumentMediaType } from '../../domain/applications/index.js';
import type { ScanStatus } from '../../scanning/scanner.js';

/**
 * One uploaded document of an application: its metadata. The encrypted bytes are in
 * ApplicationDocumentPart rows of at most 1 MiB each (docs/decisions/021).
 */
@Entity({ name: 'application_documents' })
@Index('idx_application_documents_applicant', ['applicantKind', 'applicantId'])
@Index('idx_application_documents_scan_status', ['scanStatus'])
@Index('idx_application_documents_scan_due', ['scanStatus', 'scanNextTryAt'])
export class ApplicationDocument {
  /** The spec's fileID: a random UUID, so ids cannot be guessed or counted. */
  @PrimaryColumn({ name: 'file_id', type: 'varchar', length: 36 })
  fileId!: string;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  /** The spec's fileAlias: the form field it was uploaded in, e.g. `transcript`. */
  @Column({ name: 'file_alias', type: 'varchar', length: 64 })
  fileAlias!: string;

  /** The applicant's file name, sanitised; shown to staff, never used as a path. */
  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  /** Judged from the bytes, not from the name or the browser. */
  @Column({ name: 'media_type', type: 'varchar', length: 32 })
  mediaType!: DocumentMediaType;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  /** SHA-256 of the plain bytes, hex: proves a download is what was uploaded. */
  @Column({ name: 'sha256', type: 'varchar', length: 64 })
  sha256!: string;

  @Column({ name: 'part_count', type: 'integer' })
  partCount!: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /**
   * The virus scan's verdict (issue 24): CLEAN, PENDING (the scanner was down or slow; the rescan
   * job decides), INFECTED (found later: the bytes are deleted, this row stays to say so),
   * UNSCANNED (scanning was off, or the document predates it) or UNSCANNABLE (clamd answers but
   * cannot scan this file: too large, or it failed every try; it stays closed, see scanProblem).
   */
  @Column({ name: 'scan_status', type: 'varchar', length: 16, default: 'UNSCANNED' })
  scanStatus!: ScanStatus;

  /** When the scanner gave its verdict; null while PENDING or UNSCANNED. */
  @Column({ name: 'scanned_at', type: 'datetime', nullable: true })
  scannedAt!: Date | null;

  /** Failed rescans of this document while clamd answered PING (issue 36). */
  @Column({ name: 'scan_tries', type: 'integer', default: 0 })
  scanTries!: number;

  /** When the rescan may try this PENDING document again; null: at the next run (or never, once UNSCANNABLE). */
  @Column({ name: 'scan_next_try_at', type: 'datetime', nullable: true })
  scanNextTryAt!: Date | null;

  /** The scanner's last reason for not scanning it, shown to staff; null once scanned. */
  @Column({ name: 'scan_problem', type: 'varchar', length: 255, nullable: true })
  scanProblem!: string | null;
}

/** A slice of a document's bytes, AES-256-GCM sealed with its file id and number as associated data. */
@Entity({ name: 'application_document_parts' })
export class ApplicationDocumentPart {
  @PrimaryColumn({ name: 'file_id', type: 'varchar', length: 36 })
  fileId!: string;

  @PrimaryColumn({ name: 'part_no', type: 'integer' })
  partNo!: number;

  /** blob on SQLite, longblob on MySQL (set by the migration; see db/dialect.ts). */
  @Column({ name: 'sealed_bytes', type: 'blob' })
  sealedBytes!: Buffer;
}
