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
          I confirm that the information I give is true, and I agree that {site.name} may use it to review my application as
          described in the privacy policy.
          <RequiredStar />
        </label>
      </div>
      <button type="button" className="form-link-button" onClick={() => setPolicyOpen(true)} aria-haspopup="dialog">
        Read the privacy policy
      </button>
      <FieldError id={id} error={error} />
      <PrivacyPolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </div>
  );
}
