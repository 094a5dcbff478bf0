import { describe, expect, test } from 'vitest';
import { dayOf, isoDate, lastDayBefore } from './days.ts';
import { dailyLows, historyDays } from './history.ts';
import { allTimeLow, lowestBefore, marketReference, medianBefore } from './lows.ts';
import { at, DAY0, point, shop } from './test-histories.test-kit.ts';

const lows = (daily: ReturnType<typeof dailyLows>) => daily.days.map((low) => (low ? `${low.minor}@${low.shop}` : null));

describe('UTC days', () => {
  test('a time belongs to its UTC date; an end at midnight to the day before', () => {
    expect(isoDate(dayOf('2026-03-29T23:30:00.000Z'))).toBe('2026-03-29');
    expect(isoDate(dayOf('2026-03-29T23:30:00.000-02:00'))).toBe('2026-03-30');
    expect(isoDate(lastDayBefore(Date.parse('2026-03-30T00:00:00.000Z')))).toBe('2026-03-29');
    expect(isoDate(lastDayBefore(Date.parse('2026-03-30T00:00:00.001Z')))).toBe('2026-03-30');
  });
});

describe('dailyLows: the market lowest per day', () => {
  test('carries each change forward until the next one, through today', () => {
    const daily = dailyLows([shop('a', point(0, 1000), point(2, 900))], 'EUR', DAY0 + 3);
    expect(daily.from).toBe(DAY0);
    // Day 2 had 1000 until 06:00 and 900 after: the day's low is 900.
    expect(lows(daily)).toEqual(['1000@a', '1000@a', '900@a', '900@a']);
  });

  test('takes the lowest effective price among shops, a sale price included', () => {
    const daily = dailyLows([shop('a', point(0, 1000)), shop('b', point(0, 1200, { salePriceMinor: 950 }))], 'EUR', DAY0 + 1);
    expect(lows(daily)).toEqual(['950@b', '950@b']);
  });

  test('out-of-stock days count for no shop', () => {
    const a = shop('a', point(0, 800), point(1, 800, { availability: 'out_of_stock' }), point(3, 800));
    const b = shop('b', point(0, 1000));
    // Day 1 still had a in stock until 06:00; day 2 had a out of stock all day.
    expect(lows(dailyLows([a, b], 'EUR', DAY0 + 3))).toEqual(['800@a', '800@a', '1000@b', '800@a']);
  });

  test('a day with no buyable offer has no low, and lows skip it', () => {
    const a = shop('a', point(0, 800), point(1, 800, { availability: 'out_of_stock' }));
    const daily = dailyLows([a], 'EUR', DAY0 + 4);
    expect(lows(daily)).toEqual(['800@a', '800@a', null, null, null]);
    expect(lowestBefore(daily, DAY0 + 4, 2)).toBeNull();
  });

  test('preorder and backorder are buyable', () => {
    const daily = dailyLows(
      [shop('a', point(0, 700, { availability: 'preorder' })), shop('b', point(0, 650, { availability: 'backorder' }))],
      'EUR',
      DAY0,
    );
    expect(lows(daily)).toEqual(['650@b']);
  });

  test('converts every shop into the display currency first', () => {
    const bam = shop('bam', point(0, 1900, { currency: 'BAM' })); // 1900 * 0.51 = 969 cents
    const eur = shop('eur', point(0, 1000));
    expect(lows(dailyLows([bam, eur], 'EUR', DAY0))).toEqual(['969@bam']);
    expect(lows(dailyLows([bam, eur], 'BAM', DAY0))).toEqual(['1900@bam']); // 1000 * 1.96 = 1960
  });

  test('ties between shops on one day go to the smaller shop id', () => {
    expect(lows(dailyLows([shop('zeta', point(0, 500)), shop('alfa', point(0, 500))], 'EUR', DAY0))).toEqual(['500@alfa']);
  });

  test('a change at 00:00 does not put the old state into that day', () => {
    const a = shop('a', { ...point(0, 1000) }, { ...point(1, 1500), at: at(1, '00:00') });
    expect(lows(dailyLows([a], 'EUR', DAY0 + 1))).toEqual(['1000@a', '1500@a']);
  });

  test('history starts at the first change of any shop', () => {
    const daily = dailyLows([shop('a', point(5, 100)), shop('b', point(2, 200))], 'EUR', DAY0 + 6);
    expect(daily.from).toBe(DAY0 + 2);
    expect(historyDays(daily, DAY0 + 6)).toBe(4);
  });
});

