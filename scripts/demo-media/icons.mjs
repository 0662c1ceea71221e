// Round icons for the donate options, the ways to give and the home page cards.
import { palette, svg } from './brand.mjs';

const p = palette;
const icon = (body, label, bg) => svg(160, 160, `<circle cx="80" cy="80" r="80" fill="${bg}"/>${body}`, label);
const icons = {
  'icon-dollar': () =>
    icon(
      `<circle cx="80" cy="80" r="46" fill="${p.marigold}"/><text x="80" y="98" text-anchor="middle" font-family="Georgia,serif" font-size="52" font-weight="700" fill="${p.navy}">$1</text>`,
      'A one-dollar coin',
      '#fdf0d5',
    ),
  'icon-heart': () =>
    icon(
      `<path d="M80 58 c-16 -26 -58 -10 -42 22 l42 38 l42 -38 c16 -32 -26 -48 -42 -22z" fill="${p.terracotta}"/>`,
      'A heart',
      '#fbe3d6',
    ),
  'icon-calendar': () =>
    icon(
      `<rect x="40" y="46" width="80" height="72" rx="10" fill="${p.cream}" stroke="${p.teal}" stroke-width="6"/><path d="M40 70 h80" stroke="${p.teal}" stroke-width="6"/><path d="M60 38 v16 M100 38 v16" stroke="${p.teal}" stroke-width="6" stroke-linecap="round"/><circle cx="80" cy="94" r="10" fill="${p.terracotta}"/>`,
      'A calendar',
      '#e3ecf0',
    ),
  'icon-match': () =>
    icon(
      `<rect x="42" y="62" width="76" height="54" rx="8" fill="${p.teal}"/><path d="M64 62 v-10 q0 -8 8 -8 h16 q8 0 8 8 v10" fill="none" stroke="${p.teal}" stroke-width="6"/><text x="80" y="100" text-anchor="middle" font-family="Georgia,serif" font-size="26" font-weight="700" fill="${p.marigold}">×2</text>`,
      'A briefcase with times two',
      '#e3ecf0',
    ),
  'icon-store': () =>
    icon(
      `<path d="M62 62 v-8 q0 -18 18 -18 q18 0 18 18 v8" fill="none" stroke="${p.teal}" stroke-width="6" stroke-linecap="round"/><path d="M44 60 h72 l-6 62 q-1 8 -9 8 h-42 q-8 0 -9 -8z" fill="${p.teal}"/><path d="M80 78 c-8 -12 -26 -4 -18 10 l18 16 l18 -16 c8 -14 -10 -22 -18 -10z" fill="${p.marigold}"/>`,
      'A shopping bag with a heart',
      '#fdf0d5',
    ),
  'icon-stock': () =>
    icon(
      `<path d="M40 110 l26 -26 l20 14 l34 -42" fill="none" stroke="${p.terracotta}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M104 52 h18 v18" fill="none" stroke="${p.terracotta}" stroke-width="8" stroke-linecap="round"/>`,
      'A rising chart',
      '#fbe3d6',
    ),
  'icon-legacy': () =>
    icon(
      `<rect x="48" y="40" width="64" height="84" rx="6" fill="${p.cream}" stroke="${p.navy}" stroke-width="5"/><path d="M60 62 h40 M60 78 h40 M60 94 h26" stroke="${p.navy}" stroke-width="5" stroke-linecap="round"/><circle cx="104" cy="112" r="14" fill="${p.marigold}"/>`,
      'A signed document',
      '#fdf0d5',
    ),
  'icon-fundraiser': () =>
    icon(
      `<path d="M44 70 l56 -22 v64 l-56 -22z" fill="${p.teal}"/><rect x="34" y="68" width="16" height="24" rx="4" fill="${p.teal}"/><path d="M112 64 q12 16 0 32" fill="none" stroke="${p.terracotta}" stroke-width="6" stroke-linecap="round"/><path d="M56 92 l8 26" stroke="${p.teal}" stroke-width="8" stroke-linecap="round"/>`,
      'A megaphone',
      '#e8f0ec',
    ),
};
export const iconIds = Object.keys(icons);
export const iconSvg = (id) => icons[id]();
