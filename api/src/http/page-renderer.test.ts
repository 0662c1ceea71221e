import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteData } from '../domain/site-content.js';
import { PageRenderer } from './page-renderer.js';

/** A stand-in for the built SSR bundle: its content is a list of page paths, and it counts renders. */
const FAKE_ENTRY = `
const calls = (globalThis.__pageRendererCalls = []);
let failed = false;
export const publicPages = (data) => data.pages.map((path) => ({ path }));
export async function renderDocument(url, data) {
  calls.push(url);
  if (data.failOnce?.includes(url) && !failed) { failed = true; throw new Error('render failed'); }
  return data.pages.includes(url) ? '<page ' + url + ' v' + data.v + '>' : null;
}
export async function renderNotFound(data, assets, locale = 'en') { calls.push('404-' + locale); return '<404 ' + locale + ' v' + data.v + '>'; }
export function renderShell(data) { calls.push('shell'); return '<shell v' + data.v + '>'; }
`;

type FakeData = { v: number; pages: string[]; failOnce?: string[] };
const calls = () => (globalThis as unknown as { __pageRendererCalls: string[] }).__pageRendererCalls;

describe('PageRenderer', () => {
  let dir: string;
  let current: FakeData;
  let renderer: PageRenderer;
  const kept = () => (renderer as unknown as { snapshot?: { documents: { size: number } } }).snapshot?.documents.size;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'odf-page-renderer-'));
    mkdirSync(path.join(dir, 'web'));
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'web', 'index.html'), '<html lang="en"><!--head--><div id="root"><!--app--></div></html>');
    // A file of its own each time, so each test gets a fresh module (and call list).
    writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), FAKE_ENTRY);
    current = { v: 1, pages: ['/', '/about', '/es/about'] };
    renderer = PageRenderer.forBuild(path.join(dir, 'web'), { siteData: async () => current as unknown as SiteData })!;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders a public page once and keeps it until the content changes', async () => {
    expect(await renderer.render('page', '/about')).toBe('<page /about v1>');
    expect(await renderer.render('page', '/about')).toBe('<page /about v1>');
    expect(calls()).toEqual(['/about']);
    current = { ...current, v: 2 };
    expect(await renderer.render('page', '/about')).toBe('<page /about v2>');
    expect(calls()).toEqual(['/about', '/about']);
  });

  it('answers null for a path that is no public page, without rendering or keeping it', async () => {
    for (let i = 0; i < 2_000; i++) expect(await renderer.render('page', `/unknown-${i}-${'x'.repeat(200)}`)).toBeNull();
    expect(await renderer.render('page', '/es/unknown')).toBeNull();
    expect(calls()).toEqual([]);
    expect(kept()).toBe(0);
    // A page published later is known from the next snapshot on.
    current = { v: 2, pages: [...current.pages, '/news'] };
    expect(await renderer.render('page', '/news')).toBe('<page /news v2>');
  });

  it('renders the staff shell and the two 404 pages once each per snapshot', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await renderer.render('shell')).toBe('<shell v1>');
      expect(await renderer.render('notFound')).toBe('<404 en v1>');
      expect(await renderer.render('notFoundEs')).toBe('<404 es v1>');
    }
    expect(calls()).toEqual(['shell', '404-en', '404-es']);
    expect(kept()).toBe(3);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    current = { ...current, failOnce: ['/about'] };
    await expect(renderer.render('page', '/about')).rejects.toThrow('render failed');
    expect(await renderer.render('page', '/about')).toBe('<page /about v1>');
    expect(calls()).toEqual(['/about', '/about']);
  });
});
