import { describe, expect, test } from 'vitest';
import { DAY0, point, shop } from './test-histories.test-kit.ts';
import { discountPoints, findReduction, honestDropPoints, isFakeDiscount, judgeDiscount, shopReference, wholePoints } from './discount.ts';

describe('findReduction', () => {
  test('a sale is measured from the regular price and starts where the sale price began', () => {
    const history = shop(
      'a',
      point(0, 1000),
      point(40, 1000, { salePriceMinor: 800 }),
      point(45, 1000, { salePriceMinor: 800, shippingMinor: 300 }),
    );
    expect(findReduction(history, 'EUR')).toEqual({ startDay: DAY0 + 40, claimedFromMinor: 1000, currentMinor: 800 });
  });

  test('a drop is measured from the price before it; going out of stock and back does not restart it', () => {
    const history = shop('a', point(0, 1000), point(40, 900), point(42, 900, { availability: 'out_of_stock' }), point(44, 900));
    expect(findReduction(history, 'EUR')).toEqual({ startDay: DAY0 + 40, claimedFromMinor: 1000, currentMinor: 900 });
  });

  test('a raise or an unchanged price is no reduction', () => {
    expect(findReduction(shop('a', point(0, 900), point(40, 1000)), 'EUR')).toBeNull();
    expect(findReduction(shop('a', point(0, 900)), 'EUR')).toBeNull();
    expect(findReduction(shop('a'), 'EUR')).toBeNull();
  });

  test('works in the display currency', () => {
    const history = shop('a', point(0, 2000, { currency: 'BAM' }), point(40, 1000, { currency: 'BAM' }));
    expect(findReduction(history, 'EUR')).toEqual({ startDay: DAY0 + 40, claimedFromMinor: 1020, currentMinor: 510 });
  });
});

describe('shopReference: the shop’s Omnibus reference', () => {
  test('is its lowest buyable price in the 30 days before the reduction started', () => {
    const history = shop('a', point(0, 700), point(5, 1000), point(20, 950), point(21, 1000), point(50, 900));
    expect(shopReference(history, 'EUR', DAY0 + 50)).toBe(950);
    // A price in effect since long before the 30 days counts for all of them; a lower one before them does not.
    expect(shopReference(shop('a', point(0, 500), point(10, 800), point(300, 700)), 'EUR', DAY0 + 300)).toBe(800);
    expect(shopReference(shop('a', point(0, 500), point(10, 800), point(280, 850), point(300, 700)), 'EUR', DAY0 + 300)).toBe(800);
  });

  test('skips days it was out of stock', () => {
    const history = shop('a', point(0, 1000), point(30, 600, { availability: 'out_of_stock' }), point(35, 1000), point(50, 900));
    expect(shopReference(history, 'EUR', DAY0 + 50)).toBe(1000);
  });
});

describe('judgeDiscount', () => {
  test('a reduction that started today: honest against the 30 days before today', () => {
    const today = DAY0 + 60;
    const history = shop('a', point(0, 1000), point(60, 1000, { salePriceMinor: 900 }));
    expect(judgeDiscount(history, 'EUR')).toMatchObject({
      startDay: today,
      claimedPoints: 10,
      honestPoints: 10,
      referenceMinor: 1000,
      fake: false,
    });
  });

  test('a sale after a raise is flagged: claimed against the raised price, honest against the low before it', () => {
    // 800 for a month, raised to 1000, then "20% off" back to 800.
    const history = shop('a', point(0, 800), point(30, 1000), point(40, 1000, { salePriceMinor: 800 }));
    const discount = judgeDiscount(history, 'EUR');
    expect(discount).toMatchObject({ claimedPoints: 20, honestPoints: 0, referenceMinor: 800, fake: true });
  });

  test('history shorter than the window: the reference is what there is; none before the first day', () => {
    const history = shop('a', point(0, 1000), point(10, 900));
    expect(judgeDiscount(history, 'EUR')).toMatchObject({ honestPoints: 10, fake: false });
    const fromDayOne = shop('a', point(0, 1000, { salePriceMinor: 500 }));
    expect(judgeDiscount(fromDayOne, 'EUR')).toMatchObject({ claimedPoints: 50, honestPoints: null, referenceMinor: null, fake: false });
  });

  test('the fake-discount rule: exactly 5 points more is not flagged, more than 5 is', () => {
    // Claimed 25% (1000 -> 750); reference 937.50 would be 20% honest. In cents: 9375 -> 7500.
    const exactly = shop('a', point(0, 9375), point(40, 10000), point(50, 10000, { salePriceMinor: 7500 }));
    expect(judgeDiscount(exactly, 'EUR')).toMatchObject({ referenceMinor: 9375, fake: false });
    expect(judgeDiscount(exactly, 'EUR')?.claimedPoints).toBe(25);
    expect(judgeDiscount(exactly, 'EUR')?.honestPoints).toBeCloseTo(20, 9);
    const above = shop('a', point(0, 9374), point(40, 10000), point(50, 10000, { salePriceMinor: 7500 }));
    expect(judgeDiscount(above, 'EUR')).toMatchObject({ referenceMinor: 9374, fake: true });
  });

  test('isFakeDiscount compares percentage points', () => {
    expect(isFakeDiscount(25, 20)).toBe(false);
    expect(isFakeDiscount(25.01, 20)).toBe(true);
    expect(isFakeDiscount(25, 3)).toBe(true);
    expect(isFakeDiscount(25, null)).toBe(false);
    expect(discountPoints(1000, 750)).toBe(25);
  });

  test('whole points: the honest part of a drop counts only when it is not flagged and has a reference', () => {
    expect(wholePoints(11.5)).toBe(12);
    expect(wholePoints(-4.5)).toBe(-4);
    const drop = { startDay: 0, claimedFromMinor: 1000, currentMinor: 885, claimedPoints: 11.5, referenceMinor: 1000 };
    expect(honestDropPoints({ ...drop, honestPoints: 11.5, fake: false })).toBe(12);
    expect(honestDropPoints({ ...drop, honestPoints: 2, fake: true })).toBeNull();
    expect(honestDropPoints({ ...drop, honestPoints: null, referenceMinor: null, fake: false })).toBeNull();
    expect(honestDropPoints(null)).toBeNull();
  });
});
