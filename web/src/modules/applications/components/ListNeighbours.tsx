import { Link, useLocation } from 'react-router-dom';
import { detailPath } from '../../../console/kinds';
import { fullName } from '../../../console/formats';
import '../detail-actions.css';
import { listAddressAt, placeOf, type DetailLinkState, type ListPlace } from '../list-place';
import { useListNeighbours, type Neighbour } from '../hooks/useListNeighbours';
import { countText } from '../../../console/formats';

/**
 * Previous and next application in the list the reviewer came from (same search, order and
 * filters), so a pile can be read one after another. Shown only when the page was opened from a
 * list; the links carry the place along, and "Back" then returns to the page that holds it.
 */
export function ListNeighbours({ id }: { id: string }) {
  const location = useLocation();
  const state = location.state as Partial<DetailLinkState> | null;
  const place = placeOf(state);
  const from = typeof state?.from === 'string' ? state.from : null;
  const { previous, next, here } = useListNeighbours(from ? place : null, id);
  if (!place || !from || (!previous && !next && !here)) return null;

  return (
    <nav className="app-steps" aria-label="Applications in this list">
      <StepLink direction="previous" neighbour={previous} place={place} from={from} />
      {here && (
        <p className="app-steps__where">
          {here.position.toLocaleString('en-US')} of {countText(here.total, here.estimate)}
        </p>
      )}
      <StepLink direction="next" neighbour={next} place={place} from={from} />
    </nav>
  );
}

function StepLink({
  direction,
  neighbour,
  place,
  from,
}: {
  direction: 'previous' | 'next';
  neighbour: Neighbour | null;
  place: ListPlace;
  from: string;
}) {
  const title = direction === 'previous' ? 'Previous application' : 'Next application';
  if (!neighbour) return <span className={`app-steps__link app-steps__link--${direction} app-steps__link--none`} />;
  const { row, position } = neighbour;
  const state: DetailLinkState = { from: listAddressAt(from, place, position), place: { ...place, position } };
  return (
    <Link
      className={`app-steps__link app-steps__link--${direction}`}
      to={detailPath(row.kind, row.id, row.firstName, row.lastName)}
      state={state}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <span className="app-steps__title">{title}</span>
      <span className="app-steps__name">{fullName(row)}</span>
    </Link>
  );
}
