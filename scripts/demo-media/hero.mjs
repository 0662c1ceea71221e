// The home page's hero scene: one frame of its looping background video at a time.
import { palette } from './brand.mjs';

const p = palette;
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
