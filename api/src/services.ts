import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config.js';
import type { Mailer } from './mail/mailer.js';
import { AuditService } from './modules/audit/audit.service.js';
import { TypeormSessionStore } from './modules/sessions/session.store.js';
import { MessagesService } from './modules/messages/messages.service.js';

/** The app's services, built once at start and shared by REST routes and resolvers. */
export interface Services {
  config: AppConfig;
  db: DataSource;
  mailer: Mailer;
  audit: AuditService;
  sessions: TypeormSessionStore;
  messages: MessagesService;
}

export function createServices(config: AppConfig, db: DataSource, mailer: Mailer): Services {
  return {
    config,
    db,
    mailer,
    audit: new AuditService(db),
    sessions: new TypeormSessionStore(db),
    messages: new MessagesService(db, mailer, config.orgInbox),
  };
}
