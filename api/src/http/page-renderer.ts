import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EligibilityPageView } from '../domain/eligibility.js';
import type { SiteData } from '../domain/site-content.js';
import { BoundedCache } from './bounded-cache.js';

/** What the SSR bundle (web/src/entry-server.tsx, built to dist/ssr) offers the server. */
interface SsrEntry {
  renderDocument(url: string, data: SiteData, assets: DocumentAssets): Promise<string | null>;
  renderNotFound(data: SiteData, assets: DocumentAssets, locale?: 'en' | 'es'): Promise<string>;
  renderShell(data: SiteData, assets: DocumentAssets): string;
  /** The eligibility check's answer page, for a check sent without JavaScript (decision 480). */
  renderEligibilityResult?(data: SiteData, assets: DocumentAssets, view: EligibilityPageView): Promise<string>;
  /** Every public page of this content, English and Spanish: the paths renderDocument renders. */
  publicPages(data: SiteData): { path: string }[];
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
 * The documents rendered from one content snapshot: only its public pages, the staff shell and
 * the two 404 pages, never a path nobody published. The bound is a second guard: the public pages
 * number a few dozen, and past the bound the page used longest ago is rendered again when asked.
 */
const DOCUMENTS_KEPT = 1_000;

interface Snapshot {
  data: SiteData;
  /** Its public paths, worked out on first use. */
  pages?: Promise<ReadonlySet<string>>;
  documents: BoundedCache<string, Promise<string | null>>;
}

/**
 * Renders public pages on request with the current site content, and keeps each rendered
 * document until the content version moves (docs/decisions/150). The version is re-read from
 * the database at most every ~2 s, so an edit made on any instance shows on every instance.
 * A path that is not one of the content's public pages is not rendered and not kept: it is
 * null at once, and the caller sends the 404 page (issue 36: a stranger's paths must not fill
 * the memory).
 */
export class PageRenderer {
  private entry?: Promise<SsrEntry>;
  private snapshot?: Snapshot;

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

  /**
   * The document for a public route ('page'), the staff shell or the 404 page, as asked; null for
   * a route that is not a public page.
   */
  async render(kind: RenderedKind, route = ''): Promise<string | null> {
    // A new snapshot (an edit, or a program cycle that opened or closed with time) renders anew.
    // It is taken before any wait, so a render of older content never lands in a newer cache.
    const snapshot = this.snapshotOf(await this.content.siteData());
    if (kind === 'page' && !(await this.publicPaths(snapshot)).has(route)) return null;
    const key = kind === 'page' ? `page:${route}` : kind;
    let rendered = snapshot.documents.get(key);
    if (!rendered) {
      const rendering = this.renderNow(kind, route, snapshot.data);
      snapshot.documents.set(key, rendering);
      // A failure is not kept: the next request tries again.
      rendering.catch(() => {
        if (snapshot.documents.get(key) === rendering) snapshot.documents.delete(key);
      });
      rendered = rendering;
    }
    return rendered;
  }

  /**
   * The answer page of an eligibility check sent without JavaScript, with the current content
   * (header, footer, language). Never kept: it holds one visitor's result. Null when the SSR
   * bundle is older than the check.
   */
  async renderEligibility(view: EligibilityPageView): Promise<string | null> {
    const entry = await this.ssr();
    if (!entry.renderEligibilityResult) return null;
    return entry.renderEligibilityResult(await this.content.siteData(), this.assets, view);
  }

  private snapshotOf(data: SiteData): Snapshot {
    if (this.snapshot?.data !== data) this.snapshot = { data, documents: new BoundedCache(DOCUMENTS_KEPT) };
    return this.snapshot;
  }

  /** The paths renderDocument renders for this snapshot: its public pages, in both languages. */
  private publicPaths(snapshot: Snapshot): Promise<ReadonlySet<string>> {
    if (snapshot.pages) return snapshot.pages;
    const pages = this.ssr().then((entry) => new Set(entry.publicPages(snapshot.data).map((p) => p.path)));
    snapshot.pages = pages;
    // A failure is not kept either.
    pages.catch(() => {
      if (snapshot.pages === pages) snapshot.pages = undefined;
    });
    return pages;
  }

  private ssr(): Promise<SsrEntry> {
    return (this.entry ??= import(pathToFileURL(this.ssrFile).href) as Promise<SsrEntry>);
  }

  private async renderNow(kind: RenderedKind, route: string, data: SiteData): Promise<string | null> {
    const entry = await this.ssr();
    if (kind === 'shell') return entry.renderShell(data, this.assets);
    if (kind === 'notFound') return entry.renderNotFound(data, this.assets);
    if (kind === 'notFoundEs') return entry.renderNotFound(data, this.assets, 'es');
    return entry.renderDocument(route, data, this.assets);
  }
}
