import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { prerenderPages, robotsTxt, sitemapXml, type PageMeta } from './site/pages';

export { prerenderPages, robotsTxt, sitemapXml };
export type { PageMeta };

const handler = createStaticHandler(routes);

async function query(url: string) {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering`);
  return context;
}

/** False when only the catch-all 404 route matches (e.g. a form page whose route is not added yet). */
export async function isRouted(url: string): Promise<boolean> {
  const context = await query(url);
  return context.matches.at(-1)?.route.path !== '*';
}

/** Renders one public route to HTML at build time (scripts/prerender.mjs). */
export async function render(url: string): Promise<string> {
  const context = await query(url);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script, so the CSP can forbid inline scripts.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

export { site } from './site/site-config';
export { staffPaths } from './routes';
