import { LETTER_DOCUMENT_LABEL, LETTER_LIMITS } from '@domain/letters-vocabulary';
import { FieldError, FieldShell, RequiredStar, errorId } from '../../../components/ui/Field';
import { useDomainText, useT } from '../../../i18n/I18n';
import { RecommenderRoleOptions } from './RecommenderRoleOptions';

/**
 * The recommender the applicant names when the cycle asks for a letter (issue 38): name,
 * e-mail, role and the waiver. Shown only then; the server checks the same four with
 * recommenderFormSchema and e-mails the recommender the upload link.
 */
export interface RecommenderSectionProps {
  idOf: (name: string) => string;
  errors: Record<string, string>;
  onEdit: (name: string) => void;
}

export function RecommenderSection({ idOf, errors, onEdit }: RecommenderSectionProps) {
  const t = useT();
  const text = useDomainText();
  const waiverId = idOf('lettersWaiver');
  const waiverError = errors.lettersWaiver;
  return (
    <fieldset className="form-section">
      <legend>{text(LETTER_DOCUMENT_LABEL)}</legend>
      <p className="form-note">{t('form.letters.note')}</p>
      <div className="form-grid">
        <FieldShell id={idOf('recommenderName')} label={t('form.letters.name')} required error={errors.recommenderName}>
          {(control) => (
            <input
              {...control}
              name="recommenderName"
              required
              maxLength={LETTER_LIMITS.name}
              autoComplete="off"
              onInput={() => onEdit('recommenderName')}
            />
          )}
        </FieldShell>
        <FieldShell
          id={idOf('recommenderEmail')}
          label={t('form.letters.email')}
          required
          help={t('form.letters.emailHelp')}
          error={errors.recommenderEmail}
        >
          {(control) => (
            <input
              {...control}
              name="recommenderEmail"
              type="email"
              required
              inputMode="email"
              spellCheck={false}
              autoComplete="off"
              maxLength={LETTER_LIMITS.email}
              onInput={() => onEdit('recommenderEmail')}
            />
          )}
        </FieldShell>
        <FieldShell id={idOf('recommenderRole')} label={t('form.letters.role')} required error={errors.recommenderRole}>
          {(control) => (
            <select {...control} name="recommenderRole" required defaultValue="" onInput={() => onEdit('recommenderRole')}>
              <RecommenderRoleOptions placeholder={t('form.select')} />
            </select>
          )}
        </FieldShell>
        <fieldset
          className={`form-field form-field--wide form-choice-group${waiverError ? ' form-field--invalid' : ''}`}
          aria-describedby={waiverError ? errorId(waiverId) : undefined}
        >
          <legend className="form-label">
            {t('form.letters.waiver')}
            <RequiredStar />
          </legend>
          <div className="form-choices">
            {(['yes', 'no'] as const).map((value) => (
              <label key={value} className="form-choice">
                <input
                  type="radio"
                  name="lettersWaiver"
                  value={value}
                  required
                  id={value === 'yes' ? waiverId : undefined}
                  aria-invalid={waiverError ? true : undefined}
                  onChange={() => onEdit('lettersWaiver')}
                />{' '}
                {value === 'yes' ? t('form.letters.waiverYes') : t('form.letters.waiverNo')}
              </label>
            ))}
          </div>
          <FieldError id={waiverId} error={waiverError} />
        </fieldset>
      </div>
    </fieldset>
  );
}
