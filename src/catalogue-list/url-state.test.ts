import { describe, expect, test } from 'vitest';
import { isFiltered, listQuery, parseListState, toggleValue } from './url-state.ts';

const FACETS = [
  { key: 'brand', values: [{ id: 'Apple' }, { id: 'Samsung' }] },
  { key: 's-storage', values: [{ id: '64' }, { id: '128' }] },
];

const parse = (query: string) => parseListState(new URLSearchParams(query), FACETS);

describe('parseListState', () => {
  test('reads values, sort and page', () => {
    expect(parse('brand=Samsung&brand=Apple&s-storage=128&sort=price-asc&page=3&lang=en')).toEqual({
      selected: { brand: ['Apple', 'Samsung'], 's-storage': ['128'] },
      sort: 'price-asc',
      page: 3,
    });
  });

  test('ignores what it does not know instead of failing', () => {
    expect(parse('brand=Nokia&colour=red&sort=cheapest&page=0')).toEqual({ selected: {}, sort: 'offers', page: 1 });
    expect(parse('brand=&sort=&page=-2')).toEqual({ selected: {}, sort: 'offers', page: 1 });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('s-storage=%3Cscript%3E&brand=Apple&brand=Apple')).toEqual({ selected: { brand: ['Apple'] }, sort: 'offers', page: 1 });
  });
});

test('a view goes to the URL in the facets order, defaults left out, and back', () => {
  const state = { selected: { 's-storage': ['64'], brand: ['Samsung'] }, sort: 'newest' as const, page: 2 };
  const query = listQuery(state, FACETS);
  expect(new URLSearchParams(query).toString()).toBe('brand=Samsung&s-storage=64&sort=newest&page=2');
  expect(parseListState(new URLSearchParams(query), FACETS)).toEqual({ ...state, selected: { brand: ['Samsung'], 's-storage': ['64'] } });
  expect(listQuery({ selected: {}, sort: 'offers', page: 1 }, FACETS)).toEqual([]);
});

test('switching a value keeps the facet order, drops an emptied facet and goes back to page 1', () => {
  const start = { selected: { brand: ['Samsung'] }, sort: 'offers' as const, page: 3 };
  const both = toggleValue(start, 'brand', 'Apple', FACETS);
  expect(both).toEqual({ selected: { brand: ['Apple', 'Samsung'] }, sort: 'offers', page: 1 });
  expect(toggleValue(toggleValue(both, 'brand', 'Apple', FACETS), 'brand', 'Samsung', FACETS).selected).toEqual({});
  expect(isFiltered(start)).toBe(true);
  expect(isFiltered({ selected: {}, sort: 'offers', page: 4 })).toBe(false);
  expect(isFiltered({ selected: {}, sort: 'drop', page: 1 })).toBe(true);
});
