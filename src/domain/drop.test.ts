import { describe, expect, test } from 'vitest';
import { marketDropPercent } from './drop.ts';
import { point, shop } from './test-histories.test-kit.ts';

describe("marketDropPercent: a product's drop is the market's", () => {
  test("is the lowest price now against the market's lowest of the 30 days before it began, in whole percent", () => {
    // The market's low: 1000 (a) until day 40, then 885 (b): 11.5 %, shown as 12 %.
    const a = shop('a', point(0, 1000));
    const b = shop('b', point(0, 2000), point(40, 885));
    expect(marketDropPercent([a, b], 'EUR')).toBe(12);
  });

  test('a shop far above the market coming down to it moves the badge only as far as the market fell', () => {
    // Shop b asks 1900 for months, then 980: its own reduction is 48 %, the market's low (a's 1000) fell 2 %.
    const a = shop('a', point(0, 1000));
    const b = shop('b', point(0, 1900), point(60, 980));
    expect(marketDropPercent([a, b], 'EUR')).toBe(2);
  });

  test('a sale after a raise shows no drop: the market was that low within the 30 days before', () => {
    const raisedThenSale = shop('a', point(0, 800), point(30, 1000), point(40, 1000, { salePriceMinor: 800 }));
    expect(marketDropPercent([raisedThenSale], 'EUR')).toBe(0);
  });

  test('the reference is taken before the current low began, so the badge stays while the price holds', () => {
    // 1000 until day 40, then 900 held since, changed elsewhere on day 100: still 10 %.
    const a = shop('a', point(0, 1000), point(40, 900));
    const later = shop('b', point(0, 5000), point(100, 4000));
    expect(marketDropPercent([a, later], 'EUR')).toBe(10);
  });

  test('a price up again from a lower one is no drop; nor one that rounds to 0 %', () => {
    expect(marketDropPercent([shop('a', point(0, 1000), point(40, 800), point(50, 900))], 'EUR')).toBe(0);
    expect(marketDropPercent([shop('a', point(0, 10000), point(40, 9960))], 'EUR')).toBe(0);
  });

  test('nothing buyable now, no history before the low, or no offers: no drop', () => {
    const out = shop('a', point(0, 1000), point(40, 500), point(41, 500, { availability: 'out_of_stock' }));
    expect(marketDropPercent([out], 'EUR')).toBe(0);
    expect(marketDropPercent([shop('b', point(0, 1000, { salePriceMinor: 500 }))], 'EUR')).toBe(0);
    expect(marketDropPercent([], 'EUR')).toBe(0);
  });

  test('in the display currency', () => {
    // 2000 BAM is 1020 EUR, 1700 BAM is 867 EUR: 15 %.
    const bam = shop('a', point(0, 2000, { currency: 'BAM' }), point(40, 1700, { currency: 'BAM' }));
    expect(marketDropPercent([bam], 'EUR')).toBe(15);
  });
});
