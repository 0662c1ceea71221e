// The site's demo colours, its round mark and the SVG frame every drawing uses.

export const palette = {
  teal: '#0f4c5c',
  tealDeep: '#0a3642',
  tealSoft: '#1f7a80',
  sand: '#f3e3c7',
  cream: '#fbf7f1',
  marigold: '#f2b544',
  coral: '#e0734a',
  terracotta: '#c2512a',
  sage: '#8fb9a8',
  blush: '#f6c9b0',
  navy: '#13293d',
};
const p = palette;

/** A standalone SVG document with an accessible name. */
export const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">${body}</svg>\n`;

/** The round ODF mark used on merchandise and the favicon. */
export function mark(cx, cy, r, bg = p.teal, fg = p.cream) {
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>
  <path d="M${cx - r * 0.55} ${cy - r * 0.05} L${cx} ${cy - r * 0.35} L${cx + r * 0.55} ${cy - r * 0.05} L${cx} ${cy + r * 0.22} Z" fill="${fg}"/>
  <path d="M${cx - r * 0.3} ${cy + r * 0.08} v${r * 0.22} q${r * 0.3} ${r * 0.2} ${r * 0.6} 0 v-${r * 0.22}" fill="none" stroke="${fg}" stroke-width="${r * 0.09}" stroke-linecap="round"/>
  <circle cx="${cx + r * 0.5}" cy="${cy + r * 0.32}" r="${r * 0.08}" fill="${p.marigold}"/></g>`;
}

export function favicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark(32, 32, 32)}</svg>\n`;
}
