import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CategoryPayload } from '../../../pages/payload.ts';
import { loadSites, type Site } from '../../../sites/index.ts';
import { listCard, queryList, selectionMasks } from '../../../src/catalogue-list/query.ts';
import type { Db } from '../../catalogue/db.ts';
import { readSnapshot, type Snapshot } from '../../catalogue/snapshot.ts';
import { createFixtureCatalogue } from '../../fixture/fixture-catalogue.ts';
import { TABLET_COUNT } from '../../fixture/fixture-tablets.ts';
import { listPages } from '../pages.ts';
import { buildCategoryParts, type CategoryParts } from './category-list.ts';
import { SiteIndex } from '../site-index.ts';

const [MNE] = loadSites() as [Site];
const TABLETS = '/racunari/prenosni/tableti';
let dir: string;
let db: Db;
let snapshot: Snapshot;
let parts: CategoryParts;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-category-'));
  db = createFixtureCatalogue(join(dir, 'catalogue.db'));
  snapshot = readSnapshot(db, 'MNE');
  parts = buildCategoryParts(
    snapshot.categories.find((node) => node.path === TABLETS)!,
    new SiteIndex(snapshot, MNE),
  );
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function payload(path: string): CategoryPayload {
  const page = [...listPages(new SiteIndex(snapshot, MNE))].find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page.payload() as CategoryPayload;
}

describe('category pages', () => {
  test('carry at most 48 cards: the first page and a second with the rest, each product once', () => {
    const first = payload(`/en${TABLETS}`);
    const second = payload(`/en${TABLETS}/page/2`);
    expect([first.products.length, first.total, first.page, first.pages]).toEqual([48, TABLET_COUNT, 1, 2]);
    expect([second.products.length, second.page]).toEqual([TABLET_COUNT - 48, 2]);
    expect(new Set([...first.products, ...second.products].map((card) => card.path)).size).toBe(TABLET_COUNT);
    // Most offers first, then by name.
    const shops = [...first.products, ...second.products].map((card) => card.shops);
    expect(shops).toEqual([...shops].sort((a, b) => b - a));
  });

  test('count each facet value with no filter on, spec facets in the page language', () => {
    const facets = payload(`/en${TABLETS}`).facets;
    expect(facets.map((facet) => facet.key)).toEqual(['brand', 'price', 'shop', 'stock', 'delivery', 's-ram', 's-screenSize', 's-storage']);
    expect(facets[0]?.values).toEqual(['Apple', 'Lenovo', 'Samsung', 'Xiaomi'].map((id) => ({ id, count: 15 })));
    expect(facets.find((facet) => facet.key === 'stock')?.values).toEqual([
      { id: 'in_stock', count: 48 },
      { id: 'out_of_stock', count: 12 },
    ]);
    expect(facets.find((facet) => facet.key === 'shop')?.values[0]).toEqual({ id: 'tehno-me', label: 'Tehno ME', count: 60 });
    const screen = facets.find((facet) => facet.key === 's-screenSize');
    expect(screen?.label).toBe('Screen size');
    expect(screen?.values.map((value) => value.label)).toEqual(['8.7"', '10.9"', '11"']);
    const serbian = payload(TABLETS).facets.find((facet) => facet.key === 's-screenSize');
    expect([serbian?.label, serbian?.values[1]?.label]).toEqual(['Ekran', '10,9"']);
    // Price ranges share the products out: each product is in one. They show no counts (showsCounts).
    const prices = facets.find((facet) => facet.key === 'price')?.values ?? [];
    expect(prices.length).toBeGreaterThanOrEqual(2);
    expect(prices.every((value) => value.count === undefined)).toBe(true);
    const column = parts.list.facets.find((facet) => facet.key === 'price')?.column ?? [];
    expect(column.filter((cell) => cell >= 0)).toHaveLength(TABLET_COUNT);
  });

  test('a numeric spec is a range: its values ascending, what each end leaves counted instead of each value', () => {
    const ram = payload(`/en${TABLETS}`).facets.find((facet) => facet.key === 's-ram');
    // RAM 4, 6 and 8 GB by turns of three: 21, 21 and 18 tablets.
    expect(ram).toMatchObject({ range: true, from: [60, 39, 18], to: [21, 42, 60] });
    expect(ram?.values).toEqual([
      { id: '4', label: '4\u00a0GB' },
      { id: '6', label: '6\u00a0GB' },
      { id: '8', label: '8\u00a0GB' },
    ]);
    // Brand and stock are not numbers: checkboxes, each value counted.
    expect(
      payload(`/en${TABLETS}`)
        .facets.filter((facet) => facet.range)
        .map((facet) => facet.key),
    ).toEqual(['s-ram', 's-screenSize', 's-storage']);
  });
});

describe('the list file', () => {
  test('has every product in the pages order, each card as the pages show it', () => {
    const cards = [...payload(TABLETS).products, ...payload(`${TABLETS}/page/2`).products];
    expect(parts.list.items).toHaveLength(TABLET_COUNT);
    expect(parts.list.items.map((_, index) => listCard(parts.list, index))).toEqual(cards);
  });

  test('filters as the payload counts say', () => {
    const { list } = parts;
    const apple = queryList(list, selectionMasks(list, { brand: ['Apple'] }), 'offers');
    expect(apple.order).toHaveLength(15);
    const storage = list.facets.findIndex((facet) => facet.key === 's-storage');
    expect(apple.counts[storage]).toEqual([5, 5, 5]);
  });

  test('"delivers within N days" keeps the products one buyable offer of which arrives within N working days', () => {
    // Tablets sell at Tehno ME (1-3 days), plus Mega Market (2) and Uvoz BA (1) by turns; every fifth is out of stock everywhere.
    const facet = payload(`/en${TABLETS}`).facets.find((entry) => entry.key === 'delivery');
    expect(facet?.values).toEqual([
      { id: '1', count: 16 },
      { id: '2', count: 32 },
      { id: '3', count: 48 },
      { id: '5', count: 48 },
    ]);
    const { list } = parts;
    const within = (days: string) => queryList(list, selectionMasks(list, { delivery: [days] }), 'offers').order;
    const names = within('1').map((index) => list.names[index]);
    expect(names).toHaveLength(16);
    expect(names).toContain('Lenovo Tab 3 256 GB');
    // Uvoz BA sells it, but it is out of stock everywhere.
    expect(names).not.toContain('Samsung Tab 15 256 GB');
    expect(within('2')).toHaveLength(32);
    // The column is one small number per product, not per offer.
    const column = list.facets.find((entry) => entry.key === 'delivery')?.column ?? [];
    expect(column).toHaveLength(TABLET_COUNT);
    expect(column.every((cell) => Number.isInteger(cell) && cell >= 0 && cell < 16)).toBe(true);
  });
});
