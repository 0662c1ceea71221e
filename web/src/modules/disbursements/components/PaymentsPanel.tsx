import { useRef, useState } from 'react';
import type { DisbursementMove } from '@domain/disbursements';
import { formatCents } from '@domain/program-cycles';
import type { ApplicationPaymentsFragment } from '../../../generated/graphql';
import { ApiError } from '../../../console/rest';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { useMyStaffId } from '../../accounts/hooks/useStaffUsers';
import { logFailure } from '../../../console/Notices';
import { ConfirmActionDialog } from '../../../console/ConfirmActionDialog';
import { messageOf } from '../../../console/refusals';
import { usePaymentSteps, type Payment, type StepAnswer } from '../hooks/usePaymentSteps';
import { approveConfirmation } from '../payment-words';
import { uploadProof } from '../proof-upload';
import { PaymentCard } from './PaymentCard';
import { PrepareForm, type PreparedValues, type ProofChoice } from './PrepareForm';
import { StepDialog, type PendingStep } from './StepDialog';
import '../payments.css';

/** The server's sentence for a refusal: GraphQL's, the upload's, or the page's own. */
function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body.error ?? fallback;
  return messageOf(error, fallback);
}

/** Whether the detail page has a Payments section: an approved or paid award, or payments already, for staff who read them. */
export function showsPayments(
  detail: Pick<ApplicationPaymentsFragment, 'reviewStatus' | 'disbursements'>,
  role: Parameters<typeof roleMay>[0],
): boolean {
  return (
    roleMay(role, 'disbursements:read') && (['APPROVED', 'PAID'].includes(detail.reviewStatus) || detail.disbursements.length > 0)
  );
}

/**
 * The Payments section beside the award (issue 40): the award's payments with their state,
 * payee, amount, method, the account's last four and the proof; preparing one (admins and
 * employees); and for admins, approving one someone else prepared, recording it sent, cleared
 * or failed, and voiding it. Each step says what happened, in the server's words.
 */
export function PaymentsPanel({
  detail,
  documents,
}: {
  detail: ApplicationPaymentsFragment;
  /** The application's documents a payment may rest on. */
  documents: readonly ProofChoice[];
}) {
  const { user } = useSession();
  const myId = useMyStaffId();
  const steps = usePaymentSteps(detail.kind, detail.id);
  const [preparing, setPreparing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [approving, setApproving] = useState<Payment | null>(null);
  const [asking, setAsking] = useState<PendingStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);

  const payments = detail.disbursements;
  if (!showsPayments(detail, user?.role)) return null;

  const mayPrepare = roleMay(user?.role, 'disbursements:prepare');
  const remainder = detail.awardRemainderCents;
  const awardCents = detail.award?.awardCents ?? null;

  async function run(what: string, work: () => Promise<StepAnswer>): Promise<boolean> {
    setError(null);
    try {
      const answer = await work();
      setDone(answer.message);
      return true;
    } catch (e) {
      logFailure(`${what} failed.`, e);
      setError(refusal(e, `${what} could not be saved. Please try again.`));
      return false;
    }
  }

  async function prepare(values: PreparedValues) {
    const { proof, ...rest } = values;
    setUploading('file' in proof);
    const ok = await run('Preparing the payment', async () => {
      const proofFileId = 'file' in proof ? (await uploadProof(detail.kind, detail.id, proof.file)).fileId : proof.fileId;
      return steps.prepare({ ...rest, proofFileId });
    }).finally(() => setUploading(false));
    if (ok) setPreparing(false);
  }

  function onStep(move: DisbursementMove, payment: Payment) {
    setError(null);
    if (move === 'approve') setApproving(payment);
    else setAsking({ step: move, payment });
  }

  async function answer(value: string) {
    if (!asking) return;
    const { step, payment } = asking;
    const work = {
      send: () => steps.send(payment.id, value),
      clear: () => steps.clear(payment.id, value),
      fail: () => steps.fail(payment.id, value),
      void: () => steps.void(payment.id, value),
    }[step];
    if (await run('The payment step', work)) setAsking(null);
  }

  async function approve() {
    if (!approving) return;
    // Refused or not, the dialog closes: the section says what happened.
    await run('The approval', () => steps.approve(approving.id));
    setApproving(null);
  }

  const busy = steps.busy || uploading;
  return (
    <section className="app-section payments" aria-labelledby="payments-title">
      <h2 id="payments-title" className="app-section__title">
        Payments
      </h2>
      <p className="payments__summary">
        {awardCents !== null && (
          <>
            Award <strong>{formatCents(awardCents)}</strong>
          </>
        )}
        {remainder !== null && (
          <>
            {' · '}
            <strong>{formatCents(remainder)}</strong> remains to prepare
          </>
        )}
        {detail.reviewStatus === 'PAID' && ' · paid in full'}
      </p>
      <p ref={doneRef} tabIndex={-1} className={done ? 'form-notice form-notice--success' : 'visually-hidden'} role="status">
        {done}
      </p>
      {error && !asking && !preparing && (
        <p className="form-notice form-notice--error" role="alert">
          {error}
        </p>
      )}
      {payments.length === 0 ? (
        <p className="payments__empty">No payments yet.</p>
      ) : (
        <ul className="payments__list">
          {payments.map((p) => (
            <PaymentCard
              key={p.id}
              payment={p}
              viewer={{ id: myId, mayRelease: roleMay(user?.role, 'disbursements:release') }}
              busy={busy}
              onStep={onStep}
            />
          ))}
        </ul>
      )}
      {mayPrepare &&
        remainder !== null &&
        remainder > 0 &&
        (preparing ? (
          <PrepareForm
            remainderCents={remainder}
            documents={documents}
            busy={busy}
            error={error}
            onSubmit={(values) => void prepare(values)}
            onCancel={() => {
              setPreparing(false);
              setError(null);
            }}
          />
        ) : (
          <button type="button" className="button" onClick={() => setPreparing(true)}>
            Prepare a payment
          </button>
        ))}
      <ConfirmActionDialog
        action={approving && approveConfirmation(approving)}
        busy={steps.busy}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
        focusAfterwards={doneRef}
      />
      <StepDialog
        pending={asking}
        others={payments}
        awardCents={awardCents}
        busy={steps.busy}
        error={error}
        onSubmit={(value) => void answer(value)}
        onCancel={() => {
          setAsking(null);
          setError(null);
        }}
      />
    </section>
  );
}
