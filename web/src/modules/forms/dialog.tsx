import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  /** 'alert' for failures: announced at once as an alert dialog. */
  tone?: 'success' | 'alert' | 'info';
  children?: ReactNode;
  closeLabel?: string;
  onClose: () => void;
}

/**
 * A modal message box (native <dialog>): focus moves into it, Escape and the button close it,
 * and focus returns to where it was. Used for results, alerts and the privacy policy.
 */
export function MessageDialog({ open, title, tone = 'info', children, closeLabel = 'OK', onClose }: MessageDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`form-dialog form-dialog--${tone}`}
      role={tone === 'alert' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 className="form-dialog__title" id={titleId}>
            {tone === 'success' ? (
              <span className="form-dialog__icon" aria-hidden="true">
                ✓{' '}
              </span>
            ) : null}
            {title}
          </h2>
          {children ? (
            <div className="form-dialog__body" id={bodyId}>
              {children}
            </div>
          ) : null}
          <div className="form-dialog__actions">
            <button type="button" className="button form-button" onClick={onClose} autoFocus>
              {closeLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
