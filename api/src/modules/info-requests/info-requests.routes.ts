import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { validationError } from '../../domain/errors.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { applicationId } from '../application-records/application-id.js';
import { findApplicant } from '../review/review.service.js';

/** "2027-03-14T23:59:00Z" → a Date; absent or null → null; anything else is refused. */
function dueDate(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw validationError('Please give the due date as an ISO date and time.', { dueAt: 'Not a date.' });
  return date;
}

/**
 * POST /api/{kind}/request-more-information/{id}: the REST twin of requestMoreInformation
 * (employee and admin), `{items: [{document, note}], dueAt}`; answers the review status and
 * every request of the application.
 */
export function infoRequestRoutes(services: Services, kind: ApplicationKind): Router {
  const router = express.Router();
  const { infoRequests } = services;
  router.post(
    '/request-more-information/:id',
    requirePermission('review:move'),
    requireCsrf,
    handle(async (req, res) => {
      const id = applicationId(req.params.id);
      const body = (req.body ?? {}) as { items?: unknown; dueAt?: unknown };
      const items = Array.isArray(body.items) ? (body.items as { document: string; note?: string | null }[]) : [];
      await infoRequests.request(
        kind,
        id,
        { items, dueAt: dueDate(body.dueAt) },
        { ...requestActor(req), role: req.user?.role ?? null },
      );
      const applicant = await findApplicant(services.infra.db.manager, kind, id);
      res.json({ reviewStatus: applicant.reviewStatus, infoRequests: await infoRequests.forStaff(kind, id) });
    }),
  );
  return router;
}
