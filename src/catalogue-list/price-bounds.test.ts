import { describe, expect, test } from 'vitest';
import { boundsQuery, parseBounds, readBounds, withinBounds } from './price-bounds.ts';

const parse = (query: string) => parseBounds(new URLSearchParams(query));

describe('parseBounds', () => {
  test('reads whole amounts on either side or both', () => {
    expect(parse('price-min=200&price-max=450')).toEqual({ min: 200, max: 450 });
    expect(parse('price-min=0')).toEqual({ min: 0, max: null });
    expect(parse('price-max=300')).toEqual({ min: null, max: 300 });
  });

  test('ignores amounts that are not whole, and a minimum above the maximum', () => {
    expect(parse('price-min=abc&price-max=1e3')).toEqual({ min: null, max: null });
    expect(parse('price-min=-5&price-max=12.5')).toEqual({ min: null, max: null });
    expect(parse('price-min=12345678')).toEqual({ min: null, max: null });
    expect(parse('price-min=500&price-max=100')).toEqual({ min: null, max: null });
  });

  test('goes back to the same query', () => {
    expect(boundsQuery({ min: 200, max: 450 })).toEqual([
      ['price-min', '200'],
      ['price-max', '450'],
    ]);
    expect(boundsQuery({ min: null, max: 90 })).toEqual([['price-max', '90']]);
    expect(boundsQuery({ min: null, max: null })).toEqual([]);
  });
});

describe('readBounds', () => {
  test('blank is no bound; spaces around an amount are fine', () => {
    expect(readBounds('', '')).toEqual({ bounds: { min: null, max: null } });
    expect(readBounds(' 250 ', '')).toEqual({ bounds: { min: 250, max: null } });
    expect(readBounds('100', '100')).toEqual({ bounds: { min: 100, max: 100 } });
  });

  test('names the fields that are not whole amounts, then a minimum above the maximum', () => {
    expect(readBounds('abc', '300')).toEqual({ error: { kind: 'amount', fields: ['min'] } });
    expect(readBounds('2,5', '-1')).toEqual({ error: { kind: 'amount', fields: ['min', 'max'] } });
    expect(readBounds('400', '300')).toEqual({ error: { kind: 'order' } });
  });
});

test('both ends are included; a product without a price is out once a bound is set', () => {
  const bounds = { min: 200, max: 300 };
  expect([19999, 20000, 30000, 30001].map((minor) => withinBounds(minor, bounds))).toEqual([false, true, true, false]);
  expect(withinBounds(-1, { min: null, max: 300 })).toBe(false);
  expect(withinBounds(-1, { min: null, max: null })).toBe(true);
});
