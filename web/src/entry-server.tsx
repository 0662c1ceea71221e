import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { collectIslands, islandIdPrefix, type IslandName } from './islands/Island';
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
  // Islands render as roots of their own, as the browser hydrates them (islands/Island.tsx).
  const islands: { content: ReactNode; name: IslandName }[] = [];
  collectIslands((content, name) => islands.push({ content, name }) - 1);
  let html: string;
  try {
    // hydrate={false}: no inline hydration script, so the CSP can forbid inline scripts.
    html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  } finally {
    collectIslands(null);
  }
  return islands.reduce((page, { content, name }, slot) => {
    const slotTag = new RegExp(`(<div data-island="${name}" data-island-props="[^"]*") data-island-slot="${slot}"></div>`);
    if (!slotTag.test(page)) throw new Error(`${url}: island ${slot} (${name}) was not rendered`);
    const inner = renderToString(<StrictMode>{content}</StrictMode>, { identifierPrefix: islandIdPrefix(name) });
    return page.replace(slotTag, (_, open: string) => `${open}>${inner}</div>`);
  }, html);
}

export { site } from './site/site-config';
export { staffPaths } from './routes';
