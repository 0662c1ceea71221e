/**
 * The Open Diploma Tee of the promo (DEMO CONTENT, the drawing of scripts/demo-media/art.mjs),
 * drawn inline rather than as an <img>: a picture file cannot use the page's fonts, so its
 * lettering fell back to Georgia. Inline, the shirt's print is set in the site's heading face.
 * Decorative: the dialog's text says what the gift is.
 */
export function TeeArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 480"
      width={480}
      height={480}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="480" height="480" fill="#fbe3d6" />
      <ellipse cx="240" cy="420" rx="150" ry="18" fill="#13293d" opacity=".12" />
      <path
        d="M150 110 l-90 50 l34 72 l46 -22 v200 h200 v-200 l46 22 l34 -72 l-90 -50 q-30 30 -90 30 q-60 0 -90 -30z"
        fill="#c2512a"
      />
      <path d="M180 110 q60 40 120 0" fill="none" stroke="#a8421f" strokeWidth="10" />
      <circle cx="240" cy="250" r="52" fill="#fbf7f1" />
      <path d="M211.4 247.4 L240 231.8 L268.6 247.4 L240 261.44 Z" fill="#c2512a" />
      <path
        d="M224.4 254.16 v11.44 q15.6 10.4 31.2 0 v-11.44"
        fill="none"
        stroke="#c2512a"
        strokeWidth="4.68"
        strokeLinecap="round"
      />
      <circle cx="266" cy="266.64" r="4.16" fill="#f2b544" />
      <text x="240" y="350" textAnchor="middle" className="promo__tee-print">
        OPEN DIPLOMA
      </text>
    </svg>
  );
}
