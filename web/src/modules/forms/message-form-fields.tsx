import { FieldShell } from './field-shell';

export interface SimpleFieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  help?: string;
  maxLength?: number;
  autoComplete?: string;
  onEdit: (name: string) => void;
}

export function TextField({ type = 'text', required = true, ...props }: SimpleFieldProps & { type?: 'text' | 'email' }) {
  return (
    <FieldShell id={props.id} label={props.label} required={required} error={props.error} help={props.help}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={props.name}
          required={required}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          spellCheck={type === 'email' ? false : undefined}
          onInput={() => props.onEdit(props.name)}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ required = true, ...props }: SimpleFieldProps) {
  return (
    <FieldShell id={props.id} label={props.label} required={required} error={props.error} help={props.help} wide>
      {(control) => (
        <textarea
          {...control}
          name={props.name}
          required={required}
          maxLength={props.maxLength}
          rows={6}
          onInput={() => props.onEdit(props.name)}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({ options, required = true, ...props }: SimpleFieldProps & { options: readonly string[] }) {
  return (
    <FieldShell id={props.id} label={props.label} required={required} error={props.error} help={props.help}>
      {(control) => (
        <select {...control} name={props.name} required={required} defaultValue="" onChange={() => props.onEdit(props.name)}>
          <option value="" disabled>
            Select…
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
