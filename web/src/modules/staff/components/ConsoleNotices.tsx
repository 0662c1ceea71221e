import { useState } from 'react';
import type { ConsoleNoticesQuery } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { useConsoleNotices } from '../hooks/useConsoleNotices';
import '../console-notices.css';

type Notice = ConsoleNoticesQuery['consoleNotices'][number];

/**
 * The notices to admins on every console page (issue 42, problem 8): one line in plain words, the
 * technical detail behind "Details", and Dismiss, which hides it for this admin on every browser
 * until it grows (the server keeps the dismissal).
 */
export function ConsoleNotices() {
  const { user } = useSession();
  const admin = roleMay(user?.role, 'users:manage');
  const { notices, dismiss } = useConsoleNotices(admin);
  if (!admin || !notices.length) return null;
  return (
    <div className="console-notices">
      {notices.map((notice) => (
        <ConsoleNoticeView key={notice.key} notice={notice} onDismiss={() => dismiss(notice.key)} />
      ))}
    </div>
  );
}

export function ConsoleNoticeView({ notice, onDismiss }: { notice: Notice; onDismiss: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function dismissNotice() {
    setBusy(true);
    setFailed(false);
    try {
      await onDismiss();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  // A note, never a live region: it stands on every page beside the page's own status line.
  return (
    <div className="console-notice" role="note" aria-label="Notice for admins">
      <div className="console-notice__words">
        <p className="console-notice__text">{notice.text}</p>
        <details className="console-notice__details">
          <summary>Details</summary>
          <p>{notice.detail}</p>
        </details>
        {failed && <p className="console-notice__problem">The notice could not be dismissed. Please try again.</p>}
      </div>
      <button
        type="button"
        className="button button--secondary button--small console-notice__dismiss"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void dismissNotice()}
      >
        Dismiss<span className="visually-hidden"> this notice</span>
      </button>
    </div>
  );
}
