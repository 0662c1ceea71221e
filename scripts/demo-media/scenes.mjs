// Wide scenes for the donate carousel, the news stories and the about page.
import { palette, svg } from './brand.mjs';

const p = palette;
function graduate(x, y, s, gown, skin) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M-60 200 q0 -130 60 -140 q60 10 60 140z" fill="${gown}"/>
  <circle cx="0" cy="30" r="34" fill="${skin}"/>
  <path d="M-52 0 l52 -22 l52 22 l-52 22z" fill="${p.navy}"/><path d="M40 5 v34" stroke="${p.marigold}" stroke-width="4"/>
  <path d="M-10 90 l10 20 l10 -20" fill="${p.marigold}"/></g>`;
}

const sky = (id, a, b) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#${id})"/>`;

const scenes = {
  'slide-graduates': [
    'Illustration: three graduates in caps and gowns at sunrise',
    () =>
      `${sky('g1', '#f7c98b', '#fbe9d3')}<circle cx="860" cy="300" r="120" fill="${p.marigold}" opacity=".8"/>
  <path d="M0 520 q300 -80 600 -20 q300 60 600 -10 v185 h-1200z" fill="${p.sage}"/>
  ${graduate(420, 330, 1.5, p.teal, '#8d5a3b')}${graduate(620, 300, 1.7, p.terracotta, '#c98e6a')}${graduate(820, 340, 1.45, p.tealSoft, '#5a3a29')}
  <g fill="${p.navy}" opacity=".8"><path d="M200 160 l30 -12 l30 12 l-30 12z"/><path d="M980 120 l26 -10 l26 10 l-26 10z"/></g>`,
  ],
  'slide-family': [
    'Illustration: a parent and a student hugging on graduation day',
    () =>
      `${sky('g2', '#cfe3dc', '#f6efe3')}<circle cx="300" cy="220" r="150" fill="${p.blush}" opacity=".7"/>
  <path d="M0 560 h1200 v115 h-1200z" fill="#e7d8bf"/>
  <g transform="translate(520 200)"><path d="M-90 400 q0 -220 90 -230 q90 10 90 230z" fill="${p.coral}"/><circle cx="0" cy="120" r="56" fill="#6b4330"/><path d="M-60 100 q0 -70 60 -74 q60 4 60 74 q-20 -40 -60 -40 q-40 0 -60 40z" fill="#1d1412"/></g>
  <g transform="translate(680 240)"><path d="M-80 360 q0 -200 80 -210 q80 10 80 210z" fill="${p.teal}"/><circle cx="0" cy="110" r="50" fill="#8d5a3b"/><path d="M-62 80 l62 -26 l62 26 l-62 26z" fill="${p.navy}"/><path d="M50 86 v40" stroke="${p.marigold}" stroke-width="5"/></g>
  <path d="M560 390 q60 40 120 0" stroke="#6b4330" stroke-width="26" fill="none" stroke-linecap="round"/>
  <path d="M940 160 c-30 -40 -90 -10 -60 40 l60 50 l60 -50 c30 -50 -30 -80 -60 -40z" fill="${p.terracotta}" opacity=".85"/>`,
  ],
  'slide-books': [
    'Illustration: a stack of books with a rolled diploma',
    () =>
      `${sky('g3', '#fbe3d6', '#fff6ec')}<circle cx="900" cy="200" r="170" fill="${p.marigold}" opacity=".35"/>
  <rect x="340" y="470" width="520" height="70" rx="10" fill="${p.teal}"/><rect x="380" y="400" width="460" height="70" rx="10" fill="${p.terracotta}"/>
  <rect x="360" y="330" width="480" height="70" rx="10" fill="${p.sage}"/><rect x="400" y="270" width="400" height="60" rx="10" fill="${p.navy}"/>
  <g transform="rotate(-8 600 230)"><rect x="430" y="200" width="340" height="60" rx="30" fill="${p.cream}" stroke="#d9c7a7" stroke-width="4"/><rect x="585" y="196" width="30" height="68" fill="${p.terracotta}"/></g>
  <path d="M0 540 h1200 v135 h-1200z" fill="#ecd9bd"/>`,
  ],
  'slide-campus': [
    'Illustration: a college campus building at golden hour',
    () =>
      `${sky('g4', '#f2a66b', '#fbe0b8')}<circle cx="260" cy="260" r="110" fill="#fff1c9" opacity=".8"/>
  <g fill="${p.tealDeep}"><rect x="360" y="300" width="480" height="260"/><path d="M340 300 l260 -110 l260 110z"/><rect x="560" y="120" width="80" height="90"/><path d="M550 124 q50 -70 100 0z"/></g>
  <g fill="${p.marigold}">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${395 + i * 72}" y="340" width="30" height="60" rx="15"/>`).join('')}${[
    0, 1, 2, 3, 4, 5,
  ]
    .map((i) => `<rect x="${395 + i * 72}" y="440" width="30" height="60" rx="15" opacity=".7"/>`)
    .join('')}</g>
  <path d="M0 560 q600 -40 1200 0 v115 h-1200z" fill="${p.tealSoft}"/>
  <g fill="${p.teal}"><circle cx="200" cy="500" r="70"/><circle cx="1000" cy="490" r="80"/><circle cx="1090" cy="520" r="60"/></g>`,
  ],
  'slide-community': [
    'Illustration: many hands raised together around a heart',
    () =>
      `${sky('g5', '#dcebe6', '#f8f1e6')}<path d="M600 200 c-60 -80 -180 -20 -120 80 l120 100 l120 -100 c60 -100 -60 -160 -120 -80z" fill="${p.coral}"/>
  ${[
    ['#8d5a3b', 300],
    ['#c98e6a', 450],
    ['#5a3a29', 750],
    ['#e0b08f', 900],
  ]
    .map(
      ([c, x]) =>
        `<path d="M${x - 40} 675 v-170 q0 -30 20 -30 v-50 q0 -20 14 -20 q14 0 14 20 v40 h12 v-60 q0 -20 14 -20 q14 0 14 20 v60 q18 0 18 30 v180z" fill="${c}"/>`,
    )
    .join('')}
  <circle cx="200" cy="140" r="16" fill="${p.marigold}"/><circle cx="1000" cy="120" r="22" fill="${p.marigold}"/><circle cx="1060" cy="260" r="10" fill="${p.teal}"/>`,
  ],
  'news-report': [
    'Illustration: a newspaper and a rising chart of student debt',
    () =>
      `${sky('n1', '#e6eef0', '#f8f4ec')}<rect x="260" y="150" width="520" height="380" rx="16" fill="${p.cream}" stroke="#cfc4b0" stroke-width="4"/>
  <rect x="300" y="190" width="300" height="28" rx="6" fill="${p.navy}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="300" y="${250 + i * 34}" width="200" height="12" rx="6" fill="#d9d0c0"/>`).join('')}
  <path d="M540 460 l60 -60 l50 30 l80 -120" fill="none" stroke="${p.terracotta}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="880" cy="220" r="80" fill="${p.marigold}" opacity=".6"/><text x="880" y="236" text-anchor="middle" font-family="Georgia,serif" font-size="44" font-weight="700" fill="${p.navy}">$1.7T</text>`,
  ],
  'news-scholars': [
    'Illustration: scholarship winners holding certificates',
    () =>
      `${sky('n2', '#fbe3d6', '#fff7ef')}<circle cx="600" cy="260" r="220" fill="${p.sage}" opacity=".45"/>
  ${graduate(470, 290, 1.4, p.teal, '#5a3a29')}${graduate(730, 290, 1.4, p.terracotta, '#c98e6a')}
  <rect x="540" y="420" width="120" height="80" rx="8" fill="${p.cream}" stroke="${p.marigold}" stroke-width="6"/><circle cx="600" cy="460" r="16" fill="${p.terracotta}"/>
  <path d="M0 560 h1200 v115 h-1200z" fill="#ecd9bd"/>`,
  ],
  'about-story': [
    'Illustration: a graduate walking a path toward an open door',
    () =>
      `${sky('a1', '#f7d9b0', '#fbf1e2')}<path d="M560 675 q20 -200 40 -380 h0 q20 180 40 380z" fill="#e7cfa6"/>
  <rect x="540" y="160" width="120" height="160" rx="60" fill="${p.teal}"/><rect x="560" y="180" width="80" height="140" rx="40" fill="#fff1c9"/>
  ${graduate(470, 400, 1.2, p.terracotta, '#8d5a3b')}
  <g fill="${p.sage}"><circle cx="220" cy="520" r="90"/><circle cx="980" cy="500" r="110"/></g>`,
  ],
  'partner-banner': [
    'Illustration: two hands shaking in front of a sunrise',
    () =>
      `${sky('pb', '#0f4c5c', '#1f7a80')}<circle cx="600" cy="560" r="260" fill="${p.marigold}" opacity=".35"/>
  <path d="M300 420 l160 -60 l120 40 l-80 60z" fill="#c98e6a"/><path d="M900 420 l-160 -60 l-120 40 l80 60z" fill="#5a3a29"/>
  <path d="M500 400 q100 -70 200 0 q-100 60 -200 0z" fill="#8d5a3b"/>`,
  ],
};
export const sceneIds = Object.keys(scenes);
export function scene(id) {
  const [label, draw] = scenes[id];
  return svg(1200, 675, draw(), label);
}
