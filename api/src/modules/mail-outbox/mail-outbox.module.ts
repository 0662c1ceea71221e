import type { FeatureModule } from '../../services.js';
import { OutboxMail } from './mail-outbox.entity.js';
import { mailOutboxJobs } from './mail-outbox.jobs.js';
import { MailOutboxResolver } from './mail-outbox.resolver.js';
import { mailOutboxRoutes } from './mail-outbox.routes.js';
import { MailOutbox } from './mail-outbox.service.js';

/** Every e-mail is queued here with its cause and sent by its worker (docs/decisions/250). */
export const mailOutboxModule: FeatureModule<'mail-outbox', MailOutbox> = {
  name: 'mail-outbox',
  entities: [OutboxMail],
  resolvers: [MailOutboxResolver],
  routes: { routers: (services) => [mailOutboxRoutes(services)] },
  // Mail bodies are sealed with the same key ring as SSNs and documents.
  build: ({ db, cipher, mailer }, { audit }, options) => new MailOutbox(db, cipher, mailer, audit, options.mailOutbox),
  jobs: ({ infra, mailOutbox }) => mailOutboxJobs(infra.db, mailOutbox),
};
