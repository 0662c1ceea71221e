import { useId } from 'react';
import { FieldShell, TextField } from '../../../components/ui/Field';
import type { ItemField } from '../content-specs';

/** One field of a content form, from its spec: text, e-mail, link, date, long text or a choice. */
export function FieldControl({
  field,
  value,
  error,
  onChange,
}: {
  field: ItemField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (field.kind === 'textarea' || field.kind === 'select') {
    return (
      <FieldShell
        id={id}
        label={field.label}
        required={field.required}
        help={field.help}
        error={error}
        wide={field.kind === 'textarea'}
      >
        {(control) =>
          field.kind === 'textarea' ? (
            <textarea
              {...control}
              name={field.name}
              lang={field.lang}
              rows={6}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <select
              {...control}
              name={field.name}
              required={field.required}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            >
              <option value="">Choose…</option>
              {field.options?.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          )
        }
      </FieldShell>
    );
  }
  const text = (
    <TextField
      label={field.label}
      name={field.name}
      type={field.kind ?? 'text'}
      required={field.required}
      markRequired
      help={field.help}
      error={error}
      value={value}
      onChange={onChange}
      lang={field.lang}
    />
  );
  if (!field.preview) return text;
  return (
    <div className="content-field-with-preview">
      {text}
      <FieldPreviewLine preview={field.preview} value={value} />
    </div>
  );
}

/** "Shows on the site as $18": what the server will store, live as staff type (polite, not on every key). */
function FieldPreviewLine({ preview, value }: { preview: NonNullable<ItemField['preview']>; value: string }) {
  const shown = preview.normalise(value);
  return (
    <p className="content-preview" aria-live="polite">
      {shown === null ? preview.invalid : shown === '' ? 'Not shown on the site while empty.' : `Shows on the site as ${shown}`}
    </p>
  );
}

/** A content form's fields from their specs, with their values and errors by name. */
export function FieldControls({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly ItemField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  return fields.map((field) => (
    <FieldControl
      key={field.name}
      field={field}
      value={values[field.name] ?? ''}
      error={errors[field.name]}
      onChange={(v) => onChange(field.name, v)}
    />
  ));
}
