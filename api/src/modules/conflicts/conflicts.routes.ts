import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { parseId, validationError } from '../../domain/errors.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';

/** GET /api/conflicts.csv?cycleId=: the board's record of a cycle for the 990 file (admin; audited). */
export function conflictsRoutes(services: Services): Router {
  const router = express.Router();
  router.get(
    '/conflicts.csv',
    requirePermission('conflicts:read'),
    handle(async (req, res) => {
      const cycleId = parseId(req.query.cycleId);
      if (cycleId === null)
        throw validationError('Please say which program cycle.', { cycleId: 'cycleId must be a program cycle id.' });
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="conflicts-of-interest-cycle-${cycleId}.csv"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      await services.conflicts.record.writeCsv(cycleId, requestActor(req), res);
    }),
  );
  return router;
}
