import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Escape, and every "cancel" answer, lands here; the parent closes the dialog by its state. */
  onDismiss: () => void;
  /** The dialog's accessible name: the id of its title or question. */
  labelledBy: string;
  describedBy?: string;
  /** 'alertdialog' for failures, so screen readers announce them at once. */
  role?: 'dialog' | 'alertdialog';
  /** Accent of the top border: success green, alert red, or the site's teal. */
  tone?: 'success' | 'alert' | 'info' | 'question';
  /** Mark the control to focus on opening with data-autofocus; else the first one is focused. */
  children: ReactNode;
  wide?: boolean;
}

function focusable(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input, select, textarea'));
}

/**
 * The one modal dialog of the site and the console (native <dialog>). Opening moves focus to
 * the control marked data-autofocus (or the first button); Tab and Shift+Tab stay inside;
 * Escape dismisses; closing returns focus to the control that opened it, if it is still there.
 */
export function Dialog({ open, onDismiss, labelledBy, describedBy, role, tone = 'info', wide, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusable(dialog)[0];
      first?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const controls = focusable(event.currentTarget);
    if (controls.length === 0) return;
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (!controls.includes(active as HTMLElement) && !event.currentTarget.contains(active)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${tone}${wide ? ' ui-dialog--wide' : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={trapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

export interface MessageDialogProps {
  open: boolean;
  /** A short heading naming the outcome ("Message sent"); the sentence goes in `message`. */
  title: string;
  /**
   * What happened and what to do, in body text under the heading. It is the dialog's accessible
   * name (the heading its description): the sentences are the spec's own words, the ones a
   * screen reader announces first and that users and tests know the dialog by.
   */
  message?: string;
  /** 'alert' for failures: announced at once as an alert dialog. */
  tone?: 'success' | 'alert' | 'info';
  children?: ReactNode;
  closeLabel?: string;
  /** The close button in the spec's capitals, drawn by CSS (CLOSE): the label stays a word. */
  closeCaps?: boolean;
  /** For long text such as the privacy policy: a wider box whose body scrolls. */
  scrolling?: boolean;
  onClose: () => void;
}

/** A message with one button: results, alerts and the privacy policy. */
export function MessageDialog({
  open,
  title,
  message,
  tone = 'info',
  children,
  closeLabel = 'OK',
  closeCaps,
  scrolling,
  onClose,
}: MessageDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const messageId = useId();
  const hasBody = Boolean(message) || Boolean(children);
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      labelledBy={message ? messageId : titleId}
      describedBy={message ? titleId : hasBody ? bodyId : undefined}
      role={tone === 'alert' ? 'alertdialog' : 'dialog'}
      tone={tone}
      wide={scrolling}
    >
      <h2 className="ui-dialog__title" id={titleId}>
        {tone === 'success' ? (
          <span className="ui-dialog__icon" aria-hidden="true">
            ✓{' '}
          </span>
        ) : null}
        {title}
      </h2>
      {hasBody ? (
        <div className={`ui-dialog__body${scrolling ? ' ui-dialog__body--scroll' : ''}`} id={bodyId}>
          {message ? <p id={messageId}>{message}</p> : null}
          {children}
        </div>
      ) : null}
      <div className="ui-dialog__actions">
        <button
          type="button"
          className={`button form-button${closeCaps ? ' button--caps' : ''}`}
          onClick={onClose}
          data-autofocus
        >
          {closeLabel}
        </button>
      </div>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  /** The question; null keeps the dialog closed. */
  question: string | null;
  /** While the answer is being carried out: both buttons and Escape wait. */
  busy?: boolean;
  /** What Yes says meanwhile, e.g. "Archiving…". */
  busyLabel?: string;
  onYes: () => void;
  onNo: () => void;
}

/** A Yes/No question (delete an account, archive an application). Focus starts on No; Escape means No. */
export function ConfirmDialog({ question, busy = false, busyLabel, onYes, onNo }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={question !== null} onDismiss={() => !busy && onNo()} labelledBy={titleId} tone="question">
      <p className="ui-dialog__question" id={titleId}>
        {question}
      </p>
      <div className="ui-dialog__actions">
        <button type="button" className="button button--danger" onClick={onYes} disabled={busy} aria-busy={busy || undefined}>
          {busy && busyLabel ? busyLabel : 'Yes'}
        </button>
        <button type="button" className="button button--secondary" onClick={onNo} disabled={busy} data-autofocus>
          No
        </button>
      </div>
    </Dialog>
  );
}
