import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApplicationKind, ApplicationRowFragment, ApplicationStatus } from '../../../generated/graphql';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import type { ConsoleKind } from '../../../console/kinds';
import { ApplicationRow, ApplicationTableHead } from './ApplicationRow';
import { countText, fullName } from '../../../console/formats';
import { Pagination, SearchBox, SortSelect } from './ListControls';
import { useApplicationList } from '../hooks/useApplicationList';
import { useMoveApplication } from '../hooks/useMoveApplication';
import type { ListCount } from './KindTabs';
import { PAGE_SIZE, SORTS, useListState } from '../hooks/useListState';
import { logFailure, useNotices } from '../../../console/Notices';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { BulkBar, ReviewFilters, type ReviewFilter } from '../../review/components/ListReview';
import { ExportButton } from '../../../console/ExportButton';
import { Spinner } from '../../../console/Spinner';
import { exportCsvUrl } from '../export-url';
import { RelatedFilter } from '../../related-applications/components/RelatedFilter';
import { showsRelated } from '../../related-applications/components/RelatedApplicationsPanel';

/**
 * One kind's table on /admin-access (active) or /admin-access-archive (archived): number, name,
 * submission date, View and Archive or Unarchive; searched, sorted and paged on the server.
 */
export function ApplicationTable({
  config,
  status,
  onTotal,
}: {
  config: ConsoleKind;
  status: ApplicationStatus;
  /** Told this list's total (under its search and filters) whenever it changes: the phone's tabs show it. */
  onTotal?: (kind: ApplicationKind, count: ListCount) => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const notices = useNotices();
  const { user } = useSession();
  // A volunteer's own queue comes first: "Assigned to me" until they clear it (issue 29).
  const [state, update] = useListState(config.param, user?.role === 'volunteer');
  const sort = SORTS[state.sort];
  const mayBulk = roleMay(user?.role, 'review:move');
  const mayExport = roleMay(user?.role, 'applications:export');
  const filter: ReviewFilter = { reviewStatus: state.reviewStatus, assignedToMe: state.assignedToMe };
  // "Only related" (issue 39): admins and employees; a volunteer's address cannot turn it on.
  const related = state.related && showsRelated(user?.role);
  const filtered = filter.reviewStatus !== null || filter.assignedToMe || related;
  // The checked rows as last seen, so the bulk bar knows each one's review status and reference.
  const [selected, setSelected] = useState<Map<string, ApplicationRowFragment>>(new Map());
  const variables = {
    kind: config.kind,
    status,
    page: state.page,
    after: state.after ? Number(state.after) : null,
    pageSize: PAGE_SIZE,
    search: state.search || null,
    sortBy: sort.sortBy,
    sortDirection: sort.sortDirection,
    reviewStatus: filter.reviewStatus,
    assignedToMe: filter.assignedToMe || null,
    related: related || null,
  };
  const list = useApplicationList(variables);
  const moveApplication = useMoveApplication();
  const [confirming, setConfirming] = useState<ApplicationRowFragment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const shown = list.data ?? list.previousData;
  const page = shown?.applications;

  const total = page?.total;
  const estimate = page?.totalIsEstimate ?? false;
  useEffect(() => {
    if (total !== undefined) onTotal?.(config.kind, { total, estimate });
  }, [total, estimate, config.kind, onTotal]);

  // The last row of a later page was moved away: show the page before it.
  useEffect(() => {
    // An estimated count may run past the last page: step back one page then, not to the estimate.
    if (page && page.items.length === 0 && page.total > 0 && state.page > 1)
      update({ page: page.totalIsEstimate ? state.page - 1 : Math.max(1, page.pageCount) });
  }, [page, state.page, update]);

  useEffect(() => {
    if (list.error) logFailure(`Loading the ${config.noun} applications failed.`, list.error);
  }, [list.error, config.noun]);

  async function move(row: ApplicationRowFragment, to: ApplicationStatus): Promise<boolean> {
    setBusyId(row.id);
    try {
      await moveApplication(row, status, to);
      setAnnouncement(`${fullName(row)}'s application was ${to === 'ARCHIVED' ? 'archived' : 'moved back to Applications'}.`);
      return true;
    } catch (error) {
      const verb = to === 'ARCHIVED' ? 'archived' : 'unarchived';
      notices.failed(`${fullName(row)}'s application could not be ${verb}.`, error, () => void move(row, to));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function confirmArchive() {
    if (!confirming) return;
    const moved = await move(confirming, 'ARCHIVED');
    setConfirming(null);
    // The row is gone, so its button is too: keep the keyboard user in this table.
    if (moved) headingRef.current?.focus();
  }

  const loadingFirst = list.loading && !shown;
  const refreshing = list.loading && Boolean(shown);
  const rows = page?.items ?? [];
  const offset = ((page?.page ?? 1) - 1) * (page?.pageSize ?? PAGE_SIZE);
  const from = `${location.pathname}${location.search}`;
  // An empty list with no search has nothing to search or sort.
  const nothingYet = page !== undefined && page.total === 0 && !state.search && !filtered && !list.loading;

  return (
    <section className="app-table-card" aria-labelledby={headingId}>
      {/* One grid: the title over one row of search, order, review filters and Export CSV. */}
      <header className={`app-table-card__header${nothingYet ? ' app-table-card__header--bare' : ''}`}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="app-table-card__title">
          {config.title}
          {/* Heard as "Undergraduate applications, 12 in this list", not "… applications 12". */}
          {page && page.total > 0 && (
            <span className="app-table-card__count">
              <span className="visually-hidden">, </span>
              {countText(page.total, page.totalIsEstimate)}
              <span className="visually-hidden"> in this list</span>
            </span>
          )}
        </h2>
        {!nothingYet && (
          <>
            <SearchBox
              label={`Search ${config.noun} applications`}
              value={state.search}
              onSearch={(search) => update({ search })}
            />
            <SortSelect label="Sort by" value={state.sort} onChange={(value) => update({ sort: value })} />
          </>
        )}
        {/* Shown even on an empty list: a volunteer's starts on "Assigned to me", which they may clear. */}
        <ReviewFilters
          value={filter}
          onChange={(next) => {
            setSelected(new Map());
            update(next);
          }}
        />
        {showsRelated(user?.role) && (
          <RelatedFilter
            checked={related}
            onChange={(next) => {
              setSelected(new Map());
              update({ related: next });
            }}
          />
        )}
        {mayExport && !nothingYet && (
          <>
            <ExportButton
              label="Export CSV"
              url={exportCsvUrl(config.segment, {
                archived: status === 'ARCHIVED',
                search: state.search,
                reviewStatus: filter.reviewStatus,
                assignedToMe: filter.assignedToMe,
              })}
              fileName={`${config.segment}-applications.csv`}
              what={`The ${config.noun} CSV export`}
              describedBy={`${headingId}-export-hint`}
            />
            <span id={`${headingId}-export-hint`} className="visually-hidden">
              {`The ${config.noun} list as filtered and searched here`}
            </span>
          </>
        )}
      </header>
      {mayBulk && (
        <BulkBar
          kind={config.kind}
          selected={[...selected.values()].map((row) => rows.find((r) => r.id === row.id) ?? row)}
          onDone={(message, keep) => {
            setSelected(new Map([...selected].filter(([id]) => keep.includes(id))));
            if (message) setAnnouncement(message);
          }}
        />
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {loadingFirst && <Spinner layout="inline" label={`Loading ${config.noun} applications…`} />}

      {list.error && !list.loading && (
        <div className="app-inline-error" role="alert">
          <p>The {config.noun} applications could not be loaded.</p>
          <button type="button" className="button button--small" onClick={() => void list.refetch().catch(() => undefined)}>
            Retry
          </button>
        </div>
      )}

      {page && rows.length === 0 && !list.loading && (
        <p className="app-empty">
          {state.search
            ? `No ${config.noun} applications match “${state.search}”.`
            : filter.assignedToMe && !filter.reviewStatus
              ? `No ${config.noun} applications are assigned to you. Clear “Assigned to me” to see them all.`
              : related && !filter.reviewStatus && !filter.assignedToMe
                ? `No ${config.noun} applications share an SSN, e-mail, phone, home address or loan account with another.`
                : filtered
                  ? `No ${config.noun} applications match the filters.`
                  : config.empty[status]}
        </p>
      )}

      {rows.length > 0 && (
        <div className="app-table__frame" aria-busy={refreshing}>
          <table className={`app-table${refreshing ? ' app-table--refreshing' : ''}`}>
            <caption className="visually-hidden">
              {config.title}
              {page && page.pageCount > 1 ? `, page ${page.page} of ${countText(page.pageCount, page.totalIsEstimate)}` : ''}
            </caption>
            <ApplicationTableHead selectable={mayBulk} sort={state.sort} />
            <tbody>
              {rows.map((row, index) => (
                <ApplicationRow
                  key={row.id}
                  row={row}
                  number={offset + index + 1}
                  status={status}
                  selectable={mayBulk}
                  selected={selected.has(row.id)}
                  onSelect={(checked) => {
                    const next = new Map(selected);
                    if (checked) next.set(row.id, row);
                    else next.delete(row.id);
                    setSelected(next);
                  }}
                  detailState={{ from, place: { variables, position: offset + index + 1, param: config.param } }}
                  busy={busyId === row.id}
                  onArchive={() => setConfirming(row)}
                  onUnarchive={() => void move(row, 'ACTIVE')}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {page && (
        <Pagination
          label={`${config.title} pages`}
          page={page.page}
          pageCount={page.pageCount}
          estimate={page.totalIsEstimate}
          more={page.items.length === page.pageSize}
          busy={list.loading}
          // Next starts after this page's last row (keyset); any other page is found by its number.
          onPage={(next) => update({ page: next, after: next === page.page + 1 ? (rows.at(-1)?.id ?? null) : null })}
        />
      )}

      <ConfirmDialog
        question={confirming ? `Are you sure you want to archive ${fullName(confirming)}'s application?` : null}
        busy={confirming !== null && busyId === confirming.id}
        busyLabel="Archiving…"
        onYes={() => void confirmArchive()}
        onNo={() => setConfirming(null)}
      />
    </section>
  );
}
