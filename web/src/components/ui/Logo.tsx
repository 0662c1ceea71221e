/** The organisation's mark: a mortarboard in a teal roundel with a marigold tassel dot. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="logo-mark">
      <circle cx="32" cy="32" r="32" fill="#0f4c5c" />
      <path d="M14.4 30.4L32 20.8l17.6 9.6L32 39z" fill="#fbf7f1" />
      <path d="M22.4 34.6v7q9.6 6.4 19.2 0v-7" fill="none" stroke="#fbf7f1" strokeWidth="2.9" strokeLinecap="round" />
      <circle cx="48" cy="42.2" r="2.6" fill="#f2b544" />
    </svg>
  );
}
