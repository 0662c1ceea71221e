import type { FeatureModule } from '../../services.js';
import { auditEntities } from './audit-log.entity.js';
import { auditJobs } from './audit.jobs.js';
import { AuditResolver } from './audit.resolver.js';
import { auditRoutes } from './audit.routes.js';
import { AuditService } from './audit.service.js';

/** The audit log, its hash chain and its daily check (docs/decisions/450). */
export const auditModule: FeatureModule<'audit', AuditService> = {
  name: 'audit',
  entities: auditEntities,
  resolvers: [AuditResolver],
  routes: { routers: (services) => [auditRoutes(services)] },
  build: ({ db, config }) => new AuditService(db, config.auditKey),
  jobs: ({ audit }) => auditJobs(audit, (subject, text) => audit.reportChain(subject, text)),
};
