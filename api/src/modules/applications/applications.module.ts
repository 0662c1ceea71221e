import type { FeatureModule } from '../../services.js';
import { ApplicationZip } from './application-zip.js';
import { ApplicationsResolver } from './applications.resolver.js';
import { applicationsRoutes } from './applications.routes.js';
import { ApplicationsService } from './applications.service.js';
import { downloadsRoutes } from './downloads.routes.js';
import { DownloadsService } from './downloads.service.js';
import { RelatedDetailFieldsResolver, RelatedSummaryFieldsResolver } from './related-applications.resolver.js';

export interface ApplicationServices {
  /** Staff reads of the stored applications, and their archive. */
  records: ApplicationsService;
  /** One document, or the whole package PDF, of an application. */
  downloads: DownloadsService;
  /** An application's answers and documents in one ZIP file. */
  zips: ApplicationZip;
}

/** Applications as staff read them: lists, detail, archive, downloads (spec §7). */
export const applicationsModule: FeatureModule<'applications', ApplicationServices> = {
  name: 'applications',
  resolvers: [ApplicationsResolver, RelatedSummaryFieldsResolver, RelatedDetailFieldsResolver],
  applicationRoutes: (services, kind) => {
    const { main, archive } = applicationsRoutes(services, kind);
    return { main: [main, downloadsRoutes(services, kind)], archive: [archive] };
  },
  build: ({ db, cipher }, { audit, documents }) => {
    const records = new ApplicationsService(db, cipher, audit, documents.store);
    const downloads = new DownloadsService(records, documents.store, audit);
    return { records, downloads, zips: new ApplicationZip(records, documents.store, downloads, audit) };
  },
};
