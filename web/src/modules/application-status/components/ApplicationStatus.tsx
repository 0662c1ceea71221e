import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/Field';
import { useHydrated } from '../../forms/hooks/useHydrated';
import { apiError, NetworkError } from '../../forms/upload';
import { isStatusView, linkedEmail, readStatus, sendCode, signOut, verifyCode, type StatusView } from '../status-api';
import { StatusDetails } from './StatusDetails';
import { useT } from '../../../i18n/I18n';
import { linkKeyFromHash, referenceFromQuery } from '@domain/application-status-path';
import { FORMAT_LOCALE, type Locale } from '@domain/i18n/locales';

type Step = 'identify' | 'code' | 'status';

/**
 * The e-mail address a link from one of our e-mails stands for: the link holds a key, never the
 * address, and the server answers it. The key then leaves the address bar, so that history and
 * bookmarks do not keep it. Null when the server does not know the key.
 */
async function emailFromLink(reference: string, key: string, locale: Locale): Promise<string | null> {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  try {
    const answer = await linkedEmail(reference, key, locale);
    const address = (answer.body as { email?: unknown } | null)?.email;
    return answer.status === 200 && typeof address === 'string' ? address : null;
  } catch {
    return null;
  }
}
const SIGNED_IN = 'odf-application-status';

/**
 * The status page's three steps: reference and e-mail, the e-mailed code, then the status with
 * the documents asked for. Each step moves the keyboard focus to its heading, and a polite live
 * region says what happened.
 */
