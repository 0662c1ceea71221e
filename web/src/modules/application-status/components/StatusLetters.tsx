import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FORMAT_LOCALE, type Locale } from '@domain/i18n/locales';
import { FieldShell, TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n/I18n';
import { apiError, NetworkError, type ServerAnswer } from '../../forms/upload';
import { RecommenderRoleOptions } from '../../forms/components/RecommenderRoleOptions';
import { isStatusView, remindRecommender, replaceRecommender, type StatusLetter, type StatusView } from '../status-api';

const longDate = (iso: string, locale: Locale) => new Date(iso).toLocaleDateString(FORMAT_LOCALE[locale], { dateStyle: 'long' });
/** A reminder waits 48 hours, so its time matters as much as its day. */
const dateTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(FORMAT_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short' });

const BADGE: Record<StatusLetter['status'], string> = {
  REQUESTED: 'status-badge status-badge--attention',
  RECEIVED: 'status-badge status-badge--done',
  DECLINED: 'status-badge',
  EXPIRED: 'status-badge',
  CANCELLED: 'status-badge',
};

/**
 * The letters asked for: who, where each stands, a reminder once per 48 hours, and someone else
 * in place of a recommender who declined, let the link expire or has a mistyped address. The
 * letter itself is never shown: the answer does not carry it.
 */
export function StatusLetters({
  letters,
  onChange,
  onSignedOut,
}: {
  letters: StatusLetter[];
  onChange: (view: StatusView) => void;
  onSignedOut: (message: string) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState<number | 'replace' | null>(null);
  const [result, setResult] = useState<{ text: string; error: boolean } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const resultRef = useRef<HTMLParagraphElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);

  /** Says what happened in the live region and takes the focus there: the pressed button may be gone or disabled. */
  function tell(text: string, error: boolean) {
    setResult({ text, error });
  }

  // Once the result is on the page (and the buttons are enabled again), never before: a focus taken
  // mid-render was lost when the pressed button was disabled and then redrawn.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function send(kind: number | 'replace', call: () => Promise<ServerAnswer>): Promise<boolean> {
    setBusy(kind);
    setResult(null);
    try {
      const answer = await call();
      const { error, fields: problems } = apiError(answer.body);
      if (answer.status === 401) {
        onSignedOut(error ?? t('status.upload.signInAgain'));
        return false;
      }
      if ((answer.status === 200 || answer.status === 201) && isStatusView(answer.body)) {
        onChange(answer.body);
        tell((answer.body as { message?: string }).message ?? '', false);
        return true;
      }
      setFields(problems);
      tell(error ?? t('status.letters.failed'), true);
    } catch (failure) {
      if (!(failure instanceof NetworkError)) console.error(failure);
      tell(t('status.noAnswer'), true);
    } finally {
      setBusy(null);
    }
    return false;
  }

  async function onReplace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const recommender = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      role: String(data.get('role') ?? ''),
    };
    setFields({});
    if (await send('replace', () => replaceRecommender(recommender, t.locale))) setReplacing(false);
  }

  const current = letters.find((letter) => letter.canReplace);
  return (
    <section aria-labelledby="status-letters" className="status-letters">
      <h3 id="status-letters">{t('status.letters.title')}</h3>
      <p className="form-note">{t('status.letters.note')}</p>
      <p
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className={`status-letters__result${result?.error ? ' status-letters__result--error' : ''}`}
      >
        {result?.text}
      </p>
      <ul className="status-requests">
        {letters.map((letter) => (
          <li key={letter.id} className="status-request">
            <p className="status-request__title">
              <strong>{letter.recommenderName}</strong>
              <span className={BADGE[letter.status]}>{letter.statusLabel}</span>
            </p>
            <dl className="status-letters__facts">
              <div>
                <dt>{t('status.letters.role')}</dt>
                <dd>{letter.roleLabel}</dd>
              </div>
              <div>
                <dt>{t('status.letters.sentTo')}</dt>
                <dd className="status-letters__email">{letter.recommenderEmail}</dd>
              </div>
              <div>
                <dt>{t('status.letters.requested')}</dt>
                <dd>
                  <time dateTime={letter.requestedAt}>{longDate(letter.requestedAt, t.locale)}</time>
                </dd>
              </div>
              {letter.receivedAt ? (
                <div>
                  <dt>{t('status.letters.received')}</dt>
                  <dd>
                    <time dateTime={letter.receivedAt}>{longDate(letter.receivedAt, t.locale)}</time>
                  </dd>
                </div>
              ) : letter.status === 'REQUESTED' ? (
                <div>
                  <dt>{t('status.letters.dueBy')}</dt>
                  <dd>
                    <time dateTime={letter.dueAt}>{longDate(letter.dueAt, t.locale)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            {letter.status === 'REQUESTED' || letter.canReplace ? (
              <div className="status-form__actions">
                {letter.status === 'REQUESTED' ? (
                  <button
                    type="button"
                    className="button button--secondary form-button"
                    disabled={!letter.canRemind || busy !== null}
                    aria-label={t('status.letters.remindTo', { name: letter.recommenderName })}
                    aria-describedby={letter.nextReminderAt ? `letter-${letter.id}-next` : undefined}
                    onClick={() => void send(letter.id, () => remindRecommender(letter.id, t.locale))}
                  >
                    {busy === letter.id ? t('status.letters.sending') : t('status.letters.remind')}
                  </button>
                ) : null}
                {letter.canReplace && !replacing ? (
                  <button
                    ref={replaceButton}
                    type="button"
                    className="button button--secondary form-button"
                    aria-label={t('status.letters.replaceTo', { name: letter.recommenderName })}
                    onClick={() => {
                      setReplacing(true);
                      setFields({});
                      requestAnimationFrame(() => document.getElementById('letter-replace-name')?.focus());
                    }}
                  >
                    {t('status.letters.replace')}
                  </button>
                ) : null}
              </div>
            ) : null}
            {letter.nextReminderAt && letter.status === 'REQUESTED' ? (
              <p className="form-note" id={`letter-${letter.id}-next`}>
                {t('status.letters.remindLater', { date: dateTime(letter.nextReminderAt, t.locale) })}
              </p>
            ) : null}
            {replacing && current?.id === letter.id ? (
              <ReplaceForm
                name={letter.recommenderName}
                errors={fields}
                busy={busy === 'replace'}
                onSubmit={onReplace}
                onCancel={() => {
                  setReplacing(false);
                  requestAnimationFrame(() => replaceButton.current?.focus());
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The new recommender: name, e-mail and who they are to the applicant. The server checks and words the errors. */
function ReplaceForm({
  name,
  errors,
  busy,
  onSubmit,
  onCancel,
}: {
  name: string;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <form className="status-form status-letters__replace" onSubmit={onSubmit} noValidate aria-labelledby="letter-replace-title">
      <h4 id="letter-replace-title">{t('status.letters.replaceTitle')}</h4>
      <p className="form-note">{t('status.letters.replaceNote', { name })}</p>
      <TextField
        id="letter-replace-name"
        label={t('status.letters.name')}
        name="name"
        autoComplete="off"
        required
        error={errors.name}
      />
      <TextField label={t('status.letters.email')} name="email" type="email" autoComplete="off" required error={errors.email} />
      <FieldShell id="letter-replace-role" label={t('status.letters.roleChoice')} error={errors.role}>
        {(control) => (
          <select {...control} name="role" required defaultValue="">
            <RecommenderRoleOptions placeholder={t('status.letters.chooseRole')} />
          </select>
        )}
      </FieldShell>
      <div className="status-form__actions">
        <button type="submit" className="button form-button form-button--primary" disabled={busy}>
          {busy ? t('status.letters.sending') : t('status.letters.send')}
        </button>
        <button type="button" className="button button--secondary form-button" onClick={onCancel}>
          {t('status.letters.cancel')}
        </button>
      </div>
    </form>
  );
}
