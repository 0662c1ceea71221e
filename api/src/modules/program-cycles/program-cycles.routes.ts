import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { isApplicationKind } from '../../domain/applications/index.js';
import { notFound, validationError } from '../../domain/errors.js';
import { roleMay } from '../../domain/permissions.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { cycleView, publicCycleJson, type CycleView } from './program-cycles.view.js';

/**
 * GET /api/program-cycles (public: each kind's current window, time zone, award and isOpen; an
 * admin also gets budgetCents, maxAwards and figures) and PUT /api/program-cycles/:kind (admin,
 * CSRF): the REST twins of programCycles and saveProgramCycle.
 */
export function programCyclesRoutes(services: Services): Router {
  const router = express.Router();
  const cycles = services.programCycles;

  const adminJson = async (view: CycleView) => ({
    ...publicCycleJson(view),
    id: view.id,
    budgetCents: view.budgetCents,
    maxAwards: view.maxAwards,
    figures: await cycles.figures(view.cycle, view.isCurrent),
  });

  router.get(
    '/program-cycles',
    handle(async (req, res) => {
      const now = cycles.now();
      const views = (await cycles.currentCycles()).map((c) => cycleView(c, now, true));
      const admin = roleMay(req.user?.role, 'cycles:manage');
      res.set('Cache-Control', 'no-store').json(admin ? await Promise.all(views.map(adminJson)) : views.map(publicCycleJson));
    }),
  );

  router.put(
    '/program-cycles/:kind',
    requirePermission('cycles:manage'),
    requireCsrf,
    handle(async (req, res) => {
      const { kind } = req.params;
      if (!isApplicationKind(kind)) throw notFound('No program has that name: use undergrad, parent or high-school.');
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw validationError('Please send the cycle as a JSON object.');
      const saved = await cycles.save(requestActor(req), { ...(body as Record<string, unknown>), kind });
      res.json(await adminJson(cycleView(saved, cycles.now(), true)));
    }),
  );

  return router;
}
