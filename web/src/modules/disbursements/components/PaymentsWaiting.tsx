import { Link } from 'react-router-dom';
import { SENT_STALE_DAYS } from '@domain/disbursements';
import { FormNotice } from '../../../components/ui/Field';
import { Spinner } from '../../../console/Spinner';
import { detailPath } from '../../../console/kinds';
import { usePaymentsWaiting } from '../hooks/usePaymentsWaiting';
import { type Payment } from '../hooks/usePaymentSteps';
import { onDay, paymentName, payeeLine } from '../payment-words';
import '../payments.css';

/** The detail page of a payment's application ("Maya Rivera" → /show-applicant/undergrad/7/maya-rivera). */
const applicationPath = (p: Payment) => detailPath(p.kind, p.applicationId, p.applicantName, '');

function Group({
  id,
  title,
  lead,
  empty,
  payments,
  detail,
}: {
  id: string;
  title: string;
  lead: string;
  empty: string;
  payments: readonly Payment[];
  detail: (p: Payment) => string;
}) {
  return (
    <section className="payments-page__group" aria-labelledby={id}>
      <h2 className="payments-page__title" id={id}>
        {title} <span className="payments-page__count">({payments.length})</span>
      </h2>
      <p className="payments-page__lead">{lead}</p>
      {payments.length === 0 ? (
        <p className="payments__empty">{empty}</p>
      ) : (
        <ul className="payments-page__list">
          {payments.map((p) => (
            <li key={p.id} className="payments-page__item">
              <p>
                <Link to={applicationPath(p)}>{`${paymentName(p)} for ${p.applicantName}`}</Link>
              </p>
              <p className="payments-page__meta">{p.reference}</p>
              {payeeLine(p) && <p className="payments-page__meta">{payeeLine(p)}</p>}
              <p className="payments-page__meta">{detail(p)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Payments page's lists (issue 40): what waits for a second admin, what was sent and has not
 * cleared after 30 days, and what failed. Each links to its application, where the steps are.
 */
export function PaymentsWaiting() {
  const lists = usePaymentsWaiting();
  if (!lists.loaded && lists.loading) return <Spinner label="Loading the payments…" />;
  if (!lists.loaded && lists.error)
    return (
      <div>
        <FormNotice tone="error">The payments could not be loaded.</FormNotice>
        <button type="button" className="button button--secondary" onClick={lists.retry}>
          Retry
        </button>
      </div>
    );
  return (
    <>
      <Group
        id="payments-to-approve"
        title="Waiting for a second admin"
        lead="Prepared payments: an admin who did not prepare one approves it on its application."
        empty="Nothing waits for approval."
        payments={lists.toApprove}
        detail={(p) => `Prepared ${onDay(p.preparedAt)}${p.preparedBy ? ` by ${p.preparedBy.name}` : ''}`}
      />
      <Group
        id="payments-not-cleared"
        title={`Sent, not cleared after ${SENT_STALE_DAYS} days`}
        lead="Ask the payee or the bank, then record each one as cleared or failed."
        empty={`Every payment sent more than ${SENT_STALE_DAYS} days ago has cleared or failed.`}
        payments={lists.sentNotCleared}
        detail={(p) => `Sent ${onDay(p.sentAt)}${p.sentReference ? ` (${p.sentReference})` : ''}`}
      />
      <Group
        id="payments-failed"
        title="Failed"
        lead="The amount has returned to the award: prepare a new payment on the application."
        empty="No payment has failed."
        payments={lists.failed}
        detail={(p) => `Failed ${onDay(p.failedAt)}${p.failureReason ? `: ${p.failureReason}` : ''}`}
      />
    </>
  );
}
