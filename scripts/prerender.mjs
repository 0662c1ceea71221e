// Renders every public route to static HTML after `vite build` from the demo content (see
// ARCHITECTURE.md). The server renders pages on request from the content in the database and
// falls back to these files only when it cannot (docs/decisions/150).
// Output: dist/web/pages/*.html, dist/web/shell.html and dist/web/prerendered.json.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const entry = await import(pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href);
const assets = {
  template: await readFile(path.join(webDir, 'index.html'), 'utf8'),
  // The heading font is preloaded so it is in place before the first paint (no swap shift).
  fontFile: (await readdir(path.join(webDir, 'assets'))).find((f) => /^fraunces-latin-wght-normal.*\.woff2$/.test(f)),
  // Islands' scripts are preloaded on the pages that hold them (decision 160).
  viteManifest: JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8')),
};
const data = entry.demoSiteData;

await rm(path.join(webDir, 'pages'), { recursive: true, force: true });
await mkdir(path.join(webDir, 'pages'), { recursive: true });
const pages = {};
for (const page of entry.publicPages(data)) {
  if (!(await entry.isRouted(page.path))) {
    console.warn(`Skipped ${page.path}: no route for it yet.`);
    continue;
  }
  const file = `pages/${page.path === '/' ? 'index' : page.path.slice(1).replace(/\//g, '__')}.html`;
  await writeFile(path.join(webDir, file), await entry.renderDocument(page.path, data, assets));
  pages[page.path] = file;
}
await writeFile(path.join(webDir, 'pages/404.html'), await entry.renderNotFound(data, assets));
// An unknown /es/… path gets the 404 page in Spanish.
await writeFile(path.join(webDir, 'pages/404-es.html'), await entry.renderNotFound(data, assets, 'es'));
await writeFile(path.join(webDir, 'shell.html'), entry.renderShell(data, assets));
await writeFile(path.join(webDir, 'sitemap.xml'), entry.sitemapXml(data));
await writeFile(path.join(webDir, 'robots.txt'), entry.robotsTxt());
await writeFile(
  path.join(webDir, 'prerendered.json'),
  JSON.stringify(
    { pages, notFound: 'pages/404.html', notFoundEs: 'pages/404-es.html', shell: 'shell.html', staffPaths: entry.staffPaths },
    null,
    2,
  ),
);
console.log(`Prerendered ${Object.keys(pages).length} public pages.`);
