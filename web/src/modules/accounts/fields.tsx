import { useId, useState, type InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its error under it (announced and tied to the input). */
export function TextField({ label, name, value, onChange, error, hint, type = 'text', ...rest }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`accounts-field${error ? ' accounts-field--invalid' : ''}`}>
      <label className="accounts-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="accounts-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p className="accounts-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="accounts-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Spec §2 /login: a password field with a show/hide toggle. */
export function PasswordField({ label, name, value, onChange, error, hint, ...rest }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`accounts-field${error ? ' accounts-field--invalid' : ''}`}>
      <label className="accounts-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="accounts-password">
        <input
          {...rest}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="accounts-field__input accounts-password__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoCapitalize="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="accounts-password__toggle"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && (
        <p className="accounts-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="accounts-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A message box above or below a form. */
export function FormNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: string }) {
  return (
    <p className={`accounts-notice accounts-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
