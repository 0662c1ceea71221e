import './spinner.css';

/**
 * The console's loading spinner with what is loading: over its words in a panel (spec §2's while
 * the session is checked), beside them in a list or a preview, or filling the page's height.
 */
export function Spinner({
  label = 'Checking your session…',
  layout = 'panel',
}: {
  label?: string;
  layout?: 'panel' | 'inline' | 'page';
}) {
  if (layout !== 'panel')
    return (
      <div className={`app-loading${layout === 'page' ? ' app-loading--page' : ''}`} role="status">
        <span className="app-loading__wheel" aria-hidden="true" />
        {label}
      </div>
    );
  return (
    <div className="accounts-spinner" role="status" aria-live="polite">
      <span className="accounts-spinner__wheel" aria-hidden="true" />
      <span className="accounts-spinner__label">{label}</span>
    </div>
  );
}
