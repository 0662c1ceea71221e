// Renders every public route to static HTML after `vite build` (see ARCHITECTURE.md).
// Output: dist/web/pages/*.html, dist/web/shell.html and dist/web/prerendered.json.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const entry = await import(pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href);
const template = await readFile(path.join(webDir, 'index.html'), 'utf8');

// The heading font is preloaded so it is in place before the first paint (no swap shift).
const fontFile = (await readdir(path.join(webDir, 'assets'))).find((f) => /^fraunces-latin-wght-normal.*\.woff2$/.test(f));

// Each island's script and the chunks it imports, from Vite's manifest: preloaded on the pages
// that hold the island, so React arrives with the page instead of after main.js (decision 160).
const viteManifest = JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8'));
function chunksOf(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}
const islandScripts = (html) =>
  [...new Set([...html.matchAll(/<div data-island="([a-z-]+)"/g)].map((m) => m[1]))].flatMap((name) => {
    const key = `src/islands/${name}.tsx`;
    if (!viteManifest[key]) throw new Error(`No built script for the island ${name}`);
    return [...chunksOf(key)];
  });

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headFor(page, scripts = []) {
  const { site } = entry;
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
  if (fontFile) tags.push(`<link rel="preload" as="font" type="font/woff2" href="/assets/${fontFile}" crossorigin />`);
  if (page.robots) tags.push(`<meta name="robots" content="${escape(page.robots)}" />`);
  if (page.jsonLd) {
    // JSON-LD is data, not script; the CSP's script-src does not apply to it.
    tags.push(`<script type="application/ld+json">${JSON.stringify(page.jsonLd).replace(/</g, '\\u003c')}</script>`);
  }
  if (page.preload)
    for (const p of page.preload)
      tags.push(`<link rel="preload" as="${p.as}" href="${p.href}"${p.type ? ` type="${p.type}"` : ''} fetchpriority="high" />`);
  for (const file of scripts) tags.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
  return tags.join('\n    ');
}

const fill = (head, app, hydrate = false) =>
  template
    .replace('<!--head-->', head)
    .replace('<div id="root">', hydrate ? '<div id="root" data-hydrate="app">' : '<div id="root">')
    .replace('<!--app-->', app);

await rm(path.join(webDir, 'pages'), { recursive: true, force: true });
await mkdir(path.join(webDir, 'pages'), { recursive: true });
const pages = {};
for (const page of entry.prerenderPages) {
  if (entry.isRouted && !(await entry.isRouted(page.path))) {
    console.warn(`Skipped ${page.path}: no route for it yet.`);
    continue;
  }
  const html = await entry.render(page.path);
  const file = `pages/${page.path === '/' ? 'index' : page.path.slice(1).replace(/\//g, '__')}.html`;
  await writeFile(path.join(webDir, file), fill(headFor(page, islandScripts(html)), html, page.hydrate));
  pages[page.path] = file;
}
const notFound = { path: '/404', title: 'Page not found', description: "We couldn't find this page.", robots: 'noindex' };
await writeFile(path.join(webDir, 'pages/404.html'), fill(headFor(notFound), await entry.render('/this-page-does-not-exist')));
await writeFile(
  path.join(webDir, 'shell.html'),
  fill(`<title>Staff | ${escape(entry.site.name)}</title>\n    <meta name="robots" content="noindex" />`, ''),
);
if (entry.sitemapXml) await writeFile(path.join(webDir, 'sitemap.xml'), entry.sitemapXml());
if (entry.robotsTxt) await writeFile(path.join(webDir, 'robots.txt'), entry.robotsTxt());
await writeFile(
  path.join(webDir, 'prerendered.json'),
  JSON.stringify({ pages, notFound: 'pages/404.html', shell: 'shell.html', staffPaths: entry.staffPaths }, null, 2),
);
console.log(`Prerendered ${Object.keys(pages).length} public pages.`);
