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

/**
 * Splits a one-line field's props three ways: what its shell shows (label, help, error, the
 * star), what its input is given (name, value, required and the edit handler), and the input's
 * own attributes, passed on as they are. The star shows only where the form asks for it.
 */
function splitFieldProps(props: TextFieldProps, id: string) {
  const {
    label,
    name,
    id: _id,
    error,
    help,
    wide,
    markRequired,
    value,
    onChange,
    onEdit,
    required,
    announceError,
    type,
    ...rest
  } = props;
  return {
    shell: { id, label, required: markRequired ? Boolean(required) : undefined, help, error, wide, announceError },
    input: {
      name,
      ...(value !== undefined ? { value } : {}),
      required,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event.target.value);
        onEdit?.(name);
      },
    },
    type,
    rest,
  };
}

/** A one-line input: text, e-mail, a code. */
export function TextField(props: TextFieldProps) {
  const ownId = useId();
  const { shell, input, type = 'text', rest } = splitFieldProps(props, props.id ?? ownId);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <input {...rest} {...control} {...input} type={type} spellCheck={type === 'email' ? false : rest.spellCheck} />
      )}
    </FieldShell>
  );
}

/** Spec §2 /login: a password field with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const ownId = useId();
  const { shell, input, rest } = splitFieldProps(props, props.id ?? ownId);
  const [shown, setShown] = useState(false);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <div className="form-password">
          <input
            {...rest}
            {...control}
            {...input}
            type={shown ? 'text' : 'password'}
            className="form-password__input"
            autoCapitalize="off"
            spellCheck={false}
          />
          <button
            type="button"
            className="form-password__toggle"
            aria-pressed={shown}
            aria-controls={shell.id}
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

/** A message box above or below a form. */
export function FormNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: string }) {
  return (
    <p className={`form-notice form-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
