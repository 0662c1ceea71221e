import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The preview beside the page: a non-modal dialog in the page's flow. Opening focuses the
 * control marked data-autofocus (else the first button); Escape inside it closes it; closing
 * returns focus to the control that opened it, once the page has shown that control again.
 */
export function DockedPanel({ titleId, onDismiss, children }: { titleId: string; onDismiss: () => void; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    const panel = ref.current;
    panel?.scrollIntoView({ block: 'nearest' });
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>('button:not([disabled])');
    first?.focus({ preventScroll: true });
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss();
  }
  return (
    <section
      ref={ref}
      className="doc-preview-docked"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {children}
    </section>
  );
}
