import type { FieldSpec } from '@domain/applications/field-spec';
import type { DocumentSpec } from '@domain/applications/documents';
import { formatMegabytes } from '@domain/applications/documents';
import { FieldShell, type ControlProps } from '../../../components/ui/Field';
import { moneyMask, phoneMask, ssnMask, zipMask, type Mask } from '../formatters';
import { MaskedInput } from './MaskedInput';
import { useT } from '../../../i18n/I18n';
import type { MessageKey } from '../../../i18n/messages/en';

/** Household size and other whole numbers: digits only, as many as the field allows. */
function digitsMask(max: number): Mask {
  return {
    clean: (text) => text.replace(/\D/g, '').slice(0, max),
    format: (clean) => ({ text: clean, ends: Array.from({ length: clean.length + 1 }, (_, i) => i) }),
  };
}

const HELP: Partial<Record<FieldSpec['kind'], MessageKey>> = {
  ssn: 'form.help.ssn',
  phone: 'form.help.phone',
  money: 'form.help.money',
};

export interface SpecFieldProps {
  field: FieldSpec;
  id: string;
  error?: string;
  /** An SSN confirmation (form only, never stored). */
  confirmation?: boolean;
  /** Called on every edit with the field's name (for live SSN matching and clearing errors). */
  onEdit: (name: string) => void;
  /** An SSN followed by its confirmation: starts a row, so the pair sits side by side. */
  startsPair?: boolean;
}

/** One field of a form built from its domain spec (applications, contact, volunteer), shown the way its kind says (spec §5). */
export function SpecField({ field, id, error, confirmation, onEdit, startsPair }: SpecFieldProps) {
  const t = useT();
  const kindHelp = HELP[field.kind];
  const help = confirmation ? t('form.help.confirm') : (field.help ?? (kindHelp ? t(kindHelp) : undefined));
  const wide = field.kind === 'textarea';
  const common = (control: ControlProps) => ({
    ...control,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    onInput: () => onEdit(field.name),
  });

  return (
    <FieldShell
      id={id}
      label={field.label}
      required={field.required}
      help={help}
      error={error}
      wide={wide}
      className={startsPair ? 'form-field--pair-start' : undefined}
      optionalLabel={t('form.optional')}
    >
      {(control) => {
        switch (field.kind) {
          case 'select':
          case 'year':
            return (
              <select {...common(control)} defaultValue="">
                <option value="" disabled>
                  {t('form.select')}
                </option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          case 'yesNo':
            // Optional: "Select…" stays choosable, to take an answer back.
            return (
              <select {...common(control)} defaultValue="">
                <option value="">{t('form.select')}</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          case 'gpa':
            return <input {...common(control)} type="text" inputMode="decimal" maxLength={field.maxLength} spellCheck={false} />;
          case 'textarea':
            return <textarea {...common(control)} maxLength={field.maxLength} rows={5} />;
          case 'email':
            return <input {...common(control)} type="email" maxLength={field.maxLength} inputMode="email" spellCheck={false} />;
          case 'date':
            return <input {...common(control)} type="date" min="1900-01-01" />;
          case 'ssn':
            return (
              <MaskedInput
                {...common(control)}
                mask={ssnMask}
                maxLength={11}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                className="form-input--ssn"
              />
            );
          case 'phone':
            return <MaskedInput {...common(control)} mask={phoneMask} maxLength={14} inputMode="tel" />;
          case 'money':
            return (
              <span className="form-money">
                <span className="form-money__sign" aria-hidden="true">
                  $
                </span>
                <MaskedInput {...common(control)} mask={moneyMask} maxLength={field.maxLength} inputMode="decimal" />
              </span>
            );
          case 'zip':
            // Number pad (no dash key on it): the mask adds the ZIP+4 dash itself.
            return (
              <MaskedInput
                {...common(control)}
                mask={zipMask}
                maxLength={10}
                inputMode="numeric"
                pattern="[0-9]{5}(-[0-9]{4})?"
              />
            );
          case 'number':
            return (
              <MaskedInput
                {...common(control)}
                mask={digitsMask(field.maxLength ?? 3)}
                maxLength={field.maxLength}
                inputMode="numeric"
                pattern="[0-9]*"
              />
            );
          default:
            return <input {...common(control)} type="text" maxLength={field.maxLength} />;
        }
      }}
    </FieldShell>
  );
}

export interface DocumentFieldProps {
  doc: DocumentSpec;
  id: string;
  error?: string;
  fileLimitBytes: number;
  onEdit: (name: string) => void;
}

/** A required document: what it is, the accepted types and the size limit, then the file input. */
export function DocumentField({ doc, id, error, fileLimitBytes, onEdit }: DocumentFieldProps) {
  const t = useT();
  const types = doc.pdfOnly ? t('form.pdfOnly') : t('form.anyType');
  return (
    <FieldShell
      id={id}
      label={doc.label}
      required
      error={error}
      help={t.rich('form.documentHelp', {
        hint: doc.hint,
        types,
        limit: formatMegabytes(fileLimitBytes),
        strong: (chunks) => <strong>{chunks}</strong>,
      })}
    >
      {(control) => (
        <input {...control} type="file" name={doc.name} accept={doc.accept} required onChange={() => onEdit(doc.name)} />
      )}
    </FieldShell>
  );
}
