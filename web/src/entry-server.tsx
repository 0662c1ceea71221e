import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { demoSiteData } from '@domain/site-content-seed';
import type { SiteData } from '@domain/site-content';
import { collectIslands, islandIdPrefix, type IslandName } from './islands/Island';
import { routes } from './routes';
import { publicPages, robotsTxt, sitemapXml, type PageMeta } from './site/pages';
import { site } from './site/site-config';
import { SiteDataProvider } from './site/site-data';

export { demoSiteData, publicPages, robotsTxt, sitemapXml };
export type { PageMeta, SiteData };

const handler = createStaticHandler(routes);

async function query(url: string) {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirected while rendering`);
  return context;
}

/** False when only the catch-all 404 route matches (e.g. a form page whose route is not added yet). */
export async function isRouted(url: string): Promise<boolean> {
  const context = await query(url);
  return context.matches.at(-1)?.route.path !== '*';
}

/** Renders one route's React tree to HTML with the given site content. */
export async function render(url: string, data: SiteData = demoSiteData): Promise<string> {
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
        <SiteDataProvider data={data}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteDataProvider>
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

/** The built index.html, the heading font file and Vite's manifest, which every document uses. */
export interface DocumentAssets {
  template: string;
  fontFile?: string;
  viteManifest?: Record<string, { file: string; imports?: string[] }>;
}

function chunksOf(manifest: NonNullable<DocumentAssets['viteManifest']>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * Each island's script and the chunks it imports, from Vite's manifest: preloaded on the pages
 * that hold the island, so React arrives with the page instead of after main.js (decision 160).
 */
function islandScripts(html: string, assets: DocumentAssets): string[] {
  const names = new Set([...html.matchAll(/<div data-island="([a-z-]+)"/g)].map((m) => m[1]!));
  return [...names].flatMap((name) => {
    const key = `src/islands/${name}.tsx`;
    if (!assets.viteManifest?.[key]) throw new Error(`No built script for the island ${name}`);
    return [...chunksOf(assets.viteManifest, key)];
  });
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headFor(page: PageMeta, assets: DocumentAssets, scripts: string[] = []): string {
  const title = page.title === site.name ? site.name : `${page.title} | ${site.name}`;
  const url = `${site.url}${page.path === '/' ? '/' : page.path}`;
  const canonical = page.canonical ? `${site.url}${page.canonical}` : url;
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
    `<link rel="canonical" href="${escape(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(site.name)}" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    `<meta property="og:image" content="${escape(site.url + site.ogImage)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  // The heading font is preloaded so it is in place before the first paint (no swap shift).
  if (assets.fontFile)
    tags.push(`<link rel="preload" as="font" type="font/woff2" href="/assets/${escape(assets.fontFile)}" crossorigin />`);
  if (page.robots) tags.push(`<meta name="robots" content="${escape(page.robots)}" />`);
  if (page.jsonLd) {
    // JSON-LD is data, not script; the CSP's script-src does not apply to it. "<" is escaped so
    // no entered text can close the element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(page.jsonLd).replace(/</g, '\\u003c')}</script>`);
  }
  for (const p of page.preload ?? [])
    tags.push(
      `<link rel="preload" as="${p.as}" href="${escape(p.href)}"${p.type ? ` type="${p.type}"` : ''} fetchpriority="high" />`,
    );
  for (const file of scripts) tags.push(`<link rel="modulepreload" crossorigin href="/${escape(file)}" />`);
  return tags.join('\n    ');
}

/**
 * A whole HTML document. Pages that run React (forms, the staff shell) carry the content snapshot
 * on the root element, as an escaped attribute (no inline script), so hydration sees what the
 * server rendered.
 */
function fill(assets: DocumentAssets, head: string, app: string, data: SiteData, hydrate: boolean): string {
  const root = hydrate
    ? `<div id="root" data-hydrate="app" data-site-data="${escape(JSON.stringify(data))}">`
    : '<div id="root">';
  return assets.template
    .replace('<!--head-->', () => head)
    .replace('<div id="root">', () => root)
    .replace('<!--app-->', () => app);
}

/** The document of a public path with this content, or null when the path is not a public page. */
export async function renderDocument(url: string, data: SiteData, assets: DocumentAssets): Promise<string | null> {
  const page = publicPages(data).find((p) => p.path === url);
  if (!page) return null;
  const html = await render(url, data);
  return fill(assets, headFor(page, assets, islandScripts(html, assets)), html, data, page.hydrate === true);
}

export async function renderNotFound(data: SiteData, assets: DocumentAssets): Promise<string> {
  const meta = { path: '/404', title: 'Page not found', description: "We couldn't find this page.", robots: 'noindex' };
  return fill(assets, headFor(meta, assets), await render('/this-page-does-not-exist', data), data, false);
}

/** The staff console's empty shell (client-rendered), with the content for its footer. */
export function renderShell(data: SiteData, assets: DocumentAssets): string {
  const shell = fill(
    assets,
    `<title>Staff | ${escape(site.name)}</title>\n    <meta name="robots" content="noindex" />`,
    '',
    data,
    true,
  );
  // The shell's root stays empty: main.tsx renders (not hydrates) into it.
  return shell.replace('data-hydrate="app" ', '');
}

export { site };
export { staffPaths } from './routes';
