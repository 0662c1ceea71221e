import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsData } from './scripts/vite/pdfjs-data';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The chunk of an island script that its pages preload in their HTML (hash of 8 characters). */
const PRELOADED_ISLAND = /(^|\/)(application-form|application-form-letters|application-status|letter-upload)-[\w-]{8}\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./web'),
  publicDir: here('./web/public'),
  // pdf.js's fonts and CMaps go with the browser build only.
  plugins: isSsrBuild ? [react()] : [react(), pdfjsData()],
  resolve: {
    alias: {
      '@domain': here('./api/src/domain'),
      // The browser formats messages the server parsed (decision 290): FormatJS without its ICU
      // parser, 8 KB gzip less on every page that formats words.
      ...(isSsrBuild
        ? {}
        : { '@formatjs/icu-messageformat-parser': here('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js') }),
    },
  },
  build: {
    outDir: isSsrBuild ? here('./dist/ssr') : here('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // The prerenderer reads which chunks an island needs, to preload them on its pages.
    manifest: !isSsrBuild,
    // So main.js need not carry the list of an island's chunks for its own preloading: the page's
    // HTML already preloads them (entry-server.tsx, islandScripts). The eligibility check waits
    // for the first touch (islands/on-interaction.ts) and is not preloaded, so it keeps its list.
    // Every browser the site supports knows <link rel="modulepreload">; without it, one that does
    // not still loads the same modules, only a little later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'js' && PRELOADED_ISLAND.test(filename) ? [] : deps),
    },
    rollupOptions: isSsrBuild
      ? { input: here('./web/src/entry-server.tsx') }
      : { input: { main: here('./web/index.html'), playground: here('./web/playground.html') } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/graphql': 'http://127.0.0.1:3000' },
  },
}));
