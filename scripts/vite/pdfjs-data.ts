import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** The fonts pdf.js draws non-embedded standard fonts with, and its predefined CMaps for CJK text. */
const FOLDERS = ['standard_fonts', 'cmaps'];

/**
 * Ships pdf.js's font and CMap files with the web app under /assets/pdfjs-<version>/, where the
 * web server caches them forever like the other assets: the version is in the path, and the
 * console asks for the same version it bundles (PdfPages.tsx). They come from our own origin, so
 * the CSP stays 'self'-only, and pdf.js fetches one only when a previewed PDF needs it.
 */
export function pdfjsData(): Plugin {
  const base = `assets/pdfjs-${version}`;
  return {
    name: 'pdfjs-data',
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const file of readdirSync(path.join(root, folder))) {
          const source = readFileSync(path.join(root, folder, file));
          this.emitFile({ type: 'asset', fileName: `${base}/${folder}/${file}`, source });
        }
      }
    },
    configureServer(server) {
      // The dev server serves the same paths straight from node_modules.
      server.middlewares.use(`/${base}`, (req, res, next) => {
        const [folder, file, ...rest] = (req.url ?? '').split('?')[0]!.split('/').filter(Boolean);
        const full = folder && file && !rest.length && FOLDERS.includes(folder) ? path.join(root, folder, file) : null;
        if (!full || path.basename(full) !== file || !statSync(full, { throwIfNoEntry: false })?.isFile()) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        createReadStream(full).pipe(res);
      });
    },
  };
}
