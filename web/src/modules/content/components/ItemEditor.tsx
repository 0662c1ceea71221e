import { type FormEvent, useId, useRef, useState } from 'react';
import { FieldShell, FormNotice } from '../../../components/ui/Field';
import { useFocusFirstError } from '../../forms/hooks/useFocusFirstError';
import type { ListSpec } from '../content-specs';
import { messageOf, SaveProblem, type ContentItem } from '../hooks/useSiteContent';
import { FieldControls } from './FieldControl';

const PICTURE_HELP = 'PNG, JPEG or WebP, at most 5 MB.';

/** Adds an item (no `item`) or edits one: its fields, a picture with a preview, and visibility. */
export function ItemEditor({
  spec,
  item,
  onSave,
  onClose,
}: {
  spec: ListSpec;
  item: ContentItem | null;
  onSave: (input: Record<string, unknown>, picture: File | null) => Promise<void>;
  onClose: () => void;
}) {
  const record = (item ?? {}) as Record<string, unknown>;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(spec.fields.map((f) => [f.name, typeof record[f.name] === 'string' ? (record[f.name] as string) : ''])),
  );
  const [visible, setVisible] = useState(item ? item.visible : true);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed save the keyboard goes to the first field in error, never back to the page's top.
  const focusFirstError = useFocusFirstError(formRef);
  const pictureId = useId();
  const headingId = useId();
  const current = (record.photo ?? record.image ?? null) as string | null;

  function choosePicture(file: File | null) {
    if (preview) URL.revokeObjectURL(preview);
    setPicture(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      // An update sends only what it changes; empty optional fields are sent as "" to clear them.
      const input: Record<string, unknown> = { ...values, visible };
      if (item) input.id = item.id;
      else for (const f of spec.fields) if (!f.required && input[f.name] === '') delete input[f.name];
      await onSave(input, picture);
      onClose();
    } catch (error) {
      setErrors(error instanceof SaveProblem ? error.fields : {});
      focusFirstError();
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const title = item ? `Edit ${spec.noun}` : `Add a ${spec.noun}`;
  return (
    <section className="content-editor" aria-labelledby={headingId}>
      <h3 id={headingId} className="content-editor__title">
        {title}
      </h3>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <div className="content-form__grid">
          <FieldControls
            fields={spec.fields}
            values={values}
            errors={errors}
            onChange={(name, v) => setValues((old) => ({ ...old, [name]: v }))}
          />
          <FieldShell
            id={pictureId}
            label={spec.pictureLabel}
            required={false}
            help={PICTURE_HELP}
            error={errors.photo ?? errors.image}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                name="picture"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => choosePicture(e.target.files?.[0] ?? null)}
              />
            )}
          </FieldShell>
          <div className="content-editor__preview">
            {preview || current ? (
              <img src={preview ?? current ?? ''} alt={`${spec.pictureLabel} preview`} width={160} height={120} />
            ) : (
              <span className="content-editor__placeholder">No {spec.pictureLabel.toLowerCase()} yet</span>
            )}
          </div>
          <label className="content-editor__check">
            <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} /> Shown on the public page
          </label>
        </div>
        {problem && <FormNotice tone="error">{problem}</FormNotice>}
        <div className="content-editor__actions">
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it holds. */}
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? 'Saving…' : item ? 'Save changes' : `Add ${spec.noun}`}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
