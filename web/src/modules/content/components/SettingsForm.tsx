import { type FormEvent, useRef, useState } from 'react';
import { FormNotice } from '../../../components/ui/Field';
import { useFocusFirstError } from '../../forms/hooks/useFocusFirstError';
import { SETTINGS_FIELDS } from '../content-specs';
import { messageOf, SaveProblem, type SiteContent } from '../hooks/useSiteContent';
import { FieldControls } from './FieldControl';

/** Phone, e-mail, address, EIN, social links and donation button ids: saved together. */
export function SettingsForm({
  settings,
  onSave,
}: {
  settings: SiteContent['settings'];
  onSave: (input: Record<string, string>) => Promise<void>;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...settings }) as Record<string, string>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed save the keyboard goes to the first field in error, never back to the page's top.
  const focusFirstError = useFocusFirstError(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const { __typename: _t, ...input } = values;
      await onSave(input);
      // The server stored the phone in the site's format: the field shows what was stored.
      setValues((old) => {
        const shown = { ...old };
        for (const f of SETTINGS_FIELDS)
          if (f.preview) shown[f.name] = f.preview.normalise(old[f.name] ?? '') ?? old[f.name] ?? '';
        return shown;
      });
      setErrors({});
      setNotice({ tone: 'success', text: 'Saved. The public pages show the change within a few seconds.' });
    } catch (error) {
      setErrors(error instanceof SaveProblem ? error.fields : {});
      focusFirstError();
      setNotice({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="content-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Site settings">
      <div className="content-form__grid">
        <FieldControls
          fields={SETTINGS_FIELDS}
          values={values}
          errors={errors}
          onChange={(name, v) => setValues((old) => ({ ...old, [name]: v }))}
        />
      </div>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it holds. */}
      <button type="submit" className="button" aria-disabled={busy}>
        {busy ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
