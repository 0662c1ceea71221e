import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/**
 * A Yes/No question in a modal dialog (spec §2: "Are you sure you want to archive {first}
 * {last}'s application?"). Focus starts on No, Tab and Shift+Tab stay inside, Escape means No.
 * When it closes, focus goes back to the control that opened it, if that is still on the page.
 */
export function ConfirmArchiveDialog({
  question,
  busy,
  onYes,
  onNo,
}: {
  question: string | null;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const open = question !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('[data-answer="no"]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
    if (buttons.length === 0) return;
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (!buttons.includes(document.activeElement as HTMLButtonElement)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className="app-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={trapFocus}
      onCancel={(event) => {
        // Escape: the dialog closes through our state, as No.
        event.preventDefault();
        if (!busy) onNo();
      }}
    >
      {open && (
        <>
          <p className="app-dialog__question" id={titleId}>
            {question}
          </p>
          <div className="app-dialog__actions">
            <button type="button" className="button app-button--danger" onClick={onYes} disabled={busy} aria-busy={busy}>
              {busy ? 'Archiving…' : 'Yes'}
            </button>
            <button type="button" className="button button--secondary" data-answer="no" onClick={onNo} disabled={busy}>
              No
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
