import { describe, expect, it } from 'vitest';
import { listAddressAt, placeOf, type ListPlace } from './list-place';

const place: ListPlace = {
  variables: {
    kind: 'UNDERGRAD',
    status: 'ACTIVE',
    page: 2,
    pageSize: 20,
    search: 'howard',
    sortBy: 'NAME',
    sortDirection: 'ASC',
  },
  position: 21,
  param: 'ug',
};

describe('a place in a list, carried to the detail page', () => {
  it('is read back only when it has the shape of one', () => {
    expect(placeOf({ from: '/admin-access', place })).toEqual(place);
    expect(placeOf(null)).toBeNull();
    expect(placeOf({ from: '/admin-access' })).toBeNull();
    expect(placeOf({ place: { ...place, position: 0 } })).toBeNull();
    expect(placeOf({ place: { ...place, position: 1.5 } })).toBeNull();
    expect(placeOf({ place: { ...place, variables: { ...place.variables, pageSize: 0 } } })).toBeNull();
    expect(placeOf({ place: { position: 3, param: 'ug' } })).toBeNull();
  });

  it('points "Back" at the list page that holds a position, keeping the other parameters', () => {
    const from = '/admin-access?ug.q=howard&ug.sort=name-asc&ug.page=2&hs.page=3';
    expect(listAddressAt(from, place, 20)).toBe('/admin-access?ug.q=howard&ug.sort=name-asc&hs.page=3');
    expect(listAddressAt(from, place, 21)).toBe('/admin-access?ug.q=howard&ug.sort=name-asc&ug.page=2&hs.page=3');
    expect(listAddressAt(from, place, 41)).toBe('/admin-access?ug.q=howard&ug.sort=name-asc&ug.page=3&hs.page=3');
    expect(listAddressAt('/admin-access', place, 5)).toBe('/admin-access');
    expect(listAddressAt('/admin-access-archive', place, 45)).toBe('/admin-access-archive?ug.page=3');
  });

  it('keeps the page\'s "after this row" only when going back to that same page', () => {
    const from = '/admin-access?ug.page=2&ug.after=77';
    const paged = { ...place, variables: { ...place.variables, after: 77 } };
    expect(listAddressAt(from, paged, 25)).toBe('/admin-access?ug.page=2&ug.after=77');
    expect(listAddressAt(from, paged, 41)).toBe('/admin-access?ug.page=3');
    expect(listAddressAt(from, paged, 3)).toBe('/admin-access');
  });
});
