import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { notFound, parseId } from '../../domain/errors.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { LetterRequest } from './letter-request.entity.js';

/**
 * POST /api/{kind}/letters/{letterId}/remind: the REST twin of remindRecommender (employee and
 * admin); answers the request as staff read it.
 */
export function staffLetterRoutes(services: Services, kind: ApplicationKind): Router {
  const router = express.Router();
  router.post(
    '/letters/:letterId/remind',
    requirePermission('review:move'),
    requireCsrf,
    handle(async (req, res) => {
      const letterId = parseId(req.params.letterId);
      const row = letterId
        ? await services.infra.db.getRepository(LetterRequest).findOneBy({ id: letterId, applicantKind: kind })
        : null;
      if (!row) throw notFound('No such letter request.');
      // The path names the letter, not the application: the conflict door is checked here for its application.
      await services.conflicts.declarations.checkDoor(req.user!.id, ['review:move'], [{ kind, id: row.applicantId }]);
      res.json(await services.letters.staff.remind(kind, row.applicantId, row.id, requestActor(req)));
    }),
  );
  return router;
}
