import { describe, expect, test } from 'vitest';
import { judgeDiscount } from './discount.ts';
import { compareEvents, FEED_ENTRIES, newestEvents, productEvents, shopEvents } from './feed-events.ts';
import { pointPrice, type HistoryPoint } from './history.ts';
import { at, point, shop } from './test-histories.test-kit.ts';
import type { ShopHistory } from './history.ts';

/** A product's latest change: its histories' last point. */
const latestOf = (histories: ReadonlyMap<number, readonly ShopHistory[]>) => (product: number) =>
  Math.max(...(histories.get(product) ?? []).map((history) => Date.parse(history.points.at(-1)?.at ?? '1970-01-01T00:00:00Z')));

describe('feed events: honest drops and back in stock', () => {
  test('a real drop below the 30-day low is an entry with its honest percent and reference', () => {
    const history = shop('a', point(0, 1000), point(40, 900));
    expect(shopEvents(history, 'EUR')).toEqual([
      { kind: 'drop', at: at(40), shop: 'a', priceMinor: 900, percent: 10, referenceMinor: 1000 },
    ]);
  });

  test('events since a time are those of the whole history from that time on', () => {
    const history = shop('a', point(0, 1000), point(40, 900), point(50, 950), point(60, 850), point(80, 800));
    const all = shopEvents(history, 'EUR');
    expect(all.length).toBeGreaterThan(2);
    for (const since of [at(40), at(60), at(61), at(80)]) {
      expect(shopEvents(history, 'EUR', FEED_ENTRIES, Date.parse(since))).toEqual(all.filter((event) => event.at >= since));
    }
  });

  test('a sale after a raise is no entry, nor a drop flagged as fake', () => {
    const raisedThenSale = shop('a', point(0, 800), point(30, 1000), point(40, 1000, { salePriceMinor: 800 }));
    // Low 1000, raised to 1500, then 900: claimed 40 %, honest 10 %: flagged.
    const fake = shop('b', point(0, 1000), point(30, 1500), point(40, 900));
    expect(shopEvents(raisedThenSale, 'EUR')).toEqual([]);
    expect(shopEvents(fake, 'EUR')).toEqual([]);
  });

  test('each past drop is judged on its own day: an honest one stays when a later sale is fake', () => {
    const history = shop('a', point(0, 1000), point(40, 900), point(75, 1200), point(80, 1200, { salePriceMinor: 950 }));
    expect(shopEvents(history, 'EUR').map((event) => [event.kind, event.at])).toEqual([['drop', at(40)]]);
  });

  test('no entry for a drop with no history before it, one rounding to 0 %, or while out of stock', () => {
    const fromDayOne = shop('a', point(0, 1000, { salePriceMinor: 500 }));
    const tiny = shop('b', point(0, 10000), point(40, 9960));
    const outOfStock = shop('c', point(0, 1000), point(40, 500, { availability: 'out_of_stock' }));
    expect([...shopEvents(fromDayOne, 'EUR'), ...shopEvents(tiny, 'EUR'), ...shopEvents(outOfStock, 'EUR')]).toEqual([]);
  });

  test('buyable again after out of stock is a back-in-stock entry; preorder counts as buyable', () => {
    const history = shop(
      'a',
      point(0, 1000),
      point(10, 1000, { availability: 'out_of_stock' }),
      point(20, 1000, { availability: 'preorder' }),
    );
    expect(shopEvents(history, 'EUR')).toEqual([
      { kind: 'back-in-stock', at: at(20), shop: 'a', priceMinor: 1000, percent: null, referenceMinor: null },
    ]);
    const neverOut = shop('b', point(0, 1000), point(10, 1000, { availability: 'backorder' }));
    expect(shopEvents(neverOut, 'EUR')).toEqual([]);
  });

  test('each drop is judged as judgeDiscount judges the whole history up to it (a long history of daily changes)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const points: HistoryPoint[] = [];
    // Rising by a little most days, a lasting cut every 25 days, short sales now and then.
    let base = 10000;
    for (let day = 0; day < 400; day += 1) {
      base = day % 25 === 24 ? Math.round(base * 0.85) : base + 10;
      const priceMinor = base + Math.round(random() * 100);
      const sale = random() < 0.1 ? priceMinor - Math.round(random() * 1000) : null;
      points.push(point(day, priceMinor, { salePriceMinor: sale, availability: random() < 0.1 ? 'out_of_stock' : 'in_stock' }));
    }
    const history = shop('a', ...points);
    const expected = points.flatMap((current, index) => {
      const before = points[index - 1];
      if (!before || current.availability === 'out_of_stock' || pointPrice(current, 'EUR') >= pointPrice(before, 'EUR')) return [];
      const discount = judgeDiscount(shop('a', ...points.slice(0, index + 1)), 'EUR');
      const percent = discount && !discount.fake && discount.honestPoints !== null ? Math.round(discount.honestPoints) : 0;
      return percent >= 1 ? [`${current.at} ${percent}`] : [];
    });
    const drops = shopEvents(history, 'EUR', 400).filter((event) => event.kind === 'drop');
    expect(drops.map((event) => `${event.at} ${event.percent}`)).toEqual(expected.reverse());
    expect(drops.length).toBeGreaterThan(10);
  });

  test("a product's events over its shops are newest first, ties by shop", () => {
    const a = shop('a', point(0, 1000), point(40, 900));
    const b = shop('b', point(0, 1000, { availability: 'out_of_stock' }), point(40, 1000), point(50, 800));
    expect(productEvents([b, a], 'EUR').map((event) => `${event.shop} ${event.kind} ${event.at.slice(0, 10)}`)).toEqual([
      'b drop 2026-02-20',
      'a drop 2026-02-10',
      'b back-in-stock 2026-02-10',
    ]);
  });

  test('at most 20 entries, the newest ones', () => {
    // Out of stock and back every other day for 120 days: 60 returns.
    const points = Array.from({ length: 121 }, (_, day) => point(day, 1000, { availability: day % 2 === 1 ? 'out_of_stock' : 'in_stock' }));
    const events = productEvents([shop('a', ...points)], 'EUR');
    expect(events).toHaveLength(FEED_ENTRIES);
    expect(events[0]?.at).toBe(at(120));
    expect(events[FEED_ENTRIES - 1]?.at).toBe(at(120 - 2 * (FEED_ENTRIES - 1)));
  });

  test('a category keeps the newest 50 over its products; ids stay the same when a later event is added', () => {
    const early = shop('a', point(0, 1000), point(40, 900));
    const later = shop('b', point(0, 1000), point(60, 850));
    const id = ({ product, event }: { product: number; event: { shop: string; kind: string; at: string } }) =>
      `${product}/${event.shop}/${event.kind}/${event.at}`;
    const histories = new Map([
      [1, [early]],
      [2, [later]],
    ]);
    const newest = (products: number[]) =>
      newestEvents(
        products,
        (product) => productEvents(histories.get(product) ?? [early], 'EUR'),
        latestOf(histories),
        (x, y) => x - y,
      );
    const before = newest([1]).map(id);
    expect(newest([2, 1]).map(id)).toEqual([`2/b/drop/${at(60)}`, ...before]);
    const capped = newest(Array.from({ length: 60 }, (_, index) => index + 10));
    expect(capped).toHaveLength(FEED_ENTRIES);
    expect(capped.map((entry) => entry.product)).toEqual(Array.from({ length: FEED_ENTRIES }, (_, index) => index + 10));
  });

  test('an event at the same time as the last one kept still enters ahead of it when its product comes first', () => {
    const event = shopEvents(shop('a', point(0, 1000), point(40, 900)), 'EUR');
    const time = Date.parse(at(40));
    // Highest id first, all changed last at the same time; the feed orders them by id.
    const newest = newestEvents(
      [3, 2, 1],
      () => event,
      () => time,
      (x, y) => x - y,
      2,
    );
    expect(newest.map(({ product }) => product)).toEqual([1, 2]);
  });

  test("a category's newest events are the same when only the products that can reach them are worked out", () => {
    // 300 products, each with a drop 20 days before a drop or a return to stock on one of 60
    // days, many on the same day; every other one raised its price later, a change that is no
    // event, so its latest change is newer than its events.
    const histories = new Map(
      Array.from({ length: 300 }, (_, product) => {
        const day = 40 + ((product * 37) % 60);
        const event =
          product % 3 === 0 ? [point(day, 950, { availability: 'out_of_stock' }), point(day + 1, 950)] : [point(day, 900 - (product % 50))];
        const raise = product % 2 === 0 ? [point(day + 2 + (product % 40), 1200)] : [];
        return [product, [shop(`s${product % 7}`, point(0, 1000), point(day - 20, 950), ...event, ...raise)]] as const;
      }),
    );
    const products = [...histories.keys()];
    const asked: number[] = [];
    let worked = 0;
    const lazy = newestEvents(
      products,
      (product, since) => {
        asked.push(product);
        const events = productEvents(histories.get(product) ?? [], 'EUR', FEED_ENTRIES, since);
        worked += events.length;
        return events;
      },
      latestOf(histories),
      (x, y) => x - y,
    );
    const all = products
      .flatMap((product) => productEvents(histories.get(product) ?? [], 'EUR').map((event) => ({ product, event })))
      .sort((a, b) => (a.event.at === b.event.at ? a.product - b.product : 0) || compareEvents(a.event, b.event));
    // Two events a product; of the products asked, the older event is left out of most.
    expect(all).toHaveLength(2 * products.length);
    expect(asked.length).toBeLessThan(products.length / 2);
    expect(worked).toBeLessThan(1.6 * asked.length);
    expect(lazy).toEqual(all.slice(0, FEED_ENTRIES));
    expect(asked.length).toBeLessThan(products.length / 2);
  });
});
