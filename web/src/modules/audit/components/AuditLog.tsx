import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_READ_ACTIONS } from '@domain/audit';
import { FormNotice } from '../../../components/ui/Field';
import { useAuditLogQuery } from '../../../generated/graphql';
import { SessionSpinner } from '../../accounts/components/Spinner';
import { ExportButton } from '../../applications/components/ExportButton';
import { StaffTable } from '../../accounts/components/StaffTable';
import { useStaffUsers } from '../../accounts/hooks/useStaffUsers';
import { messageOf } from '../../staff/refusal-message';
import { auditCsvUrl, auditPath, filterOf, NO_FILTER, pageOf, searchOf, type AuditFilter } from '../audit-url';
import '../audit.css';

const PAGE_SIZE = 50;

export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The filters: staff member, action, application reference, first and last day. Applied on submit. */
function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (next: AuditFilter) => void }) {
  const staff = useStaffUsers().users ?? [];
  const [draft, setDraft] = useState(filter);
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || null }));
  const actions: Array<[string, string]> = Object.entries(AUDIT_READ_ACTIONS);
  if (draft.action && !(draft.action in AUDIT_READ_ACTIONS)) actions.push([draft.action, draft.action]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form className="audit__filters" aria-label="Filter the audit log" onSubmit={submit}>
      <label>
        Staff member
        <select value={draft.actorUserId ?? ''} onChange={set('actorUserId')}>
          <option value="">Anyone</option>
          {staff.map((u) => (
            <option key={u.id} value={u.id}>
              {u.firstName} {u.lastName}
            </option>
          ))}
          {draft.actorUserId && !staff.some((u) => u.id === draft.actorUserId) && (
            <option value={draft.actorUserId}>Staff member #{draft.actorUserId}</option>
          )}
        </select>
      </label>
      <label>
        Action
        <select value={draft.action ?? ''} onChange={set('action')}>
          <option value="">Any action</option>
          {actions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Application reference
        <input type="text" value={draft.reference ?? ''} onChange={set('reference')} autoComplete="off" spellCheck={false} />
      </label>
      <label>
        From
        <input type="date" value={draft.from ?? ''} onChange={set('from')} />
      </label>
      <label>
        To
        <input type="date" value={draft.to ?? ''} onChange={set('to')} />
      </label>
      <div className="audit__filter-actions">
        <button type="submit" className="button">
          Show
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

/**
 * /admin-access-audit: the audit log, newest first, 50 rows a page, filtered through the address
 * (so "Who has seen this" and a staff member's activity link here), and its CSV.
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = pageOf(params);
  const { data, previousData, loading, error } = useAuditLogQuery({
    variables: { filter, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.auditLog;
  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  const go = (next: AuditFilter, nextPage = 1) => setParams(new URLSearchParams(searchOf(next, nextPage).slice(1)));

  return (
    <>
      <AuditFilters key={searchOf(filter)} filter={filter} onApply={(next) => go(next)} />
      {error && !loading && <FormNotice tone="error">{messageOf(error, 'The audit log could not be loaded.')}</FormNotice>}
      {!log && loading && <SessionSpinner label="Loading the audit log…" />}
      {log && (
        <>
          <div className="audit__summary">
            <p role="status">
              {log.total === 0
                ? 'No rows match.'
                : `${log.total.toLocaleString('en-US')} row${log.total === 1 ? '' : 's'}, newest first. Page ${log.page} of ${pages}.`}
            </p>
            {/* Fetched, not a link: the export asks for a recent second factor when it needs one. */}
            <ExportButton
              label="Download CSV"
              url={auditCsvUrl(filter)}
              fileName="audit-log.csv"
              what="The audit log's CSV"
              className="button button--secondary"
            />
          </div>
          <StaffTable
            caption="Audit log, newest first"
            columns={['Time', 'Staff member', 'Action', 'Application', 'Address', 'Detail']}
            rowCount={log.items.length}
            empty="Nothing in the audit log matches these filters."
          >
            {log.items.map((row) => (
              <tr key={row.id}>
                <td data-label="Time">
                  <time dateTime={row.at as string}>{when(row.at as string)}</time>
                </td>
                <th scope="row" data-label="Staff member">
                  {row.actorUserId ? (
                    <Link to={auditPath({ actorUserId: row.actorUserId })}>
                      {row.actorName ?? `Deleted account #${row.actorUserId}`}
                    </Link>
                  ) : (
                    'System'
                  )}
                </th>
                <td data-label="Action">{row.actionLabel}</td>
                <td data-label="Application">
                  {row.reference ? <Link to={auditPath({ reference: row.reference })}>{row.reference}</Link> : '—'}
                </td>
                <td data-label="Address">{row.ip ?? '—'}</td>
                <td data-label="Detail" className="audit__detail">
                  {row.detail ?? '—'}
                </td>
              </tr>
            ))}
          </StaffTable>
          {pages > 1 && (
            <nav className="audit__pager" aria-label="Pages of the audit log">
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => go(filter, page - 1)}
              >
                Newer
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= pages}
                onClick={() => go(filter, page + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
