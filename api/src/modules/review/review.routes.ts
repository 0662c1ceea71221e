import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { validationError } from '../../domain/errors.js';
import { isReviewStatus } from '../../domain/review/index.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { applicationId } from '../application-records/application-id.js';
import type { ExportFilters } from './review-export.js';

function exportFilters(query: Record<string, unknown>): ExportFilters {
  const { reviewStatus, search, archived, assignedToMe } = query;
  if (reviewStatus !== undefined && reviewStatus !== '' && !isReviewStatus(reviewStatus))
    throw validationError('Please correct the filters.', { reviewStatus: 'Unknown review status.' });
  if (archived !== undefined && archived !== 'true' && archived !== 'false')
    throw validationError('Please correct the filters.', { archived: 'archived is true or false.' });
  if (assignedToMe !== undefined && assignedToMe !== 'true' && assignedToMe !== 'false')
    throw validationError('Please correct the filters.', { assignedToMe: 'assignedToMe is true or false.' });
  return {
    reviewStatus: isReviewStatus(reviewStatus) ? reviewStatus : null,
    search: typeof search === 'string' ? search.slice(0, 200) : null,
    archived: archived === 'true',
    assignedToMe: assignedToMe === 'true',
  };
}

/** The review workflow's two files (issue 12): a list as CSV and an application's documents as ZIP; and the admin's score unlock. */
export function reviewRoutes(services: Services, kind: ApplicationKind): Router {
  const router = express.Router();

  router.get(
    '/export-csv',
    requirePermission('applications:export'),
    handle(async (req, res) => {
      const filters = exportFilters(req.query as Record<string, unknown>);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${kind}-applications.csv"`,
        'X-Content-Type-Options': 'nosniff',
      });
      await services.review.exports.write(kind, filters, { ...requestActor(req), role: req.user?.role ?? null }, res);
    }),
  );

  router.get(
    '/download-zip/:id',
    requirePermission('applications:export'),
    handle(async (req, res) => {
      const zip = await services.applications.zips.prepare(kind, applicationId(req.params.id), requestActor(req));
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${zip.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      await zip.write(res);
    }),
  );

  /** The REST twin of unlockReviewerScore (admin): `{reviewerId}`; answers the reviewer's score as the viewer sees it. */
  router.post(
    '/unlock-reviewer-score/:id',
    requirePermission('review:unlock-score'),
    requireCsrf,
    handle(async (req, res) => {
      const id = applicationId(req.params.id);
      const { reviewerId } = (req.body ?? {}) as { reviewerId?: unknown };
      await services.review.scores.unlockReviewerScore(kind, id, reviewerId, {
        ...requestActor(req),
        role: req.user?.role ?? null,
      });
      res.json({ message: 'The score is unlocked: the reviewer may change it once.', reviewerId: Number(reviewerId) });
    }),
  );

  return router;
}
