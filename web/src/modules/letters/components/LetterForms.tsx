import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { formatMegabytes } from '@domain/applications/documents';
import { LETTER_LIMITS, LETTER_UPLOAD_FIELD } from '@domain/letters-vocabulary';
import { FieldShell } from '../../../components/ui/Field';
import { useT } from '../../../i18n/I18n';
import { UploadProgressBar } from '../../forms/components/UploadProgress';
import { apiError, type ServerAnswer } from '../../forms/upload';
import { useFileUpload } from '../../forms/hooks/useFileUpload';
import { declineLetter, uploadLetter, type LetterFacts } from '../letters-api';

/** Where the recommender's page stands. */
export type LetterPageState =
  | { step: 'loading' }
  | { step: 'open'; facts: LetterFacts }
  | { step: 'received' }
  | { step: 'declined' }
  /** 410 (used, declined, cancelled, expired) or 404: the server's sentence. */
  | { step: 'ended'; title: 'unavailable' | 'invalid'; message: string };

/** The two things a recommender can do with the link: upload the letter, or decline. */
export interface StepProps {
  token: string;
  ended: (answer: ServerAnswer) => LetterPageState | null;
  onDone: (next: LetterPageState) => void;
}

/**
 * What a refusal means for the page: it ends it (the link no longer works), or it is the sentence
 * to show at the field (the server's, else a general one).
 */
function refusal(
  answer: ServerAnswer,
  field: string,
  { ended, onDone }: Omit<StepProps, 'token'>,
  failed: string,
): string | null {
  const gone = ended(answer);
  if (gone) {
    onDone(gone);
    return null;
  }
  const { error, fields } = apiError(answer.body);
  return fields[field] ?? error ?? failed;
}

export function UploadForm(props: StepProps) {
  const t = useT();
  const id = useId();
  const { error, progress, onSubmit } = useFileUpload(
    LETTER_UPLOAD_FIELD,
    { choose: t('letters.choose'), noAnswer: t('letters.noAnswer') },
    (file, onProgress) => uploadLetter(props.token, file, onProgress, t.locale),
    (answer) => {
      if (answer.status !== 201) return refusal(answer, LETTER_UPLOAD_FIELD, props, t('letters.failed'));
      props.onDone({ step: 'received' });
      return null;
    },
  );

  return (
    <section aria-labelledby="letter-upload">
      <h2 id="letter-upload">{t('letters.uploadTitle')}</h2>
      <form className="letter-form" onSubmit={onSubmit} noValidate>
        <FieldShell
          id={id}
          label={t('letters.file')}
          help={t('letters.fileHelp', { limit: formatMegabytes(UPLOAD_LIMITS.fileBytes) })}
          error={error}
        >
          {(control) => <input {...control} type="file" name={LETTER_UPLOAD_FIELD} accept="application/pdf,.pdf" required />}
        </FieldShell>
        {progress ? <UploadProgressBar progress={progress} /> : null}
        <button type="submit" className="button form-button form-button--primary" disabled={progress !== null}>
          {progress ? t('letters.uploading') : t('letters.submit')}
        </button>
      </form>
    </section>
  );
}

export function DeclineForm({ token, ended, onDone }: StepProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await declineLetter(token, reason, t.locale);
      if (answer.status === 200) return onDone({ step: 'declined' });
      setError(refusal(answer, 'reason', { ended, onDone }, t('letters.failed')) ?? undefined);
    } catch {
      setError(t('letters.noAnswer'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="letter-decline" className="letter-decline">
      <h2 id="letter-decline">{t('letters.declineTitle')}</h2>
      <p>{t('letters.declineLead')}</p>
      {open ? (
        <form className="letter-form" onSubmit={onSubmit} noValidate>
          <FieldShell id={id} label={t('letters.reason')} help={t('letters.reasonHelp')} error={error}>
            {(control) => (
              <textarea
                {...control}
                ref={field}
                name="reason"
                rows={4}
                maxLength={LETTER_LIMITS.reason}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FieldShell>
          <div className="letter-form__actions">
            <button type="submit" className="button form-button form-button--primary" disabled={busy}>
              {busy ? t('letters.declining') : t('letters.confirmDecline')}
            </button>
            <button type="button" className="button button--secondary form-button" onClick={() => setOpen(false)} disabled={busy}>
              {t('letters.cancelDecline')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--secondary form-button"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {t('letters.decline')}
        </button>
      )}
    </section>
  );
}
