import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { demoSiteData } from '@domain/site-content-seed';
import type { SiteData } from '@domain/site-content';
import { collectIslands, islandIdPrefix, ON_INTERACTION, type IslandName } from './islands/Island';
import { EligibilityAnswerContext, PROGRAM_PAGES } from './islands/EligibilityCheckIsland';
import type { EligibilityPageView } from '@domain/eligibility-rules';
import { routes } from './routes';
import { LANGUAGE_TAG, localizedPath, splitLocalePath, type Locale } from '@domain/i18n/locales';
import { i18nData } from './i18n/catalogues';
import { formatMessage, type MessageValues } from './i18n/format';
import { I18nProvider } from './i18n/I18n';
import type { MessageKey } from './i18n/messages/en';
import { publicPages as pagesWith, robotsTxt, sitemapXml as sitemapWith, type PageMeta, type PageWords } from './site/pages';
import { site } from './site/site-config';
import { SiteDataProvider } from './site/site-data';
import { LAZY_WIDGETS, widgetAttribute, widgetModule } from './components/enhance/widgets';

export { demoSiteData, robotsTxt };
export type { PageMeta, SiteData };

/** A locale's words for titles and descriptions, from its catalogue. */
function wordsOf(locale: Locale): PageWords {
  const { messages } = i18nData(locale);
  return (key: MessageKey, values?: MessageValues) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No ${locale} message ${key}`);
    return formatMessage(locale, message, values);
  };
}

/** Every public page in English and Spanish (site/pages.ts). */
export const publicPages = (data: SiteData) => pagesWith(data, wordsOf);
export const sitemapXml = (data: SiteData) => sitemapWith(data, wordsOf);

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
  return (await renderWithWords(url, data)).html;
}

/** A route's HTML, and the message keys it used (the words a hydrating page must carry). */
async function renderWithWords(
  url: string,
  data: SiteData,
  answer: EligibilityPageView | null = null,
): Promise<{ html: string; used: Set<string> }> {
  const context = await query(url);
  const used = new Set<string>();
  const i18n = { ...i18nData(splitLocalePath(new URL(url, 'http://localhost').pathname).locale), used };
  const router = createStaticRouter(handler.dataRoutes, context);
  // Islands render as roots of their own, as the browser hydrates them (islands/Island.tsx).
  const islands: { content: ReactNode; name: IslandName }[] = [];
  collectIslands((content, name) => islands.push({ content, name }) - 1);
  let html: string;
  try {
    // hydrate={false}: no inline hydration script, so the CSP can forbid inline scripts.
    html = renderToString(
      <StrictMode>
        <I18nProvider value={i18n}>
          <SiteDataProvider data={data}>
            <EligibilityAnswerContext.Provider value={answer}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </EligibilityAnswerContext.Provider>
          </SiteDataProvider>
        </I18nProvider>
      </StrictMode>,
    );
  } finally {
    collectIslands(null);
  }
  const page = islands.reduce((page, { content, name }, slot) => {
    const slotTag = new RegExp(`(<div data-island="${name}" data-island-props="[^"]*") data-island-slot="${slot}"></div>`);
    if (!slotTag.test(page)) throw new Error(`${url}: island ${slot} (${name}) was not rendered`);
    const inner = renderToString(<StrictMode>{content}</StrictMode>, { identifierPrefix: islandIdPrefix(name) });
    return page.replace(slotTag, (_, open: string) => `${open}>${inner}</div>`);
  }, html);
  return { html: page, used };
}

/** What a page that runs the React app must carry of its words: what it showed, and what its forms may say later. */
const RUNTIME_PREFIXES = ['form.', 'dialog.', 'contact.', 'volunteer.', 'privacy.', 'org.', 'error.'];

function wordsToCarry(locale: Locale, used: Set<string>) {
  const { messages, domain } = i18nData(locale);
  const keep = (key: string) => used.has(key) || RUNTIME_PREFIXES.some((p) => key.startsWith(p));
  return { locale, messages: Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key))), domain };
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
  // An island that waits for the visitor's first touch is not preloaded: nothing of it loads unasked.
  return [...names]
    .filter((name) => !ON_INTERACTION.has(name as IslandName))
    .flatMap((name) => {
      const key = `src/islands/${name}.tsx`;
      if (!assets.viteManifest?.[key]) throw new Error(`No built script for the island ${name}`);
      return [...chunksOf(assets.viteManifest, key)];
    });
}

/** The scripts of the lazy widgets a page holds (their imports are main.js's own). */
function widgetScripts(html: string, assets: DocumentAssets): string[] {
  return Object.values(LAZY_WIDGETS)
    .filter((widget) => new RegExp(` ${widgetAttribute(widget.selector)}[ =>]`).test(html))
    .map((widget) => {
      const chunk = assets.viteManifest?.[widgetModule(widget.file)];
      if (!chunk) throw new Error(`No built script for the widget ${widget.file}`);
      return chunk.file;
    });
}

