import type { FeatureModule } from '../../services.js';
import { MessagesResolver } from './messages.resolver.js';
import { messagesRoutes } from './messages.routes.js';
import { markVisitorMessageMailed, MessagesService, VISITOR_MESSAGE_MAIL } from './messages.service.js';
import { VisitorMessage } from './visitor-message.entity.js';

/** The contact form's messages, mailed to the organisation's inbox and read in the console. */
export const messagesModule: FeatureModule<'messages', MessagesService> = {
  name: 'messages',
  entities: [VisitorMessage],
  resolvers: [MessagesResolver],
  routes: { routers: (services) => [messagesRoutes(services)] },
  build: ({ config, db }, { audit, mailOutbox, rateLimits }) => {
    mailOutbox.onSent(VISITOR_MESSAGE_MAIL, markVisitorMessageMailed);
    return new MessagesService(db, () => mailOutbox.runDue(), config.orgInbox, audit, rateLimits.limits);
  },
};
