import { useId, useState, type FormEvent } from 'react';
import { clearedOnSchema, reasonSchema, referenceSchema, todayIn } from '@domain/disbursements';
import { DEFAULT_TIME_ZONE } from '@domain/program-cycles';
import { Dialog } from '../../../components/ui/Dialog';
import { FieldShell } from '../../../components/ui/Field';
import type { Payment } from '../hooks/usePaymentSteps';
import { stepQuestion, type AskingStep } from '../payment-words';
import '../../../console/confirm-action.css';

export interface PendingStep {
  step: AskingStep;
  payment: Payment;
}

/**
 * Today, for the console's checks and defaults. The server counts days in the organisation's
 * time zone, which the browser does not know: it may be a day behind or ahead of the browser's
 * (America/New_York, the default, is behind UTC in the evening). So the checks take the later of
 * the two days and the defaults the earlier: the browser never refuses what the server accepts.
 */
const todays = (at?: Date) =>
  [todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, at), todayIn(DEFAULT_TIME_ZONE, at)].sort();
export const latestToday = () => todays()[1]!;
export const earliestToday = () => todays()[0]!;

/** The step's value checked by the same rule as the server's (domain/disbursements.ts). */
function problemOf(step: AskingStep, payment: Payment, value: string): string | null {
  const sentOn = payment.sentAt ? todays(new Date(payment.sentAt))[0]! : '';
  const schema = step === 'send' ? referenceSchema : step === 'clear' ? clearedOnSchema(sentOn, latestToday()) : reasonSchema;
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check this value.');
}

/**
 * A step that needs a value (the reference, the date it cleared, a reason), asked like the
 * console's confirmations (ConfirmActionDialog): the question names the payment, the
 * consequence says what happens, Cancel comes first and the button names the step.
 */
export function StepDialog({
  pending,
  others,
  awardCents,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  pending: PendingStep | null;
  others: readonly Payment[];
  awardCents: number | null;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const consequenceId = useId();
  return (
    <Dialog
      open={pending !== null}
      onDismiss={() => !busy && onCancel()}
      labelledBy={titleId}
      describedBy={consequenceId}
      tone={pending?.step === 'void' || pending?.step === 'fail' ? 'alert' : 'question'}
    >
      {pending && (
        <StepForm
          key={`${pending.step}:${pending.payment.id}`}
          pending={pending}
          others={others}
          awardCents={awardCents}
          busy={busy}
          error={error}
          titleId={titleId}
          consequenceId={consequenceId}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function StepForm({
  pending: { step, payment },
  others,
  awardCents,
  busy,
  error,
  titleId,
  consequenceId,
  onSubmit,
  onCancel,
}: {
  pending: PendingStep;
  others: readonly Payment[];
  awardCents: number | null;
  busy: boolean;
  error: string | null;
  titleId: string;
  consequenceId: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}) {
  const question = stepQuestion(step, payment, others, awardCents);
  const fieldId = useId();
  const [value, setValue] = useState(step === 'clear' ? earliestToday() : '');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemOf(step, payment, value);
    setProblem(found);
    if (!found) onSubmit(value.trim());
  }

  const { field } = question;
  return (
    <form onSubmit={submit} noValidate>
      <h2 className="ui-dialog__title" id={titleId}>
        {question.title}
      </h2>
      <div className="ui-dialog__body" id={consequenceId}>
        <p>{question.consequence}</p>
      </div>
      <FieldShell id={fieldId} label={field.label} required help={field.help} error={problem ?? undefined}>
        {(control) =>
          field.type === 'textarea' ? (
            <textarea
              {...control}
              name="value"
              rows={3}
              required
              data-autofocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          ) : (
            <input
              {...control}
              name="value"
              type={field.type}
              required
              autoComplete="off"
              data-autofocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )
        }
      </FieldShell>
      {error && !problem && (
        <p className="form-notice form-notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-dialog__actions confirm-action__buttons">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="submit"
          className={step === 'void' || step === 'fail' ? 'button button--danger' : 'button'}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? question.busyLabel : question.confirmLabel}
        </button>
      </div>
    </form>
  );
}
