// Demo artwork for the site, drawn as SVG by code: no stock photos, no real people.
// Everything here is placeholder content a nonprofit adopting the site replaces.

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

const svg = (w, h, body, label) =>
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

// ---------- people ----------
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

// ---------- store products ----------
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

// ---------- scenes (donate carousel, news, about) ----------
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

// ---------- icons (donate options, ways to give, home cards) ----------
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

// ---------- the hero scene (frames of the background video) ----------
const caps = Array.from({ length: 9 }, (_, i) => ({
  x: 80 + ((i * 151) % 900) + (i % 2) * 60,
  phase: (i * 0.37) % 1,
  size: 0.7 + ((i * 7) % 5) * 0.12,
}));
const dots = Array.from({ length: 18 }, (_, i) => ({
  x: (i * 97) % 960,
  y: 40 + ((i * 53) % 300),
  r: 3 + (i % 4) * 2,
  phase: (i * 0.29) % 1,
}));

/** One frame of the looping hero animation, t in [0, 1). */
export function heroFrame(t) {
  const tau = Math.PI * 2;
  const capShapes = caps
    .map((c) => {
      const k = (t + c.phase) % 1;
      const y = 600 - k * 720;
      const x = c.x + Math.sin(tau * (t * 2 + c.phase)) * 18;
      const rot = Math.sin(tau * (t + c.phase)) * 18;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)}) scale(${c.size})" opacity=".9"><path d="M-30 0 l30 -12 l30 12 l-30 12z" fill="${p.navy}"/><path d="M22 4 v18" stroke="${p.marigold}" stroke-width="3"/></g>`;
    })
    .join('');
  const glow = dots
    .map((d) => {
      const a = 0.25 + 0.25 * Math.sin(tau * (t + d.phase));
      return `<circle cx="${d.x}" cy="${(d.y - Math.sin(tau * (t + d.phase)) * 10).toFixed(1)}" r="${d.r}" fill="#fff4d6" opacity="${a.toFixed(2)}"/>`;
    })
    .join('');
  const windows = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const lit = 0.65 + 0.3 * Math.sin(tau * (t + i * 0.13));
      return `<rect x="${318 + i * 48}" y="392" width="20" height="40" rx="10" fill="${p.marigold}" opacity="${lit.toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f4c5c"/><stop offset=".55" stop-color="#c86b4a"/><stop offset="1" stop-color="#f2b56e"/></linearGradient>
  <radialGradient id="sun" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffe6a8"/><stop offset="1" stop-color="#ffe6a8" stop-opacity="0"/></radialGradient></defs>
  <rect width="960" height="540" fill="url(#sky)"/>
  <circle cx="690" cy="${(380 - Math.sin(tau * t) * 6).toFixed(1)}" r="170" fill="url(#sun)"/><circle cx="690" cy="${(380 - Math.sin(tau * t) * 6).toFixed(1)}" r="62" fill="#ffd98a"/>
  ${glow}
  <g fill="${p.tealDeep}"><rect x="290" y="360" width="360" height="180"/><path d="M276 360 l194 -80 l194 80z"/><rect x="440" y="230" width="60" height="60"/><path d="M432 234 q38 -52 76 0z"/>
  <circle cx="120" cy="480" r="90"/><circle cx="210" cy="500" r="70"/><circle cx="820" cy="470" r="100"/><circle cx="920" cy="500" r="80"/></g>
  ${windows}
  <path d="M0 505 q480 -30 960 0 v35 h-960z" fill="#08303a"/>
  ${capShapes}
</svg>`;
}
