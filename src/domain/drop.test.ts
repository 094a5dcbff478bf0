import { describe, expect, test } from 'vitest';
import { honestDropPercent } from './drop.ts';
import { point, shop } from './test-histories.ts';

describe("honestDropPercent: a product's honest drop", () => {
  test('is the largest honest discount among its shops, rounded to whole percent', () => {
    // a: 1000 -> 900 is 10 %; b: 2000 -> 1770 is 11.5 %, shown as 12 %.
    const a = shop('a', point(0, 1000), point(40, 900));
    const b = shop('b', point(0, 2000), point(40, 1770));
    expect(honestDropPercent([a, b], 'EUR')).toBe(12);
  });

  test('a sale after a raise does not count, even when another shop only rose', () => {
    // 800 for a month, raised to 1000, then "20% off" back to 800: honest 0, flagged.
    const raisedThenSale = shop('a', point(0, 800), point(30, 1000), point(40, 1000, { salePriceMinor: 800 }));
    const rose = shop('b', point(0, 900), point(40, 950));
    expect(honestDropPercent([raisedThenSale, rose], 'EUR')).toBe(0);
  });

  test('a drop flagged as fake does not count though it is below the 30-day low', () => {
    // Low 1000, raised to 1500, then 900: claimed 40 %, honest 10 %.
    const fake = shop('a', point(0, 1000), point(30, 1500), point(40, 900));
    expect(honestDropPercent([fake], 'EUR')).toBe(0);
    expect(honestDropPercent([fake, shop('b', point(0, 1000), point(40, 950))], 'EUR')).toBe(5);
  });

  test('a price above its 30-day low is no drop; nor one that rounds to 0 %', () => {
    const above = shop('a', point(0, 900), point(20, 1100), point(40, 1000));
    const tiny = shop('b', point(0, 10000), point(40, 9960));
    expect(honestDropPercent([above, tiny], 'EUR')).toBe(0);
  });

  test('offers out of stock now and reductions with no day of history before them do not count', () => {
    const out = shop('a', point(0, 1000), point(40, 500), point(41, 500, { availability: 'out_of_stock' }));
    const fromDayOne = shop('b', point(0, 1000, { salePriceMinor: 500 }));
    expect(honestDropPercent([out, fromDayOne], 'EUR')).toBe(0);
    expect(honestDropPercent([], 'EUR')).toBe(0);
  });

  test('in the display currency', () => {
    // 20.00 KM -> 17.00 KM is 15 % in EUR as well (both converted at 0.51).
    const bam = shop('a', point(0, 2000, { currency: 'BAM' }), point(40, 1700, { currency: 'BAM' }));
    expect(honestDropPercent([bam], 'EUR')).toBe(15);
  });
});
