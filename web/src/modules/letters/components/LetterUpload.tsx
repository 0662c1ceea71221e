import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { formatMegabytes } from '@domain/applications/documents';
import { FORMAT_LOCALE } from '@domain/i18n/locales';
import { DEFAULT_TIME_ZONE } from '@domain/time-zone';
import {
  LETTER_LIMITS,
  LETTER_TOKEN_PATTERN,
  LETTER_UPLOAD_FIELD,
  letterPageMessages,
  RECOMMENDER_ROLE_LABELS,
  type RecommenderRole,
} from '@domain/letters-vocabulary';
import { FieldShell } from '../../../components/ui/Field';
import { useDomainText, useT } from '../../../i18n/I18n';
import { apiError, NetworkError, progressValues, type ServerAnswer, type UploadProgress } from '../../forms/upload';
import { declineLetter, isLetterFacts, readLetter, tokenFromPath, uploadLetter, type LetterFacts } from '../letters-api';

type State =
  | { step: 'loading' }
  | { step: 'open'; facts: LetterFacts }
  | { step: 'received' }
  | { step: 'declined' }
  /** 410 (used, declined, cancelled, expired) or 404: the server's sentence. */
  | { step: 'ended'; title: 'unavailable' | 'invalid'; message: string };

/**
 * The recommender's page (issue 38): the request's facts, what a good letter covers, the upload
 * of one PDF, and a decline with an optional reason. Reading the link changes nothing on the
 * server; each result moves the focus to its heading and is said in a polite live region.
 */
export function LetterUpload() {
  const t = useT();
  const domainText = useDomainText();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [token, setToken] = useState('');
  const [notice, setNotice] = useState('');
  const result = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  /** A refusal that ends the page (the link no longer works), or null for one to show at the field. */
  function ended(answer: ServerAnswer): State | null {
    if (answer.status !== 410 && answer.status !== 404) return null;
    const message = apiError(answer.body).error ?? t('letters.failed');
    return { step: 'ended', title: answer.status === 410 ? 'unavailable' : 'invalid', message };
  }

  function show(next: State, said: string) {
    moved.current = true;
    setState(next);
    setNotice(said);
  }

  // The token is read after hydration: the page is the same HTML for every link.
  useEffect(() => {
    const found = tokenFromPath(window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(found);
    // A link cut short (or no token at all) is said at once, in the page's words, without asking the server.
    if (!LETTER_TOKEN_PATTERN.test(found))
      return setState({ step: 'ended', title: 'invalid', message: domainText(letterPageMessages.notFound) });
    readLetter(found, t.locale)
      .then((answer) => {
        if (answer.status === 200 && isLetterFacts(answer.body)) return setState({ step: 'open', facts: answer.body });
        // On arrival the sentence is the page itself: no announcement, the focus stays where it starts.
        const gone = ended(answer);
        if (gone) return setState(gone);
        setState({ step: 'ended', title: 'invalid', message: apiError(answer.body).error ?? t('letters.failed') });
      })
      .catch(() => setState({ step: 'ended', title: 'invalid', message: t('letters.noAnswer') }));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (moved.current) result.current?.focus();
    moved.current = false;
  }, [state]);

  const live = (
    <p className="visually-hidden" role="status" aria-live="polite">
      {notice}
    </p>
  );

  if (state.step === 'loading') {
    return (
      <div className="letter-page">
        <p className="letter-page__loading">{t('letters.loading')}</p>
        {live}
      </div>
    );
  }
  if (state.step !== 'open') {
    const title =
      state.step === 'received'
        ? t('letters.thanksTitle')
        : state.step === 'declined'
          ? t('letters.declinedTitle')
          : state.title === 'unavailable'
            ? t('letters.unavailableTitle')
            : t('letters.invalidTitle');
    const text =
      state.step === 'received' ? t('letters.thanks') : state.step === 'declined' ? t('letters.declined') : state.message;
    return (
      <div className={`letter-page letter-page__result letter-page__result--${state.step}`}>
        <h2 ref={result} tabIndex={-1}>
          {title}
        </h2>
        <p>{text}</p>
        {live}
      </div>
    );
  }

  const { facts } = state;
  const role = RECOMMENDER_ROLE_LABELS[facts.role as RecommenderRole];
  // The fund's time, as its deadlines are written everywhere else.
  const due = new Date(facts.dueAt).toLocaleString(FORMAT_LOCALE[t.locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  });
  return (
    <div className="letter-page">
      <section aria-labelledby="letter-facts">
        <h2 id="letter-facts">{t('letters.facts')}</h2>
        <dl className="letter-facts">
          <div>
            <dt>{t('letters.applicant')}</dt>
            <dd>{facts.applicantName}</dd>
          </div>
          <div>
            <dt>{t('letters.program')}</dt>
            <dd>{facts.program}</dd>
          </div>
          <div>
            <dt>{t('letters.role')}</dt>
            <dd>{role ? domainText(role) : facts.role}</dd>
          </div>
          <div>
            <dt>{t('letters.due')}</dt>
            <dd>
              <time dateTime={facts.dueAt}>{due}</time>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="letter-covers">
        <h2 id="letter-covers">{t('letters.coversTitle')}</h2>
        <ul className="letter-covers">
          <li>{t('letters.covers1')}</li>
          <li>{t('letters.covers2')}</li>
          <li>{t('letters.covers3')}</li>
          <li>{t('letters.covers4')}</li>
        </ul>
      </section>
      <UploadForm
        token={token}
        ended={ended}
        onDone={(next) => show(next, next.step === 'ended' ? next.message : t('letters.thanks'))}
      />
      <DeclineForm
        token={token}
        ended={ended}
        onDone={(next) => show(next, next.step === 'ended' ? next.message : t('letters.declined'))}
      />
      {live}
    </div>
  );
}

interface StepProps {
  token: string;
  ended: (answer: ServerAnswer) => State | null;
  onDone: (next: State) => void;
}

function UploadForm({ token, ended, onDone }: StepProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const file = new FormData(event.currentTarget).get(LETTER_UPLOAD_FIELD);
    if (!(file instanceof File) || !file.name) return setError(t('letters.choose'));
    setError(undefined);
    setProgress({ loaded: 0, total: file.size });
    try {
      const answer = await uploadLetter(token, file, setProgress, t.locale);
      if (answer.status === 201) return onDone({ step: 'received' });
      const gone = ended(answer);
      if (gone) return onDone(gone);
      const { error: message, fields } = apiError(answer.body);
      setError(fields[LETTER_UPLOAD_FIELD] ?? message ?? t('letters.failed'));
    } catch (failure) {
      if (!(failure instanceof NetworkError)) console.error(failure);
      setError(t('letters.noAnswer'));
    } finally {
      setProgress(null);
    }
  }

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
        {progress ? (
          <div className="form-progress">
            <progress
              className="form-progress__bar"
              max={progress.total || 1}
              value={progress.loaded}
              aria-label={t('letters.progressLabel')}
            />
            <p className="form-progress__text">
              {t('letters.progress', { progress: t('form.progress.value', progressValues(progress)) })}
            </p>
          </div>
        ) : null}
        <button type="submit" className="button form-button form-button--primary" disabled={progress !== null}>
          {progress ? t('letters.uploading') : t('letters.submit')}
        </button>
      </form>
    </section>
  );
}

function DeclineForm({ token, ended, onDone }: StepProps) {
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
      const gone = ended(answer);
      if (gone) return onDone(gone);
      const { error: message, fields } = apiError(answer.body);
      setError(fields.reason ?? message ?? t('letters.failed'));
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
