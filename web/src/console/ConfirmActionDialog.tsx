import { useEffect, useId, useRef, type RefObject } from 'react';
import { Dialog } from '../components/ui/Dialog';
import './confirm-action.css';

/** What a confirmation says: who is affected and what happens, and what its button does. */
export interface ConfirmAction {
  /** The question, naming the person: "Delete Jane Doe?" */
  title: string;
  /** What the action does, in plain sentences: the dialog's description. */
  consequence: string;
  /** The button that does it, naming the person: "Delete Jane Doe". */
  confirmLabel: string;
  /** What that button says while the server works: "Deleting…". */
  busyLabel: string;
}

export interface ConfirmActionDialogProps {
  /** null keeps the dialog closed. */
  action: ConfirmAction | null;
  /** While the server works: both buttons and Escape wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where focus goes when the dialog closes and the button that opened it is gone (its row was
   * deleted): else it would fall to the top of the page.
   */
  focusAfterwards?: RefObject<HTMLElement | null>;
}

/**
 * The console's confirmation of a step that cannot be undone (issue 42): a heading asking about
 * one person, the consequence as its description, Cancel (focused first, like Escape) and a
 * button that names what it does. Built on the site's one modal dialog.
 */
export function ConfirmActionDialog({ action, busy = false, onConfirm, onCancel, focusAfterwards }: ConfirmActionDialogProps) {
  const titleId = useId();
  const consequenceId = useId();
  const open = action !== null;
  const wasOpen = useRef(false);

  // Runs after Dialog's own effect, which has given focus back to the opener if it is still there.
  useEffect(() => {
    if (wasOpen.current && !open) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) focusAfterwards?.current?.focus();
    }
    wasOpen.current = open;
  }, [open, focusAfterwards]);

  return (
    <Dialog open={open} onDismiss={() => !busy && onCancel()} labelledBy={titleId} describedBy={consequenceId} tone="alert">
      {action && (
        <>
          <h2 className="ui-dialog__title" id={titleId}>
            {action.title}
          </h2>
          <div className="ui-dialog__body" id={consequenceId}>
            <p>{action.consequence}</p>
          </div>
          <div className="ui-dialog__actions confirm-action__buttons">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy} data-autofocus>
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? action.busyLabel : action.confirmLabel}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
