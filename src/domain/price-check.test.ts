import { describe, expect, test } from 'vitest';
import { dayOf, isoDate } from './days.ts';
import { lineMinutes, priceLine, type PriceHistory } from './history.ts';
import { marketDropPercent } from './drop.ts';
import { checkPrice, figuresSpan } from './price-check.ts';
import { at, DAY0, point, shop } from './test-histories.test-kit.ts';

const eur = (minor: number) => ({ minor, currency: 'EUR' as const });

/** A history as of day `today` of two shops: a at 1000 with a week at 700, b at 1100 then 900. */
function history(today: number): PriceHistory {
  const a = shop('a', point(0, 1000), point(40, 700), point(47, 1000));
  const b = shop('b', point(0, 1100), point(80, 900));
  return {
    today: isoDate(DAY0 + today),
    shops: [a, b].map((history) => ({ shopId: history.shop, name: history.shop.toUpperCase(), ...priceLine(history, 'EUR') })),
  };
}

describe('checkPrice: "Is this a good price?" from the lines a page carries', () => {
  test('the lows, the median, the all-time low with its shop name, and the verdict as of the history day', () => {
    expect(checkPrice(history(100), eur(900), 'EUR')).toEqual({
      current: eur(900),
      low30: eur(900),
      low90: eur(700),
      low365: eur(700),
      median90: eur(1000),
      allTimeLow: { price: eur(700), date: isoDate(DAY0 + 40), shop: 'A' },
      days: 100,
      verdict: 'usual-price',
      // b's 900 since day 80 against the market's lowest of the 30 days before (a's 1000).
      drop: { percent: 10, reference: eur(1000), since: isoDate(DAY0 + 80) },
    });
  });

  test("the drop on the page is the card's badge: the same rule on the lines as on the histories", () => {
    const a = shop('a', point(0, 1000), point(40, 700), point(47, 1000));
    const b = shop('b', point(0, 1100), point(80, 900));
    expect(checkPrice(history(100), eur(900), 'EUR').drop?.percent).toBe(marketDropPercent([a, b], 'EUR'));
    expect(checkPrice(history(200), eur(900), 'EUR').drop?.since, 'it stays while the price holds').toBe(isoDate(DAY0 + 80));
  });

  test('no verdict with fewer than 30 days of history or nothing buyable now', () => {
    expect(checkPrice(history(20), eur(900), 'EUR')).toMatchObject({ days: 20, verdict: null });
    expect(checkPrice(history(100), null, 'EUR')).toMatchObject({ current: null, verdict: null });
  });
});

