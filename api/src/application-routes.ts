import express, { type RequestHandler, type Router } from 'express';
import { APPLICATION_KIND_PATHS, APPLICATION_KINDS } from './domain/applications/index.js';
import type { Services } from './services.js';
import { infoRequestRoutes } from './modules/info-requests/info-requests.routes.js';
import { documentRoutes } from './modules/applications/downloads.routes.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { staffReviewRoutes } from './modules/applications/applications.routes.js';
import { submissionRoutes } from './modules/submission/submission.routes.js';

/** Mounted under /api: /{kind}/… and /archive/{kind}/… for the three kinds. */
export function applicationRoutes(services: Services): Router {
  const router = express.Router();
  const noStore: RequestHandler = (_req, res, next) => {
    // Applicant data never sits in a shared or browser cache.
    res.set('Cache-Control', 'no-store');
    next();
  };
  for (const kind of APPLICATION_KINDS) {
    const segment = APPLICATION_KIND_PATHS[kind];
    const staff = staffReviewRoutes(services, kind);
    router.use(
      `/${segment}`,
      noStore,
      submissionRoutes(services, kind),
      staff.main,
      documentRoutes(services, kind),
      reviewRoutes(services, kind),
      infoRequestRoutes(services, kind),
    );
    router.use(`/archive/${segment}`, noStore, staff.archive);
  }
  return router;
}
