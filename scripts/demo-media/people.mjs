// Illustrated team portraits (made-up people) for the about page.
import { palette, svg } from './brand.mjs';

const p = palette;
const people = [
  {
    skin: '#8d5a3b',
    hair: '#1d1412',
    shirt: p.terracotta,
    bg: p.marigold,
    style: 'bun',
    label: 'Illustrated portrait of Maya Thompson',
  },
  {
    skin: '#5a3a29',
    hair: '#121212',
    shirt: p.teal,
    bg: p.sage,
    style: 'short',
    glasses: true,
    label: 'Illustrated portrait of Daniel Okafor',
  },
  {
    skin: '#c98e6a',
    hair: '#3b2418',
    shirt: p.tealSoft,
    bg: p.blush,
    style: 'long',
    label: 'Illustrated portrait of Rosa Delgado',
  },
];

export function portrait(i) {
  const d = people[i];
  const hairBack =
    d.style === 'long'
      ? `<path d="M150 250 q-10 -150 90 -160 q100 10 90 160 l10 150 h-200 z" fill="${d.hair}"/>`
      : d.style === 'bun'
        ? `<circle cx="240" cy="118" r="42" fill="${d.hair}"/>`
        : '';
  const hairFront =
    d.style === 'short'
      ? `<path d="M168 228 q-6 -92 72 -98 q78 6 72 98 q-14 -52 -72 -58 q-58 6 -72 58z" fill="${d.hair}"/>`
      : d.style === 'bun'
        ? `<path d="M166 236 q-4 -96 74 -100 q78 4 74 100 q-24 -60 -74 -62 q-50 2 -74 62z" fill="${d.hair}"/>`
        : `<path d="M164 250 q-2 -110 76 -112 q78 2 76 112 q-30 -70 -76 -72 q-30 2 -50 30 q-10 20 -26 42z" fill="${d.hair}"/>`;
  const glasses = d.glasses
    ? `<g fill="none" stroke="${p.navy}" stroke-width="5"><circle cx="212" cy="240" r="20"/><circle cx="268" cy="240" r="20"/><path d="M232 240 h16"/></g>`
    : '';
  const body = `<rect width="480" height="560" fill="${p.cream}"/>
  <circle cx="240" cy="250" r="200" fill="${d.bg}" opacity=".85"/>
  <circle cx="380" cy="110" r="40" fill="${p.coral}" opacity=".35"/>
  <circle cx="96" cy="420" r="28" fill="${p.teal}" opacity=".18"/>
  ${hairBack}
  <path d="M96 560 q10 -150 144 -160 q134 10 144 160z" fill="${d.shirt}"/>
  <path d="M208 330 h64 v60 q-32 26 -64 0z" fill="${d.skin}"/>
  <path d="M200 402 l40 34 l40 -34" fill="none" stroke="${p.cream}" stroke-width="8" stroke-linejoin="round" opacity=".8"/>
  <ellipse cx="240" cy="240" rx="76" ry="92" fill="${d.skin}"/>
  <ellipse cx="164" cy="248" rx="12" ry="18" fill="${d.skin}"/><ellipse cx="316" cy="248" rx="12" ry="18" fill="${d.skin}"/>
  ${hairFront}
  <circle cx="212" cy="242" r="6" fill="${p.navy}"/><circle cx="268" cy="242" r="6" fill="${p.navy}"/>
  <path d="M198 222 q14 -8 28 0 M254 222 q14 -8 28 0" stroke="${d.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${glasses}
  <path d="M214 290 q26 22 52 0" fill="none" stroke="${p.navy}" stroke-width="6" stroke-linecap="round"/>
  <circle cx="194" cy="276" r="11" fill="${p.coral}" opacity=".25"/><circle cx="286" cy="276" r="11" fill="${p.coral}" opacity=".25"/>`;
  return svg(480, 560, body, d.label);
}