describe('figuresSpan: the days a page made with the check as of one of them shows what the browser works out', () => {
  /** The figures `checkPrice` shows on `day`. */
  function shownOn(lines: PriceHistory, current: ReturnType<typeof eur> | null, day: number): string {
    const check = checkPrice({ ...lines, today: isoDate(day) }, current, 'EUR');
    const median = check.verdict === 'usual-price' || check.verdict === 'higher-than-usual' ? check.median90 : null;
    const days = !check.verdict && check.current && check.days < 30 ? check.days : null;
    return JSON.stringify({ ...check, median90: median, days });
  }

  /** The first day after the history's on which `checkPrice`, day by day, shows other figures: what figuresSpan spares. */
  function firstOtherDay(lines: PriceHistory, current: ReturnType<typeof eur> | null): string | null {
    const today = dayOf(`${lines.today}T00:00:00Z`);
    const base = shownOn(lines, current, today);
    for (let day = today + 1; day <= today + 400; day += 1) if (shownOn(lines, current, day) !== base) return isoDate(day);
    return null;
  }

  /** The first day, going back from the history's day to its last change, with the same figures. */
  function firstSameDay(lines: PriceHistory, current: ReturnType<typeof eur> | null, changed: number): string {
    let day = dayOf(`${lines.today}T00:00:00Z`);
    const base = shownOn(lines, current, day);
    while (day > changed && shownOn(lines, current, day - 1) === base) day -= 1;
    return isoDate(day);
  }

  const until = (lines: PriceHistory, current: ReturnType<typeof eur> | null) => figuresSpan(lines.shops, current, lines.today).until;

  function linesOf(today: number, ...shops: ReturnType<typeof shop>[]): PriceHistory {
    return { today: isoDate(DAY0 + today), shops: shops.map((one) => ({ shopId: one.shop, name: one.shop, ...priceLine(one, 'EUR') })) };
  }

  test('the day a lower price leaves the 90 days before: the verdict and the lowest of 90 days change then, not before', () => {
    const lines = linesOf(100, shop('a', point(0, 1000), point(40, 700), point(47, 1000)));
    // a's 700 of days 40-47 leaves the 90 days on day 138; the 30 days' low and the median moved long before.
    expect(until(lines, eur(1000))).toBe(firstOtherDay(lines, eur(1000)));
    expect(until(lines, eur(1000))).toBe(isoDate(DAY0 + 138));
  });

  test("the day a week's lower price leaves the 30 days before: the 30 days' lowest changes then", () => {
    const lines = linesOf(100, shop('a', point(0, 1000), point(80, 800), point(90, 1000)));
    // Day 90 had 800 until 06:00: it leaves the 30 days on day 121, long before it leaves the 90.
    expect(until(lines, eur(1000))).toBe(isoDate(DAY0 + 121));
    expect(firstOtherDay(lines, eur(1000))).toBe(isoDate(DAY0 + 121));
  });

  test('a price that has held for over a year: the figures never change', () => {
    const lines = linesOf(500, shop('a', point(0, 1000)), shop('b', point(3, 1200)));
    expect(until(lines, eur(1000))).toBeNull();
    expect(firstOtherDay(lines, eur(1000))).toBeNull();
  });

  test('too short a history for a verdict: the days shown change the next day', () => {
    const lines = linesOf(10, shop('a', point(0, 1000)));
    expect(until(lines, eur(1000))).toBe(isoDate(DAY0 + 11));
  });

  test('a change on the day itself: the next day has one low for the whole day, and so other figures', () => {
    const lines = linesOf(60, shop('a', point(0, 1000), { ...point(60, 1200), at: at(60, '15:00') }));
    expect(until(lines, eur(1200))).toBe(firstOtherDay(lines, eur(1200)));
  });

  test('on histories of many changes it never misses a day on which the figures change', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 40; round += 1) {
      const shops = ['a', 'b', 'c'].slice(0, 1 + random(3)).map((id) => {
        const points = [point(random(30), 900 + random(400))];
        for (let day = 35; day < 300; day += 5 + random(60)) {
          points.push(point(day, 700 + random(700), { availability: random(6) === 0 ? 'out_of_stock' : 'in_stock' }));
        }
        return shop(id, ...points);
      });
      const lines = linesOf(300 + random(100), ...shops);
      // The lines' last change: a feed's point that repeats the line's price is no change.
      const lastChange = Math.max(...lines.shops.map(({ points }) => Math.floor((lineMinutes(points).at(-1)?.[0] ?? 0) / 1440)));
      const current = random(5) === 0 ? null : eur(800 + random(500));
      const span = figuresSpan(lines.shops, current, lines.today);
      const first = firstOtherDay(lines, current);
      const said = JSON.stringify({ round, span, first });
      // Never later than the first change; earlier only past the 64 days it looks at (a page made again early is harmless).
      expect(span.until === null ? first === null : span.until <= (first ?? '9999'), said).toBe(true);
      const within64 = first !== null && dayOf(`${first}T00:00:00Z`) - dayOf(`${lines.today}T00:00:00Z`) <= 64;
      if (within64 || first === null) expect(span.until, said).toBe(first);
      // Back to the day the figures began, but not before the last change: a full build on any day of the span agrees.
      expect(span.since, said).toBe(firstSameDay(lines, current, lastChange));
    }
  });
});
