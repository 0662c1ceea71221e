import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '..');
const tokensFile = path.join(webSrc, 'styles', 'tokens.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') && full !== tokensFile ? [full] : [];
  });
}

const tokens = new Set(readFileSync(tokensFile, 'utf8').match(/--[a-z0-9-]+(?=:)/g));
const files = cssFiles(webSrc).map((file) => ({ name: path.relative(webSrc, file), css: readFileSync(file, 'utf8') }));

// Colours are chosen once, in tokens.css; a second copy in a module drifts from the first.
describe('design tokens', () => {
  it('finds the style sheets it checks', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('writes no hex colour outside tokens.css', () => {
    const found = files.flatMap(({ name, css }) => (css.match(/#[0-9a-fA-F]{3,8}\b/g) ?? []).map((hex) => `${name}: ${hex}`));
    expect(found).toEqual([]);
  });

  it('gives no fallback to a token that tokens.css defines', () => {
    const found = files.flatMap(({ name, css }) =>
      [...css.matchAll(/var\((--[a-z0-9-]+)\s*,/g)].filter((m) => tokens.has(m[1]!)).map((m) => `${name}: ${m[1]}`),
    );
    expect(found).toEqual([]);
  });
});
