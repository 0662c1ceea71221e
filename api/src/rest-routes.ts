import express, { type Router } from 'express';
import type { Services } from './services.js';
import { csrfTokenRoute } from './http/csrf.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { mailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { retentionRoutes } from './modules/retention/retention.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { applicationStatusRoutes } from './modules/application-status/application-status.routes.js';
import { applicationRoutes } from './application-routes.js';
import { programCyclesRoutes } from './modules/program-cycles/program-cycles.routes.js';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.js';
import { authRoutes } from './modules/accounts/users.routes.js';
import { secondFactorRoutes } from './modules/accounts/second-factor.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { disbursementsRoutes } from './modules/disbursements/disbursements.routes.js';
import { conflictsRoutes } from './modules/conflicts/conflicts.routes.js';
import { eligibilityRoutes, type EligibilityPages } from './modules/eligibility/eligibility.routes.js';

/** Every REST path of spec §7 under /api. A feature mounts its router here. */
export function restRoutes(services: Services, options: { pages?: EligibilityPages | null } = {}): Router {
  const router = express.Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.use(healthRoutes(services));
  router.get('/csrf-token', csrfTokenRoute);
  router.use(messagesRoutes(services));
  router.use(contentRoutes(services));
  router.use(programCyclesRoutes(services));
  router.use(eligibilityRoutes(services, options.pages ?? undefined));
  router.use('/auth', authRoutes(services), secondFactorRoutes(services), passwordResetRoutes(services));
  router.use('/application-status', applicationStatusRoutes(services));
  router.use(applicationRoutes(services));
  router.use(mailOutboxRoutes(services));
  router.use(retentionRoutes(services));
  router.use(reportsRoutes(services));
  router.use(auditRoutes(services));
  router.use(disbursementsRoutes(services));
  router.use(conflictsRoutes(services));
  return router;
}
