// Regenerates the site's demo media into web/public/ (run by hand: `node scripts/demo-media/generate.mjs`).
// SVG illustrations are written directly; the hero video and poster are rendered frame by frame in
// Chromium and encoded with ffmpeg (WebM/VP9 + MP4/H.264, no audio); the Open Graph image is a PNG.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { favicon, heroFrame, iconIds, iconSvg, mark, palette, portrait, product, productIds, scene, sceneIds } from './art.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const pub = path.join(root, 'web/public');
const media = path.join(pub, 'media');
mkdirSync(media, { recursive: true });

writeFileSync(path.join(pub, 'favicon.svg'), favicon());
for (const i of [0, 1, 2]) writeFileSync(path.join(media, `team-${i}.svg`), portrait(i));
for (const id of productIds) writeFileSync(path.join(media, `product-${id}.svg`), product(id));
for (const id of sceneIds) writeFileSync(path.join(media, `${id}.svg`), scene(id));
for (const id of iconIds) writeFileSync(path.join(media, `${id}.svg`), iconSvg(id));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
const frames = mkdtempSync(path.join(tmpdir(), 'odf-hero-'));
const fps = 24;
const seconds = 8;
for (let f = 0; f < fps * seconds; f++) {
  await page.setContent(`<body style="margin:0">${heroFrame(f / (fps * seconds))}</body>`);
  await page.screenshot({ path: path.join(frames, `f${String(f).padStart(4, '0')}.png`) });
}

const ff = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
const input = ['-framerate', String(fps), '-i', path.join(frames, 'f%04d.png')];
ff([
  ...input,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '40',
  '-row-mt',
  '1',
  '-pix_fmt',
  'yuv420p',
  '-an',
  path.join(media, 'hero.webm'),
]);
ff([
  ...input,
  '-c:v',
  'libx264',
  '-crf',
  '28',
  '-preset',
  'slow',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  path.join(media, 'hero.mp4'),
]);
ff(['-i', path.join(frames, 'f0000.png'), '-c:v', 'libwebp', '-quality', '72', path.join(media, 'hero-poster.webp')]);
rmSync(frames, { recursive: true, force: true });

// Open Graph card, 1200×630 PNG (the format every social network reads).
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<body style="margin:0;width:1200px;height:630px;background:${palette.teal};display:flex;align-items:center;gap:56px;padding:0 90px;box-sizing:border-box;font-family:Georgia,serif;color:${palette.cream}">
  <svg width="220" height="220" viewBox="0 0 220 220">${mark(110, 110, 110, palette.cream, palette.teal)}</svg>
  <div><div style="font-size:76px;font-weight:700;line-height:1.05">Open Diploma Fund</div>
  <div style="font-size:36px;margin-top:24px;color:${palette.marigold}">Helping families pay off college loans</div></div></body>`);
await page.screenshot({ path: path.join(media, 'og-image.png') });
await browser.close();

for (const f of ['hero.webm', 'hero.mp4', 'hero-poster.webp', 'og-image.png'])
  console.log(f, (statSync(path.join(media, f)).size / 1024).toFixed(0), 'KB');
