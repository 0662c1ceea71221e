import type { FeatureModule } from '../../services.js';
import { contentEntities } from './content.entity.js';
import { ContentResolver } from './content.resolver.js';
import { contentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';

/** The public site's content: settings, team, news, store, images (its program cycles come from above). */
export const contentModule: FeatureModule<'content', ContentService> = {
  name: 'content',
  entities: contentEntities,
  resolvers: [ContentResolver],
  routes: { routers: (services) => [contentRoutes(services)] },
  build: ({ db }, { audit }) => new ContentService(db, audit, 2000),
};
