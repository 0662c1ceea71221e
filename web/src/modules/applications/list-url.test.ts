import { describe, expect, it } from 'vitest';
import { applyListChange, readListState, type ListState } from './hooks/useListState';
import { askListUrl, latestQuery, listUrlShown, startListUrl, type ListUrl } from './list-url';

const PATH = '/admin-access';

/** A change to the undergraduate list, asked for while `state` is what the page knows. */
function ask(state: ListUrl, change: Partial<ListState>): ListUrl {
  return askListUrl(state, (params) => applyListChange(params, 'ug', change)).state;
}

const shown = (query: string) => startListUrl(PATH, query, 'first');

describe("the staff lists' URL", () => {
  it('keeps a search when the sort changes before the search reaches the page', () => {
    let url = ask(shown('ug.page=3'), { search: 'Biology' });
    url = ask(url, { sort: 'name-asc' });
    expect(latestQuery(url)).toBe('ug.q=Biology&ug.sort=name-asc');
  });

  it('keeps a search when the page, a filter or the kind tab changes before the search reaches the page', () => {
    const searched = ask(shown('kind=ug'), { search: 'Howard' });
    expect(latestQuery(ask(searched, { page: 2 }))).toBe('kind=ug&ug.q=Howard&ug.page=2');
    // A review filter sends the list back to page 1.
    expect(latestQuery(ask(ask(searched, { page: 2 }), { page: 1 }))).toBe('kind=ug&ug.q=Howard');
    const tab = askListUrl(searched, (params) => params.set('kind', 'par')).state;
    expect(latestQuery(tab)).toBe('kind=par&ug.q=Howard');
  });

  it('builds on the latest asked for after an earlier change reaches the page', () => {
    let url = ask(shown(''), { search: 'Biology' });
    url = ask(url, { sort: 'oldest' });
    url = listUrlShown(url, PATH, 'ug.q=Biology', 'second');
    expect(url.asked).toEqual(['ug.q=Biology&ug.sort=oldest']);
    url = ask(url, { page: 2 });
    expect(latestQuery(url)).toBe('ug.q=Biology&ug.sort=oldest&ug.page=2');
    // The page may skip straight to the last one: nothing is left to wait for.
    url = listUrlShown(url, PATH, 'ug.q=Biology&ug.sort=oldest&ug.page=2', 'third');
    expect(url).toEqual({ path: PATH, shown: 'ug.q=Biology&ug.sort=oldest&ug.page=2', shownKey: 'third', asked: [] });
  });

  it('hears the same query arriving again as a new arrival', () => {
    // A search, then Clear before the search reached the page: back to the query shown.
    let url = ask(shown(''), { search: 'Biology' });
    url = ask(url, { search: '' });
    expect(url.asked).toEqual(['ug.q=Biology', '']);
    url = listUrlShown(url, PATH, '', 'second');
    expect(url.asked).toEqual([]);
    // Every list on the page reports the same arrival; the later reports change nothing.
    expect(listUrlShown(url, PATH, '', 'second')).toBe(url);
  });

  it('follows a change made elsewhere, such as the back button or a link', () => {
    let url = ask(shown(''), { search: 'Biology' });
    url = listUrlShown(url, PATH, 'ug.q=Howard', 'second');
    expect(url).toEqual({ path: PATH, shown: 'ug.q=Howard', shownKey: 'second', asked: [] });
    expect(latestQuery(ask(url, { sort: 'oldest' }))).toBe('ug.q=Howard&ug.sort=oldest');
    // Another page starts afresh.
    const archive = listUrlShown(ask(url, { page: 2 }), '/admin-access-archive', 'ug.q=Howard', 'third');
    expect(archive).toEqual({ path: '/admin-access-archive', shown: 'ug.q=Howard', shownKey: 'third', asked: [] });
  });

  it('keeps "after this row" only with the Next page it was sent for, and drops it on any other change', () => {
    const next = ask(shown('ug.q=Howard&ug.page=2'), { page: 3, after: '5120' });
    expect(latestQuery(next)).toBe('ug.q=Howard&ug.page=3&ug.after=5120');
    expect(latestQuery(ask(next, { page: 2 }))).toBe('ug.q=Howard&ug.page=2');
    expect(latestQuery(ask(next, { sort: 'oldest' }))).toBe('ug.q=Howard&ug.sort=oldest');
    expect(latestQuery(ask(next, { search: 'Biology' }))).toBe('ug.q=Biology');
  });

  it('does not wait for a query already shown or on its way', () => {
    const url = shown('ug.q=Biology');
    expect(ask(url, { search: 'Biology ' })).toBe(url);
    const twice = ask(ask(url, { sort: 'oldest' }), { sort: 'oldest' });
    expect(twice.asked).toEqual(['ug.q=Biology&ug.sort=oldest']);
  });

  it('keeps the review filters in the URL, starting again at page 1, and reads them back', () => {
    const url = ask(shown('ug.q=Howard&ug.page=3'), { reviewStatus: 'IN_REVIEW', assignedToMe: true });
    expect(latestQuery(url)).toBe('ug.q=Howard&ug.review=IN_REVIEW&ug.mine=1');
    expect(readListState(new URLSearchParams(latestQuery(url)), 'ug')).toEqual({
      search: 'Howard',
      sort: 'newest',
      page: 1,
      reviewStatus: 'IN_REVIEW',
      assignedToMe: true,
      related: false,
      after: null,
    });
    expect(latestQuery(ask(url, { reviewStatus: null, assignedToMe: false }))).toBe('ug.q=Howard&ug.mine=0');
    // "Only related" is a filter of its own, kept in the URL too.
    expect(readListState(new URLSearchParams(latestQuery(ask(url, { related: true }))), 'ug').related).toBe(true);
    // Another list's filters are its own.
    expect(readListState(new URLSearchParams(latestQuery(url)), 'hs')).toMatchObject({ reviewStatus: null, assignedToMe: false });
    // A status the review does not know is no filter.
    expect(readListState(new URLSearchParams('ug.review=LOST'), 'ug').reviewStatus).toBeNull();
  });

  it('gives a volunteer their own queue until the URL says otherwise', () => {
    expect(readListState(new URLSearchParams(''), 'ug', true).assignedToMe).toBe(true);
    expect(readListState(new URLSearchParams('ug.mine=0'), 'ug', true).assignedToMe).toBe(false);
    expect(readListState(new URLSearchParams(''), 'ug', false).assignedToMe).toBe(false);
    const params = new URLSearchParams('');
    applyListChange(params, 'ug', { assignedToMe: false });
    expect(params.toString()).toBe('ug.mine=0');
    applyListChange(params, 'ug', { assignedToMe: true });
    expect(params.toString()).toBe('ug.mine=1');
    // Unchecked before the session said "volunteer" (no default yet), the choice still holds once it does.
    const early = new URLSearchParams('');
    applyListChange(early, 'ug', { assignedToMe: false });
    expect(readListState(early, 'ug', true).assignedToMe).toBe(false);
  });
});
