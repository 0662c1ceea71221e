import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Response, type Router } from 'express';
import { PageRenderer, type SiteDataSource } from './page-renderer.js';

/** Written by scripts/prerender.mjs next to the built web app. */
interface PrerenderManifest {
  pages: Record<string, string>;
  notFound: string;
  /** The 404 page in Spanish, for unknown paths under /es (older builds have none). */
  notFoundEs?: string;
  shell: string;
  staffPaths: string[];
}

const YEAR = 365 * 24 * 60 * 60;

/** A recommender's link (issue 38): every /letters/{token} is the one /letters page, which reads its token itself. */
const LETTER_LINK = /^((?:\/es)?\/letters)\/([A-Za-z0-9_-]+)$/;

/**
 * The page rendered as /letters, with its language switch pointing at the same link in the other
 * language (the token is only letters, digits, `-` and `_`: nothing in it can leave the attribute).
 */
function withLetterToken(html: string, token: string): string {
  return html.replace(/(class="lang-switch[^"]*" href="(?:\/es)?\/letters)"/g, `$1/${token}"`);
}

function isStaffPath(staffPaths: string[], requestPath: string): boolean {
  return staffPaths.some((p) => (p.endsWith('/*') ? requestPath.startsWith(p.slice(0, -1)) : p === requestPath));
}

/**
 * Serves the built web app: public routes rendered from the current site content (or, without
 * content or when rendering fails, the files prerendered at build time), the app shell for staff
 * routes, the 404 page for everything else, and hashed assets cached forever.
 */
export function webStatic(webRoot: string, content?: SiteDataSource): Router {
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
  const notFoundEs = manifest.notFoundEs ? html(manifest.notFoundEs) : notFound;
  const spanish = (route: string) => route === '/es' || route.startsWith('/es/');

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
  const renderer = content ? PageRenderer.forBuild(webRoot, content) : null;

  /** Sends what the renderer made of this request, or false to fall back to the built files. */
  async function sendRendered(res: Response, route: string, staff: boolean, token?: string): Promise<boolean> {
    if (!renderer) return false;
    try {
      const page = staff ? null : await renderer.render('page', route);
      if (page) res.send(token ? withLetterToken(page, token) : page);
      else if (staff) res.setHeader('X-Robots-Tag', 'noindex').send(await renderer.render('shell'));
      else res.status(404).send(await renderer.render(spanish(route) ? 'notFoundEs' : 'notFound'));
      return true;
    } catch (error) {
      console.error(`[web] could not render ${route} from the site content: ${(error as Error).message}`);
      return false;
    }
  }

  router.get('/{*splat}', async (req, res) => {
    const asked = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const letter = LETTER_LINK.exec(asked);
    // The token stays out of the render cache and any log line: the page is rendered as /letters.
    const route = letter ? letter[1]! : asked;
    res.type('html').setHeader('Cache-Control', letter ? 'no-store' : 'no-cache');
    if (letter) res.setHeader('Referrer-Policy', 'no-referrer').setHeader('X-Robots-Tag', 'noindex');
    const staff = !pages.has(route) && isStaffPath(manifest.staffPaths, route);
    if (await sendRendered(res, route, staff, letter?.[2])) return;
    const page = pages.get(route);
    if (page) return void res.send(letter ? withLetterToken(page.toString('utf8'), letter[2]!) : page);
    if (staff) return void res.setHeader('X-Robots-Tag', 'noindex').send(shell);
    res.status(404).send(spanish(route) ? notFoundEs : notFound);
  });
  return router;
}
