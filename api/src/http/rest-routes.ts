import express, { type RequestHandler, type Router } from 'express';
import { APPLICATION_KIND_PATHS, APPLICATION_KINDS } from '../domain/applications/index.js';
import type { FeatureModule, RestContext, Services } from '../services.js';
import { csrfTokenRoute } from './csrf.js';

/**
 * Every REST path of spec §7 under /api: each feature's routers, in the order of the feature list
 * (api/src/modules/index.ts), then each kind's /{kind}/… and /archive/{kind}/… routes.
 */
export function restRoutes(
  features: readonly FeatureModule<string, unknown>[],
  services: Services,
  context: RestContext,
): Router {
  const router = express.Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/csrf-token', csrfTokenRoute);
  for (const { routes } of features) {
    if (!routes) continue;
    const routers = routes.routers(services, context);
    if (routes.path) router.use(routes.path, ...routers);
    else router.use(...routers);
  }
  const noStore: RequestHandler = (_req, res, next) => {
    // Applicant data never sits in a shared or browser cache.
    res.set('Cache-Control', 'no-store');
    next();
  };
  for (const kind of APPLICATION_KINDS) {
    const routers = features.flatMap(({ applicationRoutes }) => (applicationRoutes ? [applicationRoutes(services, kind)] : []));
    const segment = APPLICATION_KIND_PATHS[kind];
    router.use(`/${segment}`, noStore, ...routers.flatMap(({ main }) => main ?? []));
    router.use(`/archive/${segment}`, noStore, ...routers.flatMap(({ archive }) => archive ?? []));
  }
  return router;
}
