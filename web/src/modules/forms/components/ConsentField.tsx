import { useT } from '../../../i18n/I18n';
import { useState } from 'react';
import { site } from '../../../site/site-config';
import { errorId, FieldError, RequiredStar } from '../../../components/ui/Field';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog';

export interface ConsentFieldProps {
  id: string;
  error?: string;
  onEdit: (name: string) => void;
}

/** The consent box (`consent`), required to submit, with the privacy policy one click away. */
export function ConsentField({ id, error, onEdit }: ConsentFieldProps) {
  const t = useT();
  const [policyOpen, setPolicyOpen] = useState(false);
  return (
    <div className={`form-consent${error ? ' form-field--invalid' : ''}`}>
      <div className="form-consent__row">
        <input
          id={id}
          type="checkbox"
          name="consent"
          required
          aria-describedby={error ? errorId(id) : undefined}
          aria-invalid={error ? true : undefined}
          onChange={() => onEdit('consent')}
        />
        <label htmlFor={id}>
          {t('form.consent', { name: site.name })}
          <RequiredStar />
        </label>
      </div>
      <button type="button" className="form-link-button" onClick={() => setPolicyOpen(true)} aria-haspopup="dialog">
        {t('form.readPolicy')}
      </button>
      <FieldError id={id} error={error} />
      <PrivacyPolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </div>
  );
}
