import { describe, expect, test } from 'vitest';
import { activeFilters, clearFilters, isFiltered, listQuery, parseListState, setBounds, setRange, toggleValue } from './url-state.ts';

const FACETS = [
  { key: 'brand', values: [{ id: 'Apple' }, { id: 'Samsung' }] },
  { key: 's-storage', values: [{ id: '64' }, { id: '128' }] },
];

const parse = (query: string) => parseListState(new URLSearchParams(query), FACETS);
const ANY = { min: null, max: null };

describe('parseListState', () => {
  test('reads values, sort and page', () => {
    expect(parse('brand=Samsung&brand=Apple&s-storage=128&sort=price-asc&page=3&lang=en')).toEqual({
      selected: { brand: ['Apple', 'Samsung'], 's-storage': ['128'] },
      price: ANY,
      ranges: {},
      sort: 'price-asc',
      page: 3,
    });
  });

  test('reads the lowest-total sort, and writes it back', () => {
    const state = parse('sort=total');
    expect(state.sort).toBe('total');
    expect(listQuery(state, FACETS)).toEqual([['sort', 'total']]);
  });

  test('ignores what it does not know instead of failing', () => {
    expect(parse('brand=Nokia&colour=red&sort=cheapest&page=0')).toEqual({ selected: {}, price: ANY, ranges: {}, sort: 'offers', page: 1 });
    expect(parse('brand=&sort=&page=-2&price-min=x')).toEqual({ selected: {}, price: ANY, ranges: {}, sort: 'offers', page: 1 });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('s-storage=%3Cscript%3E&brand=Apple&brand=Apple')).toEqual({
      selected: { brand: ['Apple'] },
      price: ANY,
      ranges: {},
      sort: 'offers',
      page: 1,
    });
  });
});

test('a view goes to the URL in the facets order, then the typed price range, defaults left out, and back', () => {
  const state = {
    selected: { 's-storage': ['64'], brand: ['Samsung'] },
    price: { min: null, max: 400 },
    ranges: {},
    sort: 'newest' as const,
    page: 2,
  };
  const query = listQuery(state, FACETS);
  expect(new URLSearchParams(query).toString()).toBe('brand=Samsung&s-storage=64&price-max=400&sort=newest&page=2');
  expect(parseListState(new URLSearchParams(query), FACETS)).toEqual({ ...state, selected: { brand: ['Samsung'], 's-storage': ['64'] } });
  expect(listQuery({ selected: {}, price: ANY, ranges: {}, sort: 'offers', page: 1 }, FACETS)).toEqual([]);
});

test('switching a value keeps the facet order, drops an emptied facet and goes back to page 1', () => {
  const start = { selected: { brand: ['Samsung'] }, price: ANY, ranges: {}, sort: 'offers' as const, page: 3 };
  const both = toggleValue(start, 'brand', 'Apple', FACETS);
  expect(both).toEqual({ selected: { brand: ['Apple', 'Samsung'] }, price: ANY, ranges: {}, sort: 'offers', page: 1 });
  expect(toggleValue(toggleValue(both, 'brand', 'Apple', FACETS), 'brand', 'Samsung', FACETS).selected).toEqual({});
  expect(isFiltered(start)).toBe(true);
  expect(isFiltered({ selected: {}, price: ANY, ranges: {}, sort: 'offers', page: 4 })).toBe(false);
  expect(isFiltered({ selected: {}, price: ANY, ranges: {}, sort: 'drop', page: 1 })).toBe(true);
});

test('the typed price range is one filter; clearing drops it with the values and keeps the sort', () => {
  const start = { selected: { brand: ['Apple', 'Samsung'] }, price: ANY, ranges: {}, sort: 'drop' as const, page: 3 };
  const ranged = setBounds(start, { min: 100, max: null });
  expect(ranged).toEqual({ ...start, price: { min: 100, max: null }, page: 1 });
  expect(activeFilters(start)).toBe(2);
  expect(activeFilters(ranged)).toBe(3);
  expect(isFiltered(setBounds({ ...start, selected: {}, sort: 'offers' }, { min: null, max: 5 }))).toBe(true);
  expect(clearFilters(ranged)).toEqual({ selected: {}, price: ANY, ranges: {}, sort: 'drop', page: 1 });
});

describe('a facet that takes one choice', () => {
  const facets = [{ key: 'delivery', kind: 'delivery' as const, values: [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '5' }] }];
  const state = parseListState(new URLSearchParams('delivery=3&page=2'), facets);

  test('reads its choice from the URL and writes it back', () => {
    expect(state.selected).toEqual({ delivery: ['3'] });
    expect(listQuery(state, facets)).toEqual([
      ['delivery', '3'],
      ['page', '2'],
    ]);
  });

  test('another choice replaces it, the same choice again removes it', () => {
    expect(toggleValue(state, 'delivery', '1', facets).selected).toEqual({ delivery: ['1'] });
    expect(toggleValue(state, 'delivery', '3', facets).selected).toEqual({});
  });
});

describe('a numeric spec chosen as a range', () => {
  const facets = [
    { key: 'brand', values: [{ id: 'Apple' }] },
    { key: 's-ram', range: true as const, values: [{ id: '4' }, { id: '8' }, { id: '12' }, { id: '16' }] },
  ];
  const read = (query: string) => parseListState(new URLSearchParams(query), facets);

  test('reads "at least", "at most" and both from the URL, in the spec’s unit, any number', () => {
    expect(read('s-ram-min=8').ranges).toEqual({ 's-ram': { min: 8, max: null } });
    expect(read('s-ram-max=12').ranges).toEqual({ 's-ram': { min: null, max: 12 } });
    expect(read('s-ram-min=6.5&s-ram-max=16').ranges).toEqual({ 's-ram': { min: 6.5, max: 16 } });
  });

  test('a link from the time the facet was checkboxes is the range from its lowest value to its highest', () => {
    expect(read('s-ram=8').ranges).toEqual({ 's-ram': { min: 8, max: 8 } });
    expect(read('s-ram=16&s-ram=8&s-ram=x').ranges).toEqual({ 's-ram': { min: 8, max: 16 } });
  });

  test('a bound that is not a number, or a minimum above the maximum, is ignored', () => {
    expect(read('s-ram-min=lots').ranges).toEqual({});
    expect(read('s-ram-min=16&s-ram-max=8').ranges).toEqual({});
    expect(read('s-ram-min=-4').ranges).toEqual({});
  });

  test('is one filter, goes to the URL in the facets’ order and back, and clears with the rest', () => {
    const state = setRange(read('brand=Apple&page=3'), 's-ram', { min: 8, max: null });
    expect(state.page).toBe(1);
    expect(activeFilters(state)).toBe(2);
    expect(new URLSearchParams(listQuery(state, facets)).toString()).toBe('brand=Apple&s-ram-min=8');
    expect(read(new URLSearchParams(listQuery(state, facets)).toString())).toEqual(state);
    expect(setRange(state, 's-ram', { min: null, max: null }).ranges).toEqual({});
    expect(clearFilters(state).ranges).toEqual({});
  });
});
