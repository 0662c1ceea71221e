import { useT } from '../../../i18n/I18n';
import { lazy, Suspense, useState } from 'react';
import { site } from '../../../site/site-config';
import { errorId, FieldError, RequiredStar } from '../../../components/ui/Field';

// The policy's text is read by few before they submit: it loads when the visitor reaches for the
// button (pointer or keyboard), so the form's first load stays within its budget (decision 160).
const loadPolicyDialog = () => import('./PrivacyPolicyDialog');
const PrivacyPolicyDialog = lazy(() => loadPolicyDialog().then((m) => ({ default: m.PrivacyPolicyDialog })));
const warmPolicy = () => void loadPolicyDialog().catch(() => {});

export interface ConsentFieldProps {
  id: string;
  error?: string;
  onEdit: (name: string) => void;
}

/** The consent box (`consent`), required to submit, with the privacy policy one click away. */
export function ConsentField({ id, error, onEdit }: ConsentFieldProps) {
  const t = useT();
  const [policyOpen, setPolicyOpen] = useState(false);
  // Once opened, the dialog stays mounted, so closing it hands the focus back to the button.
  const [policyShown, setPolicyShown] = useState(false);
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
      <button
        type="button"
        className="form-link-button"
        onPointerEnter={warmPolicy}
        onFocus={warmPolicy}
        onClick={() => {
          setPolicyShown(true);
          setPolicyOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {t('form.readPolicy')}
      </button>
      <FieldError id={id} error={error} />
      {policyShown ? (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
