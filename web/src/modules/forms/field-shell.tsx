import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required: boolean;
  /** Help under the label: formats, accepted files, size limits. */
  help?: ReactNode;
  error?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export const helpId = (id: string) => `${id}-help`;
export const errorId = (id: string) => `${id}-error`;

/**
 * A visible label, the control, its help and its error. The error and help are tied to the
 * control by aria-describedby, and aria-invalid marks it, so a screen reader reads both.
 */
export function FieldShell({ id, label, required, help, error, wide, children }: FieldShellProps) {
  const describedBy = [help ? helpId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}${error ? ' form-field--invalid' : ''}`}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required ? <RequiredStar /> : <span className="form-optional"> (optional)</span>}
      </label>
      {help ? (
        <p className="form-help" id={helpId(id)}>
          {help}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p className="form-error" id={errorId(id)}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
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
