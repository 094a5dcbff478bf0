import { expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { NO_FILTERS, searchResults } from '../../../src/search/results.ts';
import { buildSearchIndex, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names: Record<Locale, string> = {
  sr: 'Telefoni',
  me: 'Telefoni',
  ba: 'Telefoni',
  en: 'Phones',
  ru: 'Phones',
  de: 'Phones',
  tr: 'Phones',
};

/** 200 phones, past one page of cards: the fastest offer of phone n arrives in n % 8 working days, none for every eighth. */
const PRODUCTS: IndexProduct[] = Array.from({ length: 200 }, (_, n) => ({
  ...testProduct(`Galaxy ${n} ${n % 2 === 0 ? 'Ultra' : 'Lite'}`, {
    brand: 'Samsung',
    shops: 1,
    category: 0,
    priceMinor: 10_000 + n * 100,
    delivery: n % 8 === 7 ? null : n % 8,
  }),
  path: `/p/${n}`,
}));

const sourceOf = () => memorySource(buildSearchIndex(PRODUCTS, [{ path: '/telefoni', names }], 'v1'), 'en');
const fitting = (within: number, words = '') =>
  PRODUCTS.filter((product) => product.delivery != null && product.delivery <= within && product.name.includes(words));

test.each([1, 2, 3, 5])('"delivers within %i days" keeps exactly the products that do, past the first page', async (within) => {
  const source = sourceOf();
  const results = await searchResults(source, 'galaxy', { ...NO_FILTERS, within }, 48);
  expect(results.total).toBe(200);
  expect(results.shown).toBe(fitting(within).length);
  const wanted = new Set(fitting(within).map((product) => product.path));
  expect(results.docs.every(([path]) => wanted.has(path))).toBe(true);
  expect(source.loaded.has('delivery')).toBe(true);
});

test('a query that fits one page is filtered too; without the filter the delivery column is never read', async () => {
  const source = sourceOf();
  const all = await searchResults(source, 'galaxy 10', NO_FILTERS, 48);
  expect(source.loaded.has('delivery')).toBe(false);
  const fast = await searchResults(source, 'galaxy 10', { ...NO_FILTERS, within: 1 }, 48);
  expect(fast.shown).toBeLessThan(all.shown);
  expect(fast.docs.map(([, name]) => name).every((name) => /^Galaxy \d+ /.test(name))).toBe(true);
  const slow = new Set(PRODUCTS.filter((product) => product.delivery == null || product.delivery > 1).map((product) => product.path));
  expect(fast.docs.some(([path]) => slow.has(path))).toBe(false);
});
