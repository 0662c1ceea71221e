import { useCallback, useEffect, useId, useState } from 'react';
import { SORTS, type SortKey } from '../hooks/useListState';
import { countText } from '../../../console/formats';
import { searchLanded, searchSent, startSearchText } from '../search-text';

/** Search by name, e-mail, reference, college or major; asks the server 300 ms after typing stops, or on Enter. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const id = useId();
  const [box, setBox] = useState(() => startSearchText(value));
  // Follows the URL (back button, a link) but not into a search this box already moved past.
  if (box.seen !== value) setBox(searchLanded(box, value));
  const text = box.text;
  const setText = (next: string) => setBox((current) => ({ ...current, text: next }));
  const search = useCallback(
    (next: string) => {
      setBox((current) => searchSent(current, next));
      onSearch(next);
    },
    [onSearch],
  );
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => search(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, search]);

  return (
    <form
      className="app-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label className="app-control__label" htmlFor={id}>
        {label}
      </label>
      <div className="app-search__field">
        <input
          id={id}
          className="app-control__input"
          type="search"
          value={text}
          placeholder="Name, e-mail, reference, college or major"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button
            type="button"
            className="app-search__clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setText('');
              search('');
            }}
          >
            ×
          </button>
        )}
      </div>
    </form>
  );
}

export function SortSelect({ label, value, onChange }: { label: string; value: SortKey; onChange: (value: SortKey) => void }) {
  const id = useId();
  return (
    <div className="app-sort">
      <label className="app-control__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="app-control__input" value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {Object.entries(SORTS).map(([key, sort]) => (
          <option key={key} value={key}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Shown once a list passes one page; the server sends one page at a time. */
export function Pagination({
  label,
  page,
  pageCount,
  estimate = false,
  more = false,
  busy,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  /** The page count comes from an estimated total ("about"). */
  estimate?: boolean;
  /** A later page may exist whatever the estimate says (this page is full). */
  more?: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const hasNext = page < pageCount || (estimate && more);
  if (pageCount <= 1 && !hasNext) return null;
  return (
    <nav className="app-pagination" aria-label={label}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="app-pagination__status" aria-live="polite">
        Page {page.toLocaleString('en-US')} of {countText(pageCount, estimate)}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!hasNext || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
