import { describe, expect, test } from 'vitest';
import type { Money } from '../domain/money.ts';
import {
  alertCount,
  EMPTY_WATCHLIST,
  follow,
  markSeen,
  MAX_WATCHED,
  parseWatchlist,
  serializeWatchlist,
  setTarget,
  watchStatus,
  type SeenPrice,
  type Watchlist,
} from './list.ts';

const PATH = '/racunari/prenosni/tableti/12-apple-tab-1';
const eur = (minor: number): Money => ({ minor, currency: 'EUR' });
const at = (minor: number | null, inStock: boolean | null = true): SeenPrice => ({ price: minor === null ? null : eur(minor), inStock });

function followed(now: SeenPrice = at(50000)): Watchlist {
  const result = follow(EMPTY_WATCHLIST, PATH, 'Apple Tab 1', now);
  if (!('list' in result)) throw new Error('not followed');
  return result.list;
}

describe('following', () => {
  test('keeps the price at that moment, as the last seen too', () => {
    expect(followed().items).toEqual([{ id: 12, path: PATH, name: 'Apple Tab 1', followed: eur(50000), target: null, seen: at(50000) }]);
  });

  test('refuses what is not an article path, and more than the limit', () => {
    expect(follow(EMPTY_WATCHLIST, 'javascript:alert(1)', 'x', at(1))).toEqual({ refused: 'not-a-product' });
    let list = EMPTY_WATCHLIST;
    for (let id = 1; id <= MAX_WATCHED; id += 1) list = (follow(list, `/a/b/c/${id}-x`, 'x', at(1)) as { list: Watchlist }).list;
    expect(follow(list, '/a/b/c/999-x', 'x', at(1))).toEqual({ refused: 'limit' });
  });
});

describe('what the watchlist says', () => {
  test('the change since following, and a change since the last visit', () => {
    const item = followed().items[0]!;
    expect(watchStatus(item, at(45000))).toMatchObject({ change: -5000, changed: true, reached: false });
    expect(watchStatus(item, at(50000))).toMatchObject({ change: 0, changed: false });
    // Once seen, the same price is no longer a change, but the change since following stays.
    const seen = markSeen(followed(), new Map([[12, at(45000)]])).items[0]!;
    expect(watchStatus(seen, at(45000))).toMatchObject({ change: -5000, changed: false });
  });

  test('out of stock, and back in stock after a visit that saw it out', () => {
    const item = followed().items[0]!;
    expect(watchStatus(item, at(50000, false))).toMatchObject({ outOfStock: true, backInStock: false, changed: true });
    const seenOut = markSeen(followed(), new Map([[12, at(50000, false)]])).items[0]!;
    expect(watchStatus(seenOut, at(50000, true))).toMatchObject({ outOfStock: false, backInStock: true, changed: true });
    // Followed from a card, stock unknown: not a change by itself.
    expect(watchStatus(followed(at(50000, null)).items[0]!, at(50000, false))).toMatchObject({ changed: false, outOfStock: true });
  });

  test('a target is reached in stock at or below it, not out of stock or in another currency', () => {
    const item = setTarget(followed(), 12, eur(45000)).items[0]!;
    expect(watchStatus(item, at(45000)).reached).toBe(true);
    expect(watchStatus(item, at(45001)).reached).toBe(false);
    expect(watchStatus(item, at(40000, false)).reached).toBe(false);
    expect(watchStatus(item, { price: { minor: 100, currency: 'BAM' }, inStock: true }).reached).toBe(false);
    expect(watchStatus(setTarget(followed(), 12, null).items[0]!, at(1)).reached).toBe(false);
  });

  test("the header's count: changed or at target, products not loaded left out", () => {
    const list = setTarget(markSeen(followed(), new Map([[12, at(40000)]])), 12, eur(45000));
    expect(alertCount(list.items, new Map([[12, at(40000)]]))).toBe(1);
    expect(alertCount(list.items, new Map([[12, at(46000)]]))).toBe(1);
    expect(alertCount(list.items, new Map())).toBe(0);
  });
});

describe('the stored format', () => {
  test('round-trips, with the header check', () => {
    const list = { ...setTarget(followed(), 12, eur(100)), check: { at: 1700000000000, count: 1 } };
    expect(parseWatchlist(serializeWatchlist(list))).toEqual(list);
    expect(JSON.parse(serializeWatchlist(list))).toMatchObject({ v: 1 });
    expect(parseWatchlist(null)).toBeNull();
  });

  test.each([
    ['not JSON', '{'],
    ['another version', '{"v":2,"items":[]}'],
    ['another format', '[1,2]'],
    [
      'a hostile path',
      '{"v":1,"items":[{"path":"javascript:alert(1)","name":"x","followed":null,"target":null,"seen":{"price":null,"inStock":null}}]}',
    ],
    [
      'a negative price',
      `{"v":1,"items":[{"path":"${PATH}","name":"x","followed":{"minor":-1,"currency":"EUR"},"target":null,"seen":{"price":null,"inStock":null}}]}`,
    ],
    [
      'a foreign currency',
      `{"v":1,"items":[{"path":"${PATH}","name":"x","followed":{"minor":1,"currency":"USD"},"target":null,"seen":{"price":null,"inStock":null}}]}`,
    ],
    [
      'stock that is not a boolean',
      `{"v":1,"items":[{"path":"${PATH}","name":"x","followed":null,"target":null,"seen":{"price":null,"inStock":"yes"}}]}`,
    ],
  ])('%s is corrupt', (_, text) => {
    expect(parseWatchlist(text)).toBe('corrupt');
  });

  test('a repeated product is corrupt; a bad check is dropped, not the list', () => {
    const item = followed().items[0]!;
    expect(parseWatchlist(JSON.stringify({ v: 1, items: [item, item] }))).toBe('corrupt');
    expect(parseWatchlist(JSON.stringify({ v: 1, items: [item], check: { at: 'x', count: -1 } }))).toEqual({ items: [item], check: null });
  });
});
