import type { DataSource } from 'typeorm';
import { StatusLinkKeys } from './crypto/status-link-keys.js';
import type { AppConfig } from './config/config.js';
import { KeyRing } from './crypto/key-ring.js';
import { PiiCipher } from './crypto/pii-cipher.js';
import type { AuditService } from './modules/audit/audit.service.js';
import type { ProgramCyclesService } from './modules/program-cycles/program-cycles.service.js';
import type { RateLimits } from './modules/rate-limits/rate-limits.js';
import { ApplicationsService } from './modules/applications/applications.service.js';
import { configureDocumentJobs } from './modules/documents/document-jobs.js';
import { DocumentStore } from './modules/documents/document-store.js';
import { DownloadsService } from './modules/applications/downloads.service.js';
import { createScanner } from './scanning/create-scanner.js';
import type { Scanner } from './scanning/scanner.js';
import { PendingScans } from './modules/documents/pending-scans.js';
import { SubmissionService } from './modules/submission/submission.service.js';

/** Everything about applications, built once; `services.applications` in the container. */
export interface ApplicationServices {
  cipher: PiiCipher;
  uploadLimits: AppConfig['uploadLimits'];
  submissions: SubmissionService;
  /** Where documents are stored and read back (docs/decisions/021). */
  documents: DocumentStore;
  staff: ApplicationsService;
  downloads: DownloadsService;
  /** Malware scanning of every upload (clamd or off; docs/virus-scanning.md). */
  scanner: Scanner;
  /** Documents stored PENDING, scanned again by the `pending-virus-scans` job. */
  pendingScans: PendingScans;
}

export function createApplicationServices(
  config: AppConfig,
  db: DataSource,
  audit: AuditService,
  limits: RateLimits,
  cycles: ProgramCyclesService,
): ApplicationServices {
  configureDocumentJobs({ workers: config.documentWorkers });
  const cipher = new PiiCipher(new KeyRing(config.encryptionKeys, config.keyRingFile));
  const documents = new DocumentStore(db, cipher);
  const staff = new ApplicationsService(db, cipher, audit, documents);
  const scanner = createScanner(config.scanning);
  return {
    cipher,
    uploadLimits: config.uploadLimits,
    submissions: new SubmissionService(
      db,
      cipher,
      audit,
      documents,
      limits,
      cycles,
      config.publicUrl,
      new StatusLinkKeys(config.encryptionKey),
    ),
    documents,
    staff,
    downloads: new DownloadsService(staff, documents, audit),
    scanner,
    pendingScans: new PendingScans(db, documents, scanner, audit, config.scanning.rescanMs),
  };
}
