import { useSearchParams } from 'react-router-dom';
import { FormNotice } from '../../../components/ui/Field';
import { useAuditLog } from '../hooks/useAuditLog';
import { Spinner } from '../../../console/Spinner';
import { ExportButton } from '../../../console/ExportButton';
import { messageOf } from '../../../console/refusals';
import { auditCsvUrl, filterOf, pageOf, searchOf, type AuditFilter } from '../audit-url';
import { AuditFilters } from './AuditFilters';
import { AuditRows } from './AuditRows';
import '../audit.css';

/** A page of rows: a few screens on a phone (short cards), one screenful or two on a laptop. */
export const AUDIT_PAGE_SIZE = 25;

/** "Page 2 of 5" and the buttons either side. */
function Pager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  return (
    <nav className="audit__pager" aria-label="Pages of the audit log">
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        Newer
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
        Older
      </button>
    </nav>
  );
}

/**
 * /admin-access-audit: the audit log in words, newest first, a page at a time, filtered through
 * the address (so "Who has seen this" and a staff member's activity link here), and its CSV.
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = pageOf(params);
  const { data, previousData, loading, error } = useAuditLog({ filter, page, pageSize: AUDIT_PAGE_SIZE });
  const log = (data ?? previousData)?.auditLog;
  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  const go = (next: AuditFilter, nextPage = 1) => setParams(new URLSearchParams(searchOf(next, nextPage).slice(1)));

  return (
    <>
      <AuditFilters key={searchOf(filter)} filter={filter} onApply={(next) => go(next)} />
      {error && !loading && <FormNotice tone="error">{messageOf(error, 'The audit log could not be loaded.')}</FormNotice>}
      {!log && loading && <Spinner label="Loading the audit log…" />}
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
          <AuditRows rows={log.items} />
          {pages > 1 && <Pager page={page} pages={pages} go={(next) => go(filter, next)} />}
        </>
      )}
    </>
  );
}
