import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

interface Notice {
  id: number;
  text: string;
  retry?: () => void;
}

interface NoticeApi {
  /** Logs the error and shows a short notice with Retry; the page stays usable. */
  failed(text: string, error: unknown, retry?: () => void): void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

/** The spec only logs these failures (§8); the console also says so, with a way to try again. */
export function logFailure(text: string, error: unknown): void {
  console.error(`[staff console] ${text}`, error);
}

/**
 * Non-blocking notices in a polite live region at the bottom of the screen. Each stays until
 * it is retried or dismissed, so keyboard and screen-reader users have time to act on it.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);
  const failed = useCallback((text: string, error: unknown, retry?: () => void) => {
    logFailure(text, error);
    const id = next.current++;
    // The same failure twice shows once; at most three notices at a time.
    setNotices((all) => [...all.filter((n) => n.text !== text), { id, text, retry }].slice(-3));
  }, []);
  const api = useMemo(() => ({ failed }), [failed]);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div className="app-notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <div key={notice.id} className="app-notice">
            <p className="app-notice__text">{notice.text}</p>
            <div className="app-notice__actions">
              {notice.retry && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    dismiss(notice.id);
                    notice.retry!();
                  }}
                >
                  Retry
                </button>
              )}
              <button
                type="button"
                className="app-notice__dismiss"
                aria-label="Dismiss notice"
                onClick={() => dismiss(notice.id)}
              >
                ×
              </button>
            </div>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotices(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('useNotices is used outside NoticeProvider');
  return api;
}
