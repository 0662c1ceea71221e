import { stringify } from 'csv-stringify/sync';
import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { downloadFileName, type ApplicationKind } from '../../domain/applications/index.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import type { DocumentStore } from '../documents/document-store.js';
import type { DownloadsService } from './downloads.service.js';
import type { ApplicationsService } from './applications.service.js';
import { documentViewOf, inFormOrder } from '../application-records/application-views.js';
import { formulaSafe } from '../../domain/spreadsheet-cells.js';
import { conflict } from '../../domain/errors.js';
import { WAITING_FOR_SCAN } from '../documents/scan-state.js';

/** `name`, or `name_2`, `name_3`… before the extension, so no entry overwrites another. */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}_${n}${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface ZipDownload {
  fileName: string;
  /** Streams the archive into `out`; resolves when it is written. */
  write(out: Writable): Promise<void>;
}

/**
 * One application's documents as a ZIP: each as {lastName}_{fileAlias}.<ext>, the package PDF
 * and manifest.csv (file name, label, bytes, SHA-256). Documents stream part by part; the
 * package is built first, so a damaged document fails before any byte is sent.
 */
export class ApplicationZip {
  constructor(
    private readonly staff: ApplicationsService,
    private readonly documents: DocumentStore,
    private readonly downloads: DownloadsService,
    private readonly audit: AuditService,
  ) {}

  async prepare(kind: ApplicationKind, id: number, actor: AuditActor): Promise<ZipDownload> {
    const applicant = await this.staff.find(kind, id);
    const { lastName } = applicantName(KINDS[kind], applicant);
    const all = inFormOrder(kind, await this.documents.listFor(kind, [id]));
    // Nothing leaves before every document is scanned; one removed as harmful has no bytes to add,
    // and one the scanner cannot scan never leaves unchecked (the package PDF says why).
    const waiting = all.filter((doc) => doc.scanStatus === 'PENDING');
    if (waiting.length > 0) {
      const labels = waiting.map((doc) => documentViewOf(kind, doc).label).join(', ');
      throw conflict(`${WAITING_FOR_SCAN} Still waiting: ${labels}.`);
    }
    const docs = all.filter((doc) => doc.scanStatus !== 'INFECTED' && doc.scanStatus !== 'UNSCANNABLE');
    const pkg = await this.downloads.buildPackageFor(kind, id);
    await this.audit.record(actor, {
      action: 'application.zip-download',
      targetType: kind,
      targetId: id,
      reference: applicant.reference,
      read: true,
      detail: `${docs.length} documents`,
    });
    const taken = new Set<string>(['manifest.csv']);
    const manifest: string[][] = [['File name', 'Label', 'Bytes', 'SHA-256']];
    const entries = docs.map((doc) => {
      const view = documentViewOf(kind, doc);
      const name = uniqueName(downloadFileName(lastName, doc.fileAlias, doc.mediaType), taken);
      manifest.push([name, view.label, String(doc.sizeBytes), doc.sha256]);
      return { name, doc };
    });
    const pkgName = uniqueName(pkg.fileName, taken);
    manifest.push([
      pkgName,
      'Application package',
      String(pkg.bytes.length),
      createHash('sha256').update(pkg.bytes).digest('hex'),
    ]);
    return {
      fileName: downloadFileName(lastName, `documents_${applicant.reference}`, 'application/pdf').replace(/\.pdf$/, '.zip'),
      write: async (out) => {
        // Loaded on first use, like the other heavy libraries of rare actions.
        const { ZipArchive } = await import('archiver');
        const archive = new ZipArchive({ zlib: { level: 6 } });
        archive.pipe(out);
        for (const { name, doc } of entries) archive.append(Readable.from(this.documents.plainParts(doc)), { name });
        archive.append(pkg.bytes, { name: pkgName });
        archive.append(
          stringify(
            manifest.map((r) => r.map(formulaSafe)),
            { record_delimiter: 'windows', quoted: true },
          ),
          { name: 'manifest.csv' },
        );
        await archive.finalize();
        await finished(out);
      },
    };
  }
}
