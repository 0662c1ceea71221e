import { describe, expect, it } from 'vitest';
import { searchLanded, searchSent, startSearchText, type SearchText } from './search-text';

const typed = (state: SearchText, text: string): SearchText => ({ ...state, text });

describe("a list's search box", () => {
  it('keeps newer typing when its earlier search reaches the URL late', () => {
    // Enter on "Biology", then "Howard Lister" typed before the page shows the Biology search.
    let box = searchSent(typed(startSearchText(''), 'Biology'), 'Biology');
    box = typed(box, 'Howard Lister');
    box = searchLanded(box, 'Biology');
    expect(box.text).toBe('Howard Lister');
    // So Enter now asks for what the reviewer typed, not the search before it.
    box = searchSent(box, box.text);
    box = searchLanded(box, 'Howard Lister');
    expect(box).toEqual({ text: 'Howard Lister', seen: 'Howard Lister', sent: [] });
  });

  it('keeps the latest typing when the page skips straight to the latest of several searches', () => {
    let box = searchSent(typed(startSearchText(''), 'Bio'), 'Bio');
    box = searchSent(typed(box, 'Biology'), 'Biology');
    box = typed(box, 'Biology Howard');
    box = searchLanded(box, 'Biology');
    expect(box.text).toBe('Biology Howard');
    expect(box.sent).toEqual([]);
  });

  it('keeps typing that began right after Clear', () => {
    let box = startSearchText('Biology');
    box = searchSent(typed(box, ''), '');
    box = typed(box, 'How');
    box = searchLanded(box, '');
    expect(box.text).toBe('How');
  });

  it('follows a search set from elsewhere, such as the back button', () => {
    let box = typed(startSearchText('Biology'), 'Bio');
    box = searchLanded(box, 'Howard');
    expect(box).toEqual({ text: 'Howard', seen: 'Howard', sent: [] });
  });

  it('follows a change from elsewhere even while its own search is on its way', () => {
    let box = searchSent(typed(startSearchText(''), 'Biology'), 'Biology');
    box = searchLanded(box, 'Howard');
    expect(box).toEqual({ text: 'Howard', seen: 'Howard', sent: [] });
    // Its own search landing afterwards is then a change from elsewhere too.
    expect(searchLanded(box, 'Biology').text).toBe('Biology');
  });

  it('keeps a trailing space being typed when the URL holds the same words', () => {
    let box = searchSent(typed(startSearchText(''), 'Howard '), 'Howard ');
    box = searchLanded(box, 'Howard');
    expect(box.text).toBe('Howard ');
    expect(searchLanded(typed(startSearchText(''), 'Howard '), 'Howard').text).toBe('Howard ');
  });

  it('does not wait for a search the URL already holds', () => {
    const box = startSearchText('Biology');
    expect(searchSent(box, 'Biology ')).toBe(box);
    const twice = searchSent(searchSent(box, 'Howard'), 'Howard');
    expect(twice.sent).toEqual(['Howard']);
  });
});
