import { Link } from 'react-router-dom';
import type { ApplicationRowFragment, ApplicationStatus } from '../../../generated/graphql';
import { detailPath } from '../../../console/kinds';
import type { DetailLinkState } from '../list-place';
import type { SortKey } from '../hooks/useListState';
import { fullName, submittedOn } from '../../../console/formats';
import { ReviewCells } from '../../review/components/ListReview';
import '../../conflicts/conflicts.css';
import { RelatedMark } from '../../related-applications/components/RelatedApplicationsPanel';
import { LetterWaitingMark } from '../../letters/components/LetterWaitingMark';

/**
 * An e-mail address in two pieces, so a long one keeps its domain (the part before "@" takes the
 * ellipsis) and a narrow screen wraps it before "@", never inside a word.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      <span className="app-table__email-user">{email.slice(0, at)}</span>
      <span>{email.slice(at)}</span>
    </>
  );
}

/** A list's heading row: the columns of ApplicationRow, with the sorted one marked for screen readers. */
export function ApplicationTableHead({ selectable, sort }: { selectable: boolean; sort: SortKey }) {
  return (
    <thead>
      <tr>
        {selectable && (
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
        )}
        <th scope="col" className="app-table__number">
          No.
        </th>
        <th scope="col" aria-sort={sort.startsWith('name') ? (sort === 'name-asc' ? 'ascending' : 'descending') : undefined}>
          Name
        </th>
        <th scope="col">Reference</th>
        <th scope="col" aria-sort={sort === 'newest' ? 'descending' : sort === 'oldest' ? 'ascending' : undefined}>
          Submitted
        </th>
        <th scope="col">Review and score</th>
        <th scope="col">Assigned</th>
        <th scope="col" className="app-table__actions-head">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * One application in a console list: its number in the list, name and e-mail, reference,
 * submission date, review cells, View, and Archive (active list) or Unarchive (archive).
 */
export function ApplicationRow({
  row,
  number,
  status,
  selectable,
  selected,
  onSelect,
  detailState,
  busy,
  onArchive,
  onUnarchive,
}: {
  row: ApplicationRowFragment;
  /** Its place in the whole list, counting earlier pages. */
  number: number;
  status: ApplicationStatus;
  /** Staff who may change many applications at once get a checkbox. */
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Where the detail page returns to, and which list its previous/next walk through. */
  detailState: DetailLinkState;
  busy: boolean;
  onArchive: () => void;
  onUnarchive: () => void;
}) {
  const archiving = status === 'ACTIVE';
  return (
    <tr>
      {selectable && (
        <td className="app-table__select">
          <input
            type="checkbox"
            aria-label={`Select ${fullName(row)}'s application`}
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
          />
        </td>
      )}
      <td className="app-table__number" data-label="No.">
        {number}
      </td>
      <th scope="row" className="app-table__name">
        {/* Cut with an ellipsis when long: the whole text stays in the page and the title. */}
        <span className="app-table__person" title={fullName(row)}>
          {fullName(row)}
        </span>
        {row.recused && <span className="conflict-recused">Recused</span>}
        <RelatedMark related={row.hasRelatedApplications} />
        <span className="app-table__email" title={row.email}>
          <EmailText email={row.email} />
        </span>
        <LetterWaitingMark since={row.letterWaitingSince} />
      </th>
      <td data-label="Reference" className="app-table__reference">
        {row.reference}
      </td>
      <td data-label="Submitted">
        <time dateTime={row.createdAt}>{submittedOn(row.createdAt)}</time>
      </td>
      <ReviewCells row={row} />
      <td className="app-table__actions">
        <Link
          className="button button--small"
          to={detailPath(row.kind, row.id, row.firstName, row.lastName)}
          state={detailState}
          aria-label={`View ${fullName(row)}'s application`}
        >
          View
        </Link>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`${archiving ? 'Archive' : 'Unarchive'} ${fullName(row)}'s application`}
          disabled={busy}
          onClick={archiving ? onArchive : onUnarchive}
        >
          {/* Archiving shows its progress in the Yes/No question it asks first. */}
          {archiving ? 'Archive' : busy ? 'Unarchiving…' : 'Unarchive'}
        </button>
      </td>
    </tr>
  );
}
