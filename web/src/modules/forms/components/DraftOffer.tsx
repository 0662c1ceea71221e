import { useT } from '../../../i18n/I18n';
import { useEffect, useId, useRef } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import type { FormDraft } from '../draft';
import { FORMAT_LOCALE, type Locale } from '@domain/i18n/locales';

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

const savedAt = (draft: FormDraft, locale: Locale) =>
  new Date(draft.savedAt).toLocaleTimeString(FORMAT_LOCALE[locale], { hour: 'numeric', minute: '2-digit' });

/**
 * "Restore your answers?" when a form comes back with a draft (after a reload), then the
 * reminder of what was not kept. Rendered only in the browser, after the draft is read.
 */
export function DraftOffer({ offer, notKept, asking, restored, onRestore, onDiscard, onLater }: DraftOfferProps) {
  const t = useT();
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
        {t('form.draft.restore')}
      </button>
      <button type="button" className="button button--secondary" onClick={onDiscard}>
        {t('form.draft.discard')}
      </button>
    </div>
  );

  if (offer) {
    const text = (
      <>
        <p>{t('form.draft.started', { time: savedAt(offer, t.locale) })}</p>
        {notKept ? <p>{notKept}</p> : null}
      </>
    );
    return asking ? (
      <Dialog open onDismiss={onLater} labelledBy={titleId} describedBy={bodyId} tone="info">
        <h2 className="ui-dialog__title" id={titleId}>
          {t('form.draft.title')}
        </h2>
        <div className="ui-dialog__body" id={bodyId}>
          {text}
        </div>
        {buttons}
      </Dialog>
    ) : (
      <section className="form-draft" aria-labelledby={titleId}>
        <h2 className="form-draft__title" id={titleId}>
          {t('form.draft.title')}
        </h2>
        {text}
        {buttons}
      </section>
    );
  }
  return restored ? (
    <div className="form-draft form-draft--restored" role="status" tabIndex={-1} ref={notice}>
      <p className="form-draft__title">{t('form.draft.back')}</p>
      {notKept ? <p>{notKept}</p> : null}
    </div>
  ) : null;
}
