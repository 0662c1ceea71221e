// Store product pictures: the merchandise the demo store sells.
import { mark, palette, svg } from './brand.mjs';

const p = palette;
const tile = (bg) =>
  `<rect width="480" height="480" fill="${bg}"/><ellipse cx="240" cy="420" rx="150" ry="18" fill="${p.navy}" opacity=".12"/>`;
const products = {
  'mug-classic': [
    'ODF Classic Mug',
    () =>
      `${tile('#f6ead7')}<path d="M330 190 q70 0 70 60 q0 60 -70 60" fill="none" stroke="${p.teal}" stroke-width="26"/>
  <path d="M130 140 h210 v220 q0 50 -50 50 h-110 q-50 0 -50 -50z" fill="${p.teal}"/>
  <ellipse cx="235" cy="140" rx="105" ry="16" fill="${p.tealDeep}"/>${mark(235, 265, 58, p.cream, p.teal)}`,
  ],
  'mug-camp': [
    'Debt-Free Dreams Camp Mug',
    () =>
      `${tile('#e8f0ec')}<path d="M330 200 q64 0 64 54 q0 54 -64 54" fill="none" stroke="${p.cream}" stroke-width="22"/>
  <path d="M140 150 h200 v210 q0 40 -40 40 h-120 q-40 0 -40 -40z" fill="${p.cream}" stroke="${p.navy}" stroke-width="6"/>
  <path d="M140 150 h200" stroke="${p.navy}" stroke-width="14"/>
  <text x="240" y="262" text-anchor="middle" font-family="Georgia,serif" font-size="27" font-weight="700" fill="${p.terracotta}">DEBT-FREE</text>
  <text x="240" y="302" text-anchor="middle" font-family="Georgia,serif" font-size="30" fill="${p.teal}">dreams</text>`,
  ],
  tee: [
    'Open Diploma Tee',
    () =>
      `${tile('#fbe3d6')}<path d="M150 110 l-90 50 l34 72 l46 -22 v200 h200 v-200 l46 22 l34 -72 l-90 -50 q-30 30 -90 30 q-60 0 -90 -30z" fill="${p.terracotta}"/>
  <path d="M180 110 q60 40 120 0" fill="none" stroke="#a8421f" stroke-width="10"/>${mark(240, 250, 52, p.cream, p.terracotta)}
  <text x="240" y="348" text-anchor="middle" font-family="Georgia,serif" font-size="22" fill="${p.cream}">OPEN DIPLOMA</text>`,
  ],
  hoodie: [
    'First-Gen Hoodie',
    () =>
      `${tile('#e3ecf0')}<path d="M170 100 q70 -50 140 0 l90 60 l30 200 l-56 10 l-14 -150 v200 h-220 v-200 l-14 150 l-56 -10 l30 -200z" fill="${p.teal}"/>
  <path d="M190 104 q50 80 100 0" fill="${p.tealDeep}"/><path d="M222 150 v60 M258 150 v60" stroke="${p.cream}" stroke-width="5" stroke-linecap="round"/>
  <rect x="180" y="300" width="120" height="60" rx="14" fill="${p.tealDeep}"/>
  <text x="240" y="268" text-anchor="middle" font-family="Georgia,serif" font-size="30" font-weight="700" fill="${p.marigold}">FIRST-GEN</text>`,
  ],
  cap: [
    'Class of Tomorrow Cap',
    () =>
      `${tile('#f7efd9')}<path d="M110 280 q0 -130 130 -130 q130 0 130 130z" fill="${p.marigold}"/>
  <path d="M240 150 v130" stroke="#d99b2b" stroke-width="5"/><path d="M90 280 h300 q40 0 60 26 h-360z" fill="#d99b2b"/>
  <circle cx="240" cy="150" r="10" fill="#d99b2b"/>${mark(240, 232, 30, p.teal, p.cream)}`,
  ],
  tote: [
    'Scholar Tote Bag',
    () =>
      `${tile('#eef1e6')}<path d="M180 170 q0 -80 60 -80 q60 0 60 80" fill="none" stroke="${p.tealDeep}" stroke-width="14"/>
  <path d="M120 160 h240 l20 240 h-280z" fill="#efe2c8" stroke="${p.tealDeep}" stroke-width="4"/>
  <text x="240" y="250" text-anchor="middle" font-family="Georgia,serif" font-size="30" fill="${p.teal}">Learn.</text>
  <text x="240" y="290" text-anchor="middle" font-family="Georgia,serif" font-size="30" fill="${p.terracotta}">Grow.</text>
  <text x="240" y="330" text-anchor="middle" font-family="Georgia,serif" font-size="30" fill="${p.teal}">Owe nothing.</text>`,
  ],
  backpack: [
    'Campus Backpack',
    () =>
      `${tile('#f9e6dc')}<path d="M200 110 q0 -40 40 -40 q40 0 40 40" fill="none" stroke="${p.navy}" stroke-width="14"/>
  <rect x="140" y="100" width="200" height="290" rx="60" fill="${p.navy}"/>
  <rect x="170" y="250" width="140" height="110" rx="24" fill="${p.tealSoft}"/><path d="M170 285 h140" stroke="${p.navy}" stroke-width="6"/>
  ${mark(240, 180, 36, p.marigold, p.navy)}`,
  ],
  stickers: [
    'Sticker Pack',
    () =>
      `${tile('#f3ecf6')}<g transform="rotate(-10 170 200)"><rect x="90" y="130" width="170" height="130" rx="22" fill="${p.coral}"/><text x="175" y="205" text-anchor="middle" font-family="Georgia,serif" font-size="30" font-weight="700" fill="${p.cream}">$0 DEBT</text></g>
  <g transform="rotate(8 320 200)">${mark(320, 190, 70, p.teal, p.cream)}</g>
  <g transform="rotate(4 240 330)"><rect x="130" y="290" width="220" height="80" rx="40" fill="${p.marigold}"/><text x="240" y="342" text-anchor="middle" font-family="Georgia,serif" font-size="28" fill="${p.navy}">class of tomorrow</text></g>`,
  ],
  notebook: [
    'Study Notebook',
    () =>
      `${tile('#e6eef0')}<rect x="140" y="80" width="210" height="300" rx="12" fill="${p.tealSoft}"/>
  <rect x="140" y="80" width="30" height="300" rx="8" fill="${p.teal}"/>
  <rect x="196" y="140" width="128" height="70" rx="8" fill="${p.cream}"/>
  <text x="260" y="184" text-anchor="middle" font-family="Georgia,serif" font-size="22" fill="${p.teal}">Notes</text>
  <path d="M340 80 v120 l-16 -14 l-16 14 v-120" fill="${p.marigold}"/>${mark(260, 300, 34, p.cream, p.tealSoft)}`,
  ],
};
export const productIds = Object.keys(products);
export function product(id) {
  const [label, draw] = products[id];
  return svg(480, 480, draw(), `Demo product illustration: ${label}`);
}
