import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Written by scripts/prerender.mjs next to the built web app. */
interface PrerenderManifest {
  pages: Record<string, string>;
  notFound: string;
  shell: string;
  staffPaths: string[];
}

const YEAR = 365 * 24 * 60 * 60;

function isStaffPath(staffPaths: string[], requestPath: string): boolean {
  return staffPaths.some((p) => (p.endsWith('/*') ? requestPath.startsWith(p.slice(0, -1)) : p === requestPath));
}

/**
 * Serves the built web app: prerendered HTML for public routes, the app shell for staff
 * routes, the prerendered 404 page for everything else, and hashed assets cached forever.
 */
export function webStatic(webRoot: string): Router {
  const router = express.Router();
  const manifestFile = path.join(webRoot, 'prerendered.json');
  if (!existsSync(manifestFile)) {
    router.get('/{*splat}', (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (or `npm start`).');
    });
    return router;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const html = (file: string) => readFileSync(path.join(webRoot, file));
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route, html(file)]));
  const shell = html(manifest.shell);
  const notFound = html(manifest.notFound);

  router.use(
    '/assets',
    express.static(path.join(webRoot, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`),
    }),
  );
  router.use(
    express.static(webRoot, {
      index: false,
      redirect: false,
      // HTML is served below from memory; other files (media, icons) may be cached for a day.
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    }),
  );
  router.get('/{*splat}', (req, res) => {
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const page = pages.get(route);
    res.type('html').setHeader('Cache-Control', 'no-cache');
    if (page) return void res.send(page);
    if (isStaffPath(manifest.staffPaths, route)) return void res.setHeader('X-Robots-Tag', 'noindex').send(shell);
    res.status(404).send(notFound);
  });
  return router;
}
