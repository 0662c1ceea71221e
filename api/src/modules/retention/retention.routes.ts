import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { isApplicationKind, type ApplicationKind } from '../../domain/applications/index.js';
import { notFound, validationError } from '../../domain/errors.js';
import { requireCsrf } from '../../http/csrf.js';
import type { Services } from '../../services.js';
import { applicationId } from '../application-records/application-id.js';
import { retentionView } from './retention.types.js';

function kindOf(value: unknown): ApplicationKind {
  if (!isApplicationKind(value)) throw notFound('That application no longer exists.');
  return value;
}

/** REST twins of the retention operations (admin only). */
export function retentionRoutes(services: Services): Router {
  const router = express.Router();
  const retention = services.retention;
  const admin = requirePermission('retention:manage');
  router.get('/retention/policy', admin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await retention.policy());
  });
  router.put('/retention/policy', admin, requireCsrf, async (req, res) => {
    res.json({ message: 'The retention policy was saved.', policy: await retention.savePolicy(requestActor(req), req.body) });
  });
  router.get('/retention/dry-run', admin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ items: await retention.dryRun() });
  });
  router.post('/retention/purge', requirePermission('retention:purge'), requireCsrf, async (req, res) => {
    const purged = await retention.purge(requestActor(req));
    res.json({ message: `${purged} application${purged === 1 ? '' : 's'} purged.`, purged });
  });
  router.put('/retention/legal-hold/:kind/:id', admin, requireCsrf, async (req, res) => {
    const hold = (req.body as { hold?: unknown } | undefined)?.hold;
    if (typeof hold !== 'boolean') throw validationError('Say whether to hold it (true or false).', { hold: 'true or false' });
    const view = await retention.setLegalHold(requestActor(req), kindOf(req.params.kind), applicationId(req.params.id), hold);
    res.json(retentionView(view));
  });
  return router;
}
