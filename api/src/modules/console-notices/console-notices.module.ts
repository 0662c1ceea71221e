import type { FeatureModule } from '../../services.js';
import { ConsoleNoticesResolver } from './console-notices.resolver.js';
import { ConsoleNoticesService } from './console-notices.service.js';
import { DismissedNoticeRow } from './dismissed-notice.entity.js';

/** The notices admins see on every console page until they dismiss them. */
export const consoleNoticesModule: FeatureModule<'console-notices', ConsoleNoticesService> = {
  name: 'console-notices',
  entities: [DismissedNoticeRow],
  resolvers: [ConsoleNoticesResolver],
  build: ({ db, scanner }, { documents }) =>
    new ConsoleNoticesService(db, async () => ({
      scanning: scanner.driver !== 'off',
      pendingDocuments: await documents.pendingScans.countPending(),
    })),
};
