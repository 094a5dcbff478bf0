import { expect, test } from 'vitest';
import { isCategoryList } from './list-schema.ts';
import type { CategoryList } from './list-schema.ts';

const LIST: CategoryList = {
  path: '/a/b/c',
  currency: 'EUR',
  items: ['1-one', '2-two'],
  names: ['One', 'Two'],
  images: ['/i/1.svg', '/i/2.svg'],
  prices: [1000, -1],
  totals: [1500, -1],
  shops: [2, 0],
  drops: [0, 15],
  listed: [20000, 20001],
  specs: [['128 GB', '6.1"'], []],
  facets: [
    { key: 'brand', values: ['A', 'B'], multi: false, column: [0, -1] },
    { key: 'shop', values: ['x', 'y'], multi: true, column: [3, 0] },
  ],
  family: [0, -1],
  families: [{ name: 'One family', shops: 2, variants: 1, spans: [['color', 'Black', 'White', 2]] }],
};

test('the list as the build writes it passes, for its own category only', () => {
  expect(isCategoryList(structuredClone(LIST), '/a/b/c')).toBe(true);
  expect(isCategoryList(LIST, '/a/b/other')).toBe(false);
});

test.each([
  ['a column of another length', { ...LIST, names: ['One'] }],
  ['a product path leaving the category', { ...LIST, items: ['1-one', '../../evil'] }],
  ['a product path to another host', { ...LIST, items: ['1-one', '\\\\evil.example'] }],
  ['a price that is not whole', { ...LIST, prices: [10.5, -1] }],
  ['a total that is not whole', { ...LIST, totals: [15.5, -1] }],
  ['no totals column', { ...LIST, totals: undefined }],
  ['a spec that is not text', { ...LIST, specs: [[128], []] }],
  ['no specs column', { ...LIST, specs: undefined }],
  ['an unknown currency', { ...LIST, currency: 'USD' }],
  ['a value index outside its facet', { ...LIST, facets: [{ key: 'brand', values: ['A'], multi: false, column: [0, 1] }] }],
  ['a shop mask naming a value that is not there', { ...LIST, facets: [{ key: 'shop', values: ['x'], multi: true, column: [2, 0] }] }],
  ['no facets list', { ...LIST, facets: null }],
  ['null', null],
])('refuses %s', (_, value) => {
  expect(isCategoryList(value, '/a/b/c')).toBe(false);
});

test('a family that is not in the list, or a family of an unknown axis, does not pass', () => {
  expect(isCategoryList({ ...structuredClone(LIST), family: [1, -1] }, '/a/b/c')).toBe(false);
  expect(isCategoryList({ ...structuredClone(LIST), family: [0] }, '/a/b/c')).toBe(false);
  const families = [{ name: 'X', shops: 1, variants: 2, spans: [['flavour', 'a', 'b', 2]] }];
  expect(isCategoryList({ ...structuredClone(LIST), families }, '/a/b/c')).toBe(false);
});
