import { useEffect, useId, useRef, useState } from 'react';
import { FORMAT_LOCALE } from '@domain/i18n/locales';
import { DEFAULT_TIME_ZONE } from '@domain/time-zone';
import {
  LETTER_TOKEN_PATTERN,
  letterPageMessages,
  RECOMMENDER_ROLE_LABELS,
  type RecommenderRole,
} from '@domain/letters-vocabulary';
import { useDomainText, useT } from '../../../i18n/I18n';
import { apiError, type ServerAnswer } from '../../forms/upload';
import { isLetterFacts, readLetter, tokenFromPath } from '../letters-api';
import { DeclineForm, UploadForm, type LetterPageState as State } from './LetterForms';

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
  const resultId = useId();
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
      <section className={`letter-page letter-page__result letter-page__result--${state.step}`} aria-labelledby={resultId}>
        <h2 id={resultId} ref={result} tabIndex={-1}>
          {title}
        </h2>
        <p>{text}</p>
        {live}
      </section>
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
