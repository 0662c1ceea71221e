import { useEffect, useId, useRef } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import type { FormDraft } from '../draft';

/** What an application's draft never holds, and what to do about it (said before and after restoring). */
export const APPLICATION_NOT_KEPT =
  'For your safety we never keep your Social Security number, your documents or your consent: re-enter your SSN and re-attach your documents, then tick the consent box again.';

export interface DraftOfferProps {
  offer: FormDraft | null;
  /** What the draft could not keep and must be given again; the message forms keep everything. */
  notKept?: string;
  /** The dialog is open; otherwise an offer waits above the form. */
  asking: boolean;
  restored: boolean;
  onRestore: () => void;
  onDiscard: () => void;
  onLater: () => void;
}

const savedAt = (draft: FormDraft) =>
  new Date(draft.savedAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * "Restore your answers?" when a form comes back with a draft (after a reload), then the
 * reminder of what was not kept. Rendered only in the browser, after the draft is read.
 */
export function DraftOffer({ offer, notKept, asking, restored, onRestore, onDiscard, onLater }: DraftOfferProps) {
  const titleId = useId();
  const bodyId = useId();
  const notice = useRef<HTMLDivElement>(null);
  // After restoring, the reminder takes the focus, so it is read and the form is right below it.
  useEffect(() => {
    if (restored) notice.current?.focus();
  }, [restored]);

  const buttons = (
    <div className="ui-dialog__actions form-draft__actions">
      <button type="button" className="button" onClick={onRestore} data-autofocus>
        Restore
      </button>
      <button type="button" className="button button--secondary" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );

  if (offer) {
    const text = (
      <>
        <p>
          You started this form earlier in this tab (last saved at {savedAt(offer)}). Restore puts back what you typed; Discard
          starts afresh.
        </p>
        {notKept ? <p>{notKept}</p> : null}
      </>
    );
    return asking ? (
      <Dialog open onDismiss={onLater} labelledBy={titleId} describedBy={bodyId} tone="info">
        <h2 className="ui-dialog__title" id={titleId}>
          Restore your answers?
        </h2>
        <div className="ui-dialog__body" id={bodyId}>
          {text}
        </div>
        {buttons}
      </Dialog>
    ) : (
      <section className="form-draft" aria-labelledby={titleId}>
        <h2 className="form-draft__title" id={titleId}>
          Restore your answers?
        </h2>
        {text}
        {buttons}
      </section>
    );
  }
  return restored ? (
    <div className="form-draft form-draft--restored" role="status" tabIndex={-1} ref={notice}>
      <p className="form-draft__title">Your answers are back.</p>
      {notKept ? <p>{notKept}</p> : null}
    </div>
  ) : null;
}
