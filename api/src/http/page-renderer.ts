import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '../domain/site-content.js';

/** What the SSR bundle (web/src/entry-server.tsx, built to dist/ssr) offers the server. */
interface SsrEntry {
  renderDocument(url: string, data: SiteData, assets: DocumentAssets): Promise<string | null>;
  renderNotFound(data: SiteData, assets: DocumentAssets, locale?: 'en' | 'es'): Promise<string>;
  renderShell(data: SiteData, assets: DocumentAssets): string;
}
interface DocumentAssets {
  template: string;
  fontFile?: string;
  viteManifest?: Record<string, { file: string; imports?: string[] }>;
}

/**
 * Where the current content comes from: the same snapshot object until an edit moves the version
 * or a program cycle opens or closes.
 */
export interface SiteDataSource {
  siteData(): Promise<SiteData>;
}

export type RenderedKind = 'page' | 'shell' | 'notFound' | 'notFoundEs';

/**
 * Renders public pages on request with the current site content, and keeps each rendered
 * document until the content version moves (docs/decisions/150). The version is re-read from
 * the database at most every ~2 s, so an edit made on any instance shows on every instance.
 */
export class PageRenderer {
  private entry?: Promise<SsrEntry>;
  private rendered?: SiteData;
  private cache = new Map<string, Promise<string | null>>();

  private constructor(
    private readonly ssrFile: string,
    private readonly assets: DocumentAssets,
    private readonly content: SiteDataSource,
  ) {}

  /** A renderer for the built web app at webRoot, or null when there is no SSR bundle beside it. */
  static forBuild(webRoot: string, content: SiteDataSource): PageRenderer | null {
    const ssrFile = path.join(webRoot, '..', 'ssr', 'entry-server.js');
    const templateFile = path.join(webRoot, 'index.html');
    if (!existsSync(ssrFile) || !existsSync(templateFile)) return null;
    const assetsDir = path.join(webRoot, 'assets');
    const fontFile = existsSync(assetsDir)
      ? readdirSync(assetsDir).find((f) => /^fraunces-latin-wght-normal.*\.woff2$/.test(f))
      : undefined;
    const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
    const viteManifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as DocumentAssets['viteManifest'])
      : undefined;
    return new PageRenderer(ssrFile, { template: readFileSync(templateFile, 'utf8'), fontFile, viteManifest }, content);
  }

  /** The document for a public route ('page'), the staff shell or the 404 page, as asked. */
  async render(kind: RenderedKind, route = ''): Promise<string | null> {
    const data = await this.content.siteData();
    // A new snapshot (an edit, or a program cycle that opened or closed with time) renders anew.
    if (data !== this.rendered) {
      this.rendered = data;
      this.cache = new Map();
    }
    const key = `${kind}:${route}`;
    let rendered = this.cache.get(key);
    if (!rendered) {
      rendered = this.renderNow(kind, route, data);
      this.cache.set(key, rendered);
      // A failure is not kept: the next request tries again.
      rendered.catch(() => this.cache.delete(key));
    }
    return rendered;
  }

  private async renderNow(kind: RenderedKind, route: string, data: SiteData): Promise<string | null> {
    this.entry ??= import(pathToFileURL(this.ssrFile).href) as Promise<SsrEntry>;
    const entry = await this.entry;
    if (kind === 'shell') return entry.renderShell(data, this.assets);
    if (kind === 'notFound') return entry.renderNotFound(data, this.assets);
    if (kind === 'notFoundEs') return entry.renderNotFound(data, this.assets, 'es');
    return entry.renderDocument(route, data, this.assets);
  }
}
