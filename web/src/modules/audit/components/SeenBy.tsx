import { Link } from 'react-router-dom';
import { useAuditLogQuery } from '../../../generated/graphql';
import { auditPath } from '../audit-url';
import { when } from './AuditLog';
import '../audit.css';

const SHOWN = 10;

/**
 * The detail page's "Who has seen this" (admins): the latest reads of this application, from the
 * audit log, and a link to all of them on the audit page.
 */
export function SeenBy({ reference }: { reference: string }) {
  const { data, error } = useAuditLogQuery({
    variables: { filter: { reference }, page: 1, pageSize: SHOWN },
    fetchPolicy: 'network-only',
  });
  const log = data?.auditLog;
  return (
    <section className="operations__panel audit-seen" aria-labelledby="seen-by-title">
      <h2 id="seen-by-title" className="operations__subtitle">
        Who has seen this
      </h2>
      {error ? (
        <p className="operations__note">The list of readers could not be loaded.</p>
      ) : !log ? (
        <p className="operations__note">Loading…</p>
      ) : (
        <>
          <ul className="audit-seen__list">
            {log.items.map((row) => (
              <li key={row.id}>
                <strong>{row.actorName ?? (row.actorUserId ? `Deleted account #${row.actorUserId}` : 'System')}</strong>{' '}
                {row.actionLabel.charAt(0).toLowerCase() + row.actionLabel.slice(1)}
                {row.detail && row.action.startsWith('document.') ? ` (${row.detail})` : ''},{' '}
                <time dateTime={row.at as string}>{when(row.at as string)}</time>
                {row.actorUserId && (
                  <>
                    {' '}
                    <Link
                      to={auditPath({ actorUserId: row.actorUserId })}
                      aria-label={`Activity of ${row.actorName ?? 'this account'}`}
                    >
                      activity
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
          <p className="operations__note">
            {log.total > SHOWN ? `The latest ${SHOWN} of ${log.total} reads. ` : ''}
            <Link to={auditPath({ reference })}>Every read of {reference} in the audit log</Link>
          </p>
        </>
      )}
    </section>
  );
}
