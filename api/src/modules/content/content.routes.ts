import express, { type Router } from 'express';
import type { Services } from '../../services.js';

const YEAR = 365 * 24 * 60 * 60;

/** GET /api/content/images/:id: an uploaded picture, public. An id's bytes never change. */
export function contentRoutes(services: Services): Router {
  const router = express.Router();
  router.get('/content/images/:id', async (req, res, next) => {
    try {
      const image = await services.content.image(req.params.id);
      if (!image) return void res.status(404).set('Cache-Control', 'no-store').json({ error: 'Not found.' });
      res
        .status(200)
        .set({
          'Content-Type': image.mediaType,
          'Cache-Control': `public, max-age=${YEAR}, immutable`,
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
