import type { FeatureModule } from '../../services.js';
import { configureDocumentJobs } from './document-jobs.js';
import { DocumentStore } from './document-store.js';
import { documentJobs } from './documents.jobs.js';
import { PendingScans } from './pending-scans.js';
import { VirusScanningResolver } from './virus-scanning.resolver.js';

export interface DocumentServices {
  /** Where documents are stored and read back (docs/decisions/021). */
  store: DocumentStore;
  /** Documents stored PENDING, scanned again by the `pending-virus-scans` job. */
  pendingScans: PendingScans;
}

/** Uploaded documents: sealed storage, malware scans, the package PDF's workers. */
export const documentsModule: FeatureModule<'documents', DocumentServices> = {
  name: 'documents',
  resolvers: [VirusScanningResolver],
  build: ({ config, db, cipher, scanner }, { audit }) => {
    configureDocumentJobs({ workers: config.documentWorkers });
    const store = new DocumentStore(db, cipher);
    return { store, pendingScans: new PendingScans(db, store, scanner, audit, config.scanning.rescanMs) };
  },
  jobs: ({ infra, documents }) => documentJobs(documents.pendingScans, infra.config.scanning.rescanMs),
};
