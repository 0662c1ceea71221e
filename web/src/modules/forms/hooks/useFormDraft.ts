import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { draftKey, parseDraft, serializeDraft, type FormDraft } from '../draft';

/** The tab's own storage (decision 200); null where the browser blocks it, and then no draft is kept. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const NOT_TYPED = new Set(['file', 'checkbox', 'radio', 'password', 'hidden', 'submit', 'button']);

/** Sets a control's value the way typing does, so the form's own handlers (formatting, errors) run. */
function setAsTyped(control: Control, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function fill(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLSelectElement) {
      // Only a choice the list still offers.
      if (Array.from(control.options).some((o) => o.value === value && !o.disabled)) setAsTyped(control, value);
    } else if (control instanceof HTMLTextAreaElement) setAsTyped(control, value);
    else if (control instanceof HTMLInputElement && !NOT_TYPED.has(control.type)) setAsTyped(control, value);
  }
}

/** Anything typed, chosen, attached or ticked: what leaving the page would lose. */
function hasAnswers(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((el) => {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'checkbox' || el.type === 'radio') return el.checked;
      if (el.type === 'file') return (el.files?.length ?? 0) > 0;
      return !NOT_TYPED.has(el.type) && el.value.trim() !== '';
    }
    return (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && el.value.trim() !== '';
  });
}

/**
 * Keeps a draft of a form's typed answers in the tab's storage while the visitor types (and at
 * once when the page is hidden, e.g. while a files app is open), offers it back when the page
 * returns, warns before leaving with answers in the form, and forgets it on `clear()` (after a
 * successful submission). `kept` names the controls a draft may hold (draft.ts).
 */
export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, name: string, kept: ReadonlySet<string>) {
  const key = draftKey(name);
  // The draft on offer, and whether its dialog is open (Escape leaves the offer above the form).
  const [offer, setOffer] = useState<{ draft: FormDraft; asking: boolean } | null>(null);
  const [restored, setRestored] = useState(false);
  // While a draft is offered and not answered, nothing is saved over it.
  const pendingOffer = useRef<FormDraft | null>(null);
  const timer = useRef(0);

  const save = useCallback(() => {
    window.clearTimeout(timer.current);
    const form = formRef.current;
    const storage = tabStorage();
    if (!form || !storage || pendingOffer.current) return;
    const raw = serializeDraft(new FormData(form).entries(), kept, Date.now());
    try {
      if (raw) storage.setItem(key, raw);
      else storage.removeItem(key);
    } catch {
      /* storage full or blocked: the form still works, without a draft */
    }
  }, [formRef, kept, key]);

  useEffect(() => {
    const form = formRef.current;
    const storage = tabStorage();
    if (!form || !storage) return;
    const found = parseDraft(storage.getItem(key), kept, Date.now());
    if (found) {
      pendingOffer.current = found;
      // The draft lives in the tab's storage, which the prerendered page cannot know: it is
      // read once React runs the form, and only then offered.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOffer({ draft: found, asking: true });
    } else storage.removeItem(key);
    // Says the tab's storage was read, and what it held: tests wait for this instead of a pause.
    form.dataset.draft = found ? 'offered' : 'none';

    // Asked only once something was typed (the same listener is added once), so an untouched
    // page stays eligible for the browser's back-forward cache.
    const warnBeforeLeaving = (event: BeforeUnloadEvent) => {
      if (!hasAnswers(form)) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    const onEdit = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(save, 400);
      window.addEventListener('beforeunload', warnBeforeLeaving);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer.current);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', warnBeforeLeaving);
    };
  }, [formRef, kept, key, save]);

  const answered = () => {
    pendingOffer.current = null;
    setOffer(null);
  };

  return {
    /** The draft on offer, until the visitor restores or discards it. */
    offer: offer?.draft ?? null,
    /** The offer's dialog is open (Escape leaves the offer above the form instead). */
    asking: offer?.asking ?? false,
    /** The answers came back: say what was not kept. */
    restored,
    restore() {
      const form = formRef.current;
      const draft = pendingOffer.current;
      answered();
      if (form && draft) fill(form, draft.values);
      setRestored(true);
      save();
    },
    discard() {
      answered();
      tabStorage()?.removeItem(key);
    },
    later: () => setOffer((current) => current && { ...current, asking: false }),
    /** After a successful submission: no draft, and nothing left to warn about. */
    clear() {
      window.clearTimeout(timer.current);
      pendingOffer.current = null;
      setOffer(null);
      setRestored(false);
      tabStorage()?.removeItem(key);
    },
  };
}