/** What a page preloads: its islands' chunks, then its widgets' scripts. */
const pageScripts = (html: string, assets: DocumentAssets) => [...islandScripts(html, assets), ...widgetScripts(html, assets)];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (path: string) => `${site.url}${path === '/' ? '/' : path}`;

/** The page's twins in each language, and x-default (the English page) for everyone else. */
function alternates(englishPath: string): string[] {
  return [
    ...(['en', 'es'] as const).map(
      (locale) =>
        `<link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${escape(absolute(localizedPath(englishPath, locale)))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escape(absolute(englishPath))}" />`,
  ];
}

type HeadMeta = Pick<PageMeta, 'path' | 'title' | 'description' | 'jsonLd' | 'preload' | 'robots' | 'canonical' | 'referrer'> &
  Partial<Pick<PageMeta, 'englishPath' | 'locale'>>;

function headFor(page: HeadMeta, assets: DocumentAssets, scripts: string[] = []): string {
  const title = page.title === site.name ? site.name : `${page.title} | ${site.name}`;
  const url = absolute(page.path);
  const canonical = page.canonical ? absolute(page.canonical) : url;
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
    `<meta property="og:locale" content="${page.locale === 'es' ? 'es_US' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (page.englishPath && !page.robots) tags.push(...alternates(page.englishPath));
  // The heading font is preloaded so it is in place before the first paint (no swap shift).
  if (assets.fontFile)
    tags.push(`<link rel="preload" as="font" type="font/woff2" href="/assets/${escape(assets.fontFile)}" crossorigin />`);
  if (page.robots) tags.push(`<meta name="robots" content="${escape(page.robots)}" />`);
  if (page.referrer) tags.push(`<meta name="referrer" content="${page.referrer}" />`);
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
function fill(
  assets: DocumentAssets,
  head: string,
  app: string,
  data: SiteData,
  hydrate: boolean,
  locale: Locale,
  used: Set<string> = new Set(),
): string {
  // A page that runs the React app carries its words too (parsed, decision 290), as data.
  const root = hydrate
    ? `<div id="root" data-hydrate="app" data-site-data="${escape(JSON.stringify(data))}" data-i18n="${escape(JSON.stringify(wordsToCarry(locale, used)))}">`
    : '<div id="root">';
  return assets.template
    .replace('<html lang="en">', () => `<html lang="${LANGUAGE_TAG[locale]}">`)
    .replace('<!--head-->', () => head)
    .replace('<div id="root">', () => root)
    .replace('<!--app-->', () => app);
}

/** The document of a public path with this content, or null when the path is not a public page. */
export async function renderDocument(url: string, data: SiteData, assets: DocumentAssets): Promise<string | null> {
  const page = publicPages(data).find((p) => p.path === url);
  if (!page) return null;
  const { html, used } = await renderWithWords(url, data);
  return fill(assets, headFor(page, assets, pageScripts(html, assets)), html, data, page.hydrate === true, page.locale, used);
}

/**
 * The answer to an eligibility check sent without JavaScript (decision 480): the program's page
 * in the visitor's language, with the result in words where the check was and the application
 * form below it. Rendered for this one answer, never cached, not indexed.
 */
export async function renderEligibilityResult(
  data: SiteData,
  assets: DocumentAssets,
  view: EligibilityPageView,
): Promise<string> {
  const englishPath = PROGRAM_PAGES[view.kind];
  const url = localizedPath(englishPath, view.locale);
  const page = publicPages(data).find((p) => p.path === url);
  if (!page) throw new Error(`No program page at ${url}`);
  const { html, used } = await renderWithWords(url, data, view);
  const meta = {
    ...page,
    title: `${wordsOf(view.locale)('eligibility.pageTitle')} | ${page.title}`,
    robots: 'noindex',
    canonical: url,
  };
  return fill(assets, headFor(meta, assets, pageScripts(html, assets)), html, data, page.hydrate === true, view.locale, used);
}

/** The 404 page, in Spanish for an unknown path under /es. */
export async function renderNotFound(data: SiteData, assets: DocumentAssets, locale: Locale = 'en'): Promise<string> {
  const t = wordsOf(locale);
  const meta = { path: '/404', title: t('meta.notFound.title'), description: t('meta.notFound.description'), robots: 'noindex' };
  const missing = localizedPath('/this-page-does-not-exist', locale);
  return fill(assets, headFor(meta, assets), await render(missing, data), data, false, locale);
}

/** The staff console's empty shell (client-rendered), with the content for its footer. */
export function renderShell(data: SiteData, assets: DocumentAssets): string {
  const shell = fill(
    assets,
    `<title>Staff | ${escape(site.name)}</title>\n    <meta name="robots" content="noindex" />`,
    '',
    data,
    true,
    'en',
    // The console draws the site's header and footer around its pages.
    new Set(Object.keys(i18nData('en').messages).filter((key) => /^(layout|notFound|meta)\./.test(key))),
  );
  // The shell's root stays empty: main.tsx renders (not hydrates) into it.
  return shell.replace('data-hydrate="app" ', '');
}

export { site };
export { staffPaths } from './routes';
