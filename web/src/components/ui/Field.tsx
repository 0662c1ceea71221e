import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import './field.css';

/** What a field's control receives from its shell: its id and the links to help and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** true shows a star, false "(optional)"; left out, the label stands alone. */
  required?: boolean;
  /** Help under the label: formats, accepted files, size limits, password rules. */
  help?: ReactNode;
  error?: string;
  /** Spans both columns of a form grid. */
  wide?: boolean;
  /** Extra classes of the field's box, e.g. a grid placement. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
  /** The words after an optional field's label, in the page's language (default "(optional)"). */
  optionalLabel?: string;
  /** The error is also said at once (role alert): for a one-field step whose error comes from the server. */
  announceError?: boolean;
}

export const helpId = (id: string) => `${id}-help`;
export const errorId = (id: string) => `${id}-error`;

/**
 * Every form field of the site and the console: a visible label, its help, the control and its
 * error. Help and error are tied to the control by aria-describedby and aria-invalid marks it,
 * so a screen reader reads both.
 */
export function FieldShell({
  id,
  label,
  required,
  help,
  error,
  wide,
  className,
  optionalLabel,
  announceError,
  children,
}: FieldShellProps) {
  const describedBy = [help ? helpId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
  const classes = ['form-field', wide ? 'form-field--wide' : '', error ? 'form-field--invalid' : '', className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required === true ? <RequiredStar /> : null}
        {/* One text node with its space: split in two, Chromium names the field "Middle name(optional)". */}
        {required === false ? <span className="form-optional">{` ${optionalLabel ?? '(optional)'}`}</span> : null}
      </label>
      {help ? (
        <p className="form-help" id={helpId(id)}>
          {help}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      <FieldError id={id} error={error} announce={announceError} />
    </div>
  );
}

/** A field's error under its control, with the id its control's aria-describedby points to. */
export function FieldError({ id, error, announce }: { id: string; error?: string; announce?: boolean }) {
  return error ? (
    <p className="form-error" id={errorId(id)} role={announce ? 'alert' : undefined}>
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;
}

/** The star of a required field; the control's `required` attribute tells assistive tech. */
export function RequiredStar() {
  return (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'children'>;

export interface TextFieldProps extends InputProps {
  label: string;
  name: string;
  id?: string;
  error?: string;
  help?: ReactNode;
  wide?: boolean;
  /** Show the star or "(optional)" after the label; the sign-in cards leave it out. */
  markRequired?: boolean;
  /** A controlled field: its value and the new value on every edit. */
  value?: string;
  onChange?: (value: string) => void;
  /** An uncontrolled field (read from the form's data): told the field's name on every edit. */
  onEdit?: (name: string) => void;
  /** Say the error at once as well as at the field (see FieldShell). */
  announceError?: boolean;
}

/** What a one-line field tells its shell; the star shows only where the form asks for it. */
function shellProps({ label, error, help, wide, markRequired, required, announceError }: TextFieldProps, id: string) {
  return { id, label, required: markRequired ? Boolean(required) : undefined, help, error, wide, announceError };
}

function inputProps({ name, value, onChange, onEdit }: TextFieldProps) {
  return {
    name,
    ...(value !== undefined ? { value } : {}),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange?.(event.target.value);
      onEdit?.(name);
    },
  };
}

/** A one-line input: text, e-mail, a code. */
export function TextField(props: TextFieldProps) {
  const {
    label,
    name,
    id,
    error,
    help,
    wide,
    markRequired,
    value,
    onChange,
    onEdit,
    required,
    announceError,
    type = 'text',
    ...rest
  } = props;
  const ownId = useId();
  return (
    <FieldShell {...shellProps(props, id ?? ownId)}>
      {(control) => (
        <input
          {...rest}
          {...control}
          {...inputProps({ label, name, value, onChange, onEdit })}
          type={type}
          required={required}
          spellCheck={type === 'email' ? false : rest.spellCheck}
        />
      )}
    </FieldShell>
  );
}

/** Spec §2 /login: a password field with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const {
    label,
    name,
    id,
    error,
    help,
    wide,
    markRequired,
    value,
    onChange,
    onEdit,
    required,
    announceError,
    type: _type,
    ...rest
  } = props;
  const ownId = useId();
  const fieldId = id ?? ownId;
  const [shown, setShown] = useState(false);
  return (
    <FieldShell {...shellProps(props, fieldId)}>
      {(control) => (
        <div className="form-password">
          <input
            {...rest}
            {...control}
            {...inputProps({ label, name, value, onChange, onEdit })}
            type={shown ? 'text' : 'password'}
            required={required}
            className="form-password__input"
            autoCapitalize="off"
            spellCheck={false}
          />
          <button
            type="button"
            className="form-password__toggle"
            aria-pressed={shown}
            aria-controls={fieldId}
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** A message box above or below a form. */
/**
 * A notice that stands on every page (the admins' scanning notice): a note, never a live region,
 * so it is not read out on every page and never shares the `status` role with the page's own
 * status line.
 */
export function StandingNotice({ children }: { children: string }) {
  return (
    <p className="form-notice form-notice--info" role="note">
      {children}
    </p>
  );
}

export function FormNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: string }) {
  return (
    <p className={`form-notice form-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
