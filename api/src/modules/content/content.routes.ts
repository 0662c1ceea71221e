import express, { type Router } from 'express';
import { roleMay } from '../../domain/permissions.js';
import type { Services } from '../../services.js';

/**
 * An id's bytes never change, but a picture stops being public when its item is hidden or
 * removed: caches keep it ten minutes, not a year.
 */
const PUBLIC_CACHE = 'public, max-age=600';

/**
 * GET /api/content/images/:id: an uploaded picture, to everyone while a published item shows it,
 * to staff who edit content always (the console previews hidden items).
 */
export function contentRoutes(services: Services): Router {
  const router = express.Router();
  router.get('/content/images/:id', async (req, res, next) => {
    try {
      // Those who edit content preview hidden items in the console (a half-signed-in session is not signed in).
      const staff = Boolean(req.user && roleMay(req.user.role, 'content:edit'));
      const image = await services.content.image(req.params.id, { includeUnpublished: staff });
      if (!image) return void res.status(404).set('Cache-Control', 'no-store').json({ error: 'Not found.' });
      res
        .status(200)
        .set({
          'Content-Type': image.mediaType,
          'Cache-Control': staff ? 'private, no-cache' : PUBLIC_CACHE,
          'Content-Disposition': 'inline',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(image.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
