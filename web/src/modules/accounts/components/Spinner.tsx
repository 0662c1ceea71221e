/** Spec §2: the loading spinner shown while the session is checked. */
export function SessionSpinner({ label = 'Checking your session…' }: { label?: string }) {
  return (
    <div className="accounts-spinner" role="status" aria-live="polite">
      <span className="accounts-spinner__wheel" aria-hidden="true" />
      <span className="accounts-spinner__label">{label}</span>
    </div>
  );
}