describe('lows over windows', () => {
  // 100 days: 1000 a day, 700 on day 10, 800 on day 80; today is day 100.
  const a = shop('a', point(0, 1000), point(10, 700), point(11, 1000), point(80, 800), point(81, 1000));
  const today = DAY0 + 100;
  const daily = dailyLows([a], 'EUR', today);

  test('look only at the N days before the day, not the day itself', () => {
    expect(lowestBefore(daily, today, 30)).toBe(800);
    expect(lowestBefore(daily, today, 90)).toBe(700);
    expect(lowestBefore(daily, DAY0 + 11, 1)).toBe(700);
    expect(lowestBefore(daily, DAY0 + 10, 10)).toBe(1000);
  });

  test('reach back only as far as the history goes', () => {
    expect(lowestBefore(daily, today, 365)).toBe(700);
    expect(lowestBefore(daily, DAY0, 30)).toBeNull();
  });

  test('the market Omnibus reference is the lowest of the 30 days before today', () => {
    expect(marketReference(daily, today)).toBe(800);
  });

  test('median of the daily lows (the mean of the middle two when even)', () => {
    expect(medianBefore(daily, today, 90)).toBe(1000);
    // Falling prices, so each day's low is that day's new price: 900, 400, 200, 100.
    const short = dailyLows([shop('a', point(0, 900), point(1, 400), point(2, 200), point(3, 100))], 'EUR', DAY0 + 4);
    expect(medianBefore(short, DAY0 + 4, 4)).toBe(300);
    expect(medianBefore(short, DAY0 + 3, 3)).toBe(400);
    expect(medianBefore(short, DAY0, 3)).toBeNull();
  });
});

describe('allTimeLow', () => {
  test('gives the price, its date and its shop, today included', () => {
    const daily = dailyLows([shop('a', point(0, 1000), point(3, 600)), shop('b', point(0, 900))], 'EUR', DAY0 + 3);
    expect(allTimeLow(daily)).toEqual({ minor: 600, date: '2026-01-04', shop: 'a' });
  });

  test('ties: the earliest date, then the smaller shop id', () => {
    const a = shop('zeta', point(0, 1000), point(2, 500), point(3, 1000), point(6, 500));
    const b = shop('alfa', point(0, 1000), point(4, 500));
    expect(allTimeLow(dailyLows([a, b], 'EUR', DAY0 + 7))).toEqual({ minor: 500, date: '2026-01-03', shop: 'zeta' });
    const c = shop('beta', point(0, 1000), point(2, 500));
    expect(allTimeLow(dailyLows([a, c], 'EUR', DAY0 + 7))).toEqual({ minor: 500, date: '2026-01-03', shop: 'beta' });
  });

  test('out-of-stock prices are never the all-time low', () => {
    const a = shop('a', point(0, 1000), point(2, 300, { availability: 'out_of_stock' }), point(4, 1000));
    expect(allTimeLow(dailyLows([a], 'EUR', DAY0 + 5))).toEqual({ minor: 1000, date: '2026-01-01', shop: 'a' });
  });

  test('is null when nothing was ever buyable', () => {
    expect(allTimeLow(dailyLows([shop('a', point(0, 300, { availability: 'out_of_stock' }))], 'EUR', DAY0 + 2))).toBeNull();
    expect(allTimeLow(dailyLows([], 'EUR', DAY0))).toBeNull();
  });
});
