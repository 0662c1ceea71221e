import type { SocialLink } from '../../site/site-config';

/** Small inline icons (decorative: the link or button around them carries the name). */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function ChevronIcon() {
  return (
    <svg {...base} width={14} height={14} className="icon-chevron">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...base} className="icon-menu">
      <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...base} width={16} height={16}>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V8a4 4 0 018 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg {...base}>
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg {...base}>
      <path
        d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ArrowIcon() {
  return (
    <svg {...base} width={18} height={18}>
      <path
        d="M5 12h14M13 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const socialPaths: Record<SocialLink['name'], string> = {
  Facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  Instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2.5a1 1 0 100 2 1 1 0 000-2z',
  LinkedIn:
    'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v2c.6-1.2 2-2.2 4-2.2 3.4 0 4 2.2 4 5V21h-4v-5.5c0-1.4-.3-2.7-2-2.7s-2 1.3-2 2.6V21h-4z',
  X: 'M4 3h5l4 6 5-6h3l-7 8 8 10h-5l-4.5-6L7 21H4l7.5-8.6z',
};

export function SocialIcon({ name }: { name: SocialLink['name'] }) {
  return (
    <svg {...base}>
      <path d={socialPaths[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
