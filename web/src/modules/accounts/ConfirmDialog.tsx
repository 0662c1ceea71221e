import { useEffect, useId, useRef } from 'react';

/** A Yes/No question in a native modal dialog; Escape and No both cancel. */
export function ConfirmDialog({
  open,
  question,
  busy = false,
  onYes,
  onNo,
}: {
  open: boolean;
  question: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="accounts-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onNo();
      }}
    >
      {open && (
        <>
          <p className="accounts-dialog__question" id={titleId}>
            {question}
          </p>
          <div className="accounts-dialog__actions">
            <button type="button" className="button accounts-button--danger" onClick={onYes} disabled={busy}>
              Yes
            </button>
            <button type="button" className="button button--secondary" onClick={onNo} autoFocus>
              No
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
