import { expect, test } from 'vitest';
import { NO_FILTERS } from '../../src/search/results.ts';
import { filterParams, readFilters } from './search-filters.ts';

test('the filters a URL says are the ones it is written from', () => {
  const filters = {
    category: '/audio/slusalice',
    brand: 'Sony',
    price: { min: 50, max: 300 },
    buyable: true,
    sort: 'price-asc',
    within: 3,
  } as const;
  const params = filterParams('wh 1000', filters);
  expect(params).toEqual({
    q: 'wh 1000',
    category: '/audio/slusalice',
    brand: 'Sony',
    'price-min': '50',
    'price-max': '300',
    stock: 'buyable',
    sort: 'price-asc',
    delivery: '3',
  });
  expect(readFilters(new URLSearchParams(params))).toEqual(filters);
  expect(filterParams('sony', NO_FILTERS)).toEqual({ q: 'sony' });
});

test('bounds, availability and delivery days the URL cannot mean are left out', () => {
  expect(readFilters(new URLSearchParams('q=x&price-min=abc&price-max=-4&stock=yes&delivery=4'))).toEqual(NO_FILTERS);
  expect(readFilters(new URLSearchParams('q=x&delivery=1e0')).within).toBeNull();
  expect(readFilters(new URLSearchParams('q=x&price-min=500&price-max=100')).price).toEqual({ min: null, max: null });
});

test('the lowest-total order reads back from its URL', () => {
  expect(filterParams('tv', { ...NO_FILTERS, sort: 'total' })).toEqual({ q: 'tv', sort: 'total' });
  expect(readFilters(new URLSearchParams('q=tv&sort=total')).sort).toBe('total');
});
