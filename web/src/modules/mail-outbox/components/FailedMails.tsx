import { useState } from 'react';
import { FormNotice } from '../../../components/ui/Field';
import { Spinner } from '../../../console/Spinner';
import { StaffTable } from '../../../console/StaffTable';
import { messageOf } from '../../../console/refusals';
import { useFailedMails } from '../hooks/useFailedMails';
import '../../../console/staff-table.css';

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function waited(seconds: number): string {
  if (seconds < 90) return `${seconds} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * /admin-access-mail: e-mails that gave up after every retry. Each row shows who it was for, what
 * kind of mail, when, and the last error class; never the subject or body (they can hold a code).
 */
export function FailedMails() {
  const { data, loading, error, refetch, retryMail } = useFailedMails();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (loading && !data) return <Spinner label="Loading the mail outbox…" />;
  if (error && !data) {
    console.error('Loading the failed mails failed', error);
    return <FormNotice tone="error">The failed e-mails could not be loaded. Please reload the page.</FormNotice>;
  }
  const health = data?.mailOutboxHealth;
  const rows = data?.failedMails.items ?? [];

  async function retry(id: string, recipient: string) {
    setBusy(id);
    setNotice(null);
    try {
      await retryMail({ variables: { id } });
      setNotice({ tone: 'success', text: `The e-mail to ${recipient} will be sent again.` });
      await refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, 'The e-mail could not be retried.') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {health && (
        <dl className="operations__figures" aria-label="Mail outbox">
          <div>
            <dt>Waiting to be sent</dt>
            <dd>{health.due}</dd>
          </div>
          <div>
            <dt>Oldest waiting</dt>
            <dd>{health.due > 0 ? waited(health.oldestDueSeconds) : '—'}</dd>
          </div>
          <div>
            <dt>Failed</dt>
            <dd>{health.failed}</dd>
          </div>
        </dl>
      )}
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <StaffTable
        caption="Failed e-mails"
        columns={['Recipient', 'Kind', 'Queued', 'Gave up', 'Last error', { label: 'Retry', hidden: true }]}
        rowCount={rows.length}
        empty="No e-mail has failed. Mail that cannot be sent is retried for about 8 hours before it shows here."
      >
        {rows.map((mail) => (
          <tr key={mail.id}>
            <th scope="row" data-label="Recipient" className="privileges__email">
              {mail.recipient}
            </th>
            <td data-label="Kind">{mail.kindLabel}</td>
            <td data-label="Queued">{when(mail.createdAt as string)}</td>
            <td data-label="Gave up">
              {when(mail.failedAt as string | null)} ({mail.attempts} attempts)
            </td>
            <td data-label="Last error">
              <code>{mail.lastError ?? '—'}</code>
            </td>
            <td data-label="Retry">
              <button
                type="button"
                className="button button--secondary"
                disabled={busy !== null}
                aria-busy={busy === mail.id || undefined}
                aria-label={`Retry the e-mail to ${mail.recipient}`}
                onClick={() => void retry(mail.id, mail.recipient)}
              >
                {busy === mail.id ? 'Retrying…' : 'Retry'}
              </button>
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