export function ApplicationStatus() {
  const t = useT();
  const NO_ANSWER = t('status.noAnswer');
  const ready = useHydrated();
  const [step, setStep] = useState<Step>('identify');
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<StatusView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A session still open (a reload within 30 minutes) goes straight to the status. The cookie is
  // out of the page's reach, so a flag in this tab says whether asking is worth a request.
  useEffect(() => {
    // A link from one of our e-mails fills in the reference (only a well-formed one). Read after
    // hydration: the prerendered page has no query string, so the first render must match it.
    const linked = referenceFromQuery(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (linked) setReference((typed) => typed || linked);
    const key = linked ? linkKeyFromHash(window.location.hash) : '';
    if (key)
      void emailFromLink(linked, key, t.locale).then((address) => {
        if (!address) return;
        setEmail((typed) => typed || address);
        setNotice(t('status.linked'));
      });
    if (!sessionStorage.getItem(SIGNED_IN)) return;
    readStatus(t.locale).then(
      (answer) => {
        if (answer.status === 200 && isStatusView(answer.body)) {
          setView(answer.body);
          setStep('status');
        } else sessionStorage.removeItem(SIGNED_IN);
      },
      () => {},
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the page's first render
  }, []);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function go(next: Step) {
    moved.current = true;
    setStep(next);
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      if (!(error instanceof NetworkError)) console.error(error);
      setErrors({ form: NO_ANSWER });
    } finally {
      setBusy(false);
    }
  }

  function onIdentify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const answer = await sendCode(reference, email, t.locale);
      if (answer.status === 200) {
        setNotice((answer.body as { message?: string }).message ?? '');
        setCode('');
        return go('code');
      }
      const { error, fields } = apiError(answer.body);
      setErrors({ ...fields, form: error ?? NO_ANSWER });
    });
  }

  /**
   * From the code step: a new code is sent at once and the page stays on the code, saying when it
   * was sent; codes already sent keep working for their 15 minutes. The server's cap (3 codes in
   * 15 minutes) answers with its own message, shown here.
   */
  function onResend() {
    void run(async () => {
      const answer = await sendCode(reference, email, t.locale);
      if (answer.status === 200) {
        const time = new Intl.DateTimeFormat(FORMAT_LOCALE[t.locale], { hour: 'numeric', minute: '2-digit' }).format(new Date());
        setNotice(t('status.code.resent', { time }));
        return;
      }
      const { error, fields } = apiError(answer.body);
      setErrors({ form: fields.reference ?? fields.email ?? error ?? NO_ANSWER });
    });
  }

  /** Back to the first step, to correct the reference or the e-mail address. */
  function onChangeDetails() {
    setErrors({});
    setNotice('');
    go('identify');
  }

  /** The code from an earlier e-mail: straight to the code, nothing sent. */
  function onHaveCode() {
    // Each missing field is named at the field, so nothing already typed is asked for again.
    if (!reference.trim() || !email.trim()) {
      if (!reference.trim() && !email.trim()) setErrors({ form: t('status.haveCode.missing') });
      else if (!email.trim()) setErrors({ email: t('status.haveCode.emailMissing') });
      else setErrors({ reference: t('status.haveCode.referenceMissing') });
      return;
    }
    setErrors({});
    setNotice('');
    setCode('');
    go('code');
  }

  function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const answer = await verifyCode(reference, email, code, t.locale);
      if (answer.status === 200 && isStatusView(answer.body)) {
        setView(answer.body);
        setNotice('');
        sessionStorage.setItem(SIGNED_IN, '1');
        return go('status');
      }
      const { error, fields } = apiError(answer.body);
      setErrors({ code: fields.code ?? error ?? NO_ANSWER });
    });
  }

  function onSignOut() {
    void run(async () => {
      await signOut(t.locale);
      sessionStorage.removeItem(SIGNED_IN);
      setView(null);
      setCode('');
      setNotice(t('status.signedOut'));
      go('identify');
    });
  }

  function onSignedOut(message: string) {
    sessionStorage.removeItem(SIGNED_IN);
    setView(null);
    setNotice(message);
    go('identify');
  }

  return (
    <div className="status-flow">
      <p className="status-flow__notice" role="status">
        {notice}
      </p>
      {step === 'identify' ? (
        <form className="status-form" onSubmit={onIdentify} noValidate={ready}>
          <h2 ref={heading} tabIndex={-1}>
            {t('status.signIn.title')}
          </h2>
          <p className="form-note">{t('status.signIn.note')}</p>
          <TextField
            label={t('status.reference')}
            name="reference"
            required
            markRequired
            help={t('status.reference.help')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={reference}
            onChange={setReference}
            error={errors.reference}
          />
          <TextField
            label={t('status.email')}
            name="email"
            type="email"
            required
            markRequired
            help={t('status.email.help')}
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          {errors.form ? (
            <p className="form-error form-error--block" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div className="status-form__actions">
            <button type="submit" className="button form-button form-button--primary" disabled={!ready || busy}>
              {busy ? t('form.sending') : t('status.sendCode')}
            </button>
            <button type="button" className="button button--secondary form-button" onClick={onHaveCode} disabled={!ready || busy}>
              {t('status.haveCode')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'code' ? (
        <form className="status-form" onSubmit={onVerify} noValidate>
          <h2 ref={heading} tabIndex={-1}>
            {t('status.code.title')}
          </h2>
          <p className="form-note">
            {t.rich('status.code.note', { email, strong: (chunks) => <strong className="status-form__email">{chunks}</strong> })}
          </p>
          <TextField
            label={t('status.code')}
            name="code"
            required
            markRequired
            inputMode="numeric"
            autoComplete="one-time-code"
            // Or the 12-digit code of the same e-mail, once strangers spent the short one's tries.
            pattern="[0-9]{6}([0-9]{6})?"
            maxLength={12}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, ''))}
            error={errors.code}
          />
          {errors.form ? (
            <p className="form-error form-error--block" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div className="status-form__actions">
            <button type="submit" className="button form-button form-button--primary" disabled={busy}>
              {busy ? t('status.checking') : t('status.see')}
            </button>
            {/* Not disabled while sending: a disabled button loses the keyboard focus it has. */}
            <button type="button" className="button button--secondary form-button" onClick={onResend} aria-disabled={busy}>
              {t('status.newCode')}
            </button>
          </div>
          <p className="status-form__change">
            <button type="button" className="form-link-button" onClick={onChangeDetails} disabled={busy}>
              {t('status.changeDetails')}
            </button>
          </p>
        </form>
      ) : null}
      {step === 'status' && view ? (
        <StatusDetails view={view} headingRef={heading} onChange={setView} onSignedOut={onSignedOut} onSignOut={onSignOut} />
      ) : null}
    </div>
  );
}
