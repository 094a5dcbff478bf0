import { describe, expect, test } from 'vitest';
import { dailyLows, lineLows, lineMinutes, priceLine, type PriceLine, type ShopHistory } from './history.ts';
import { at, DAY0, point, shop } from './test-histories.test-kit.ts';

/** The shops' lines as a payload carries them. */
function lines(histories: readonly ShopHistory[], currency: 'EUR' | 'BAM' = 'EUR'): PriceLine[] {
  return histories.map((history) => ({ shopId: history.shop, name: history.shop, ...priceLine(history, currency) }));
}

describe('priceLine: a shop line as the page carries it', () => {
  test('keeps a point where the effective price or buyability changes, not a shipping-only change', () => {
    const history = shop(
      'a',
      point(0, 1000),
      point(1, 1000, { shippingMinor: 300 }),
      point(2, 1200, { salePriceMinor: 900 }),
      point(3, 900, { availability: 'out_of_stock' }),
      point(4, 900, { availability: 'backorder' }),
    );
    const minute = (day: number) => Date.parse(at(day)) / 60_000;
    const line = priceLine(history, 'EUR');
    expect(line).toEqual({
      converted: false,
      points: [
        [minute(0), 1000],
        [2 * 1440, 900],
        [1440, null],
        [1440, 900],
      ],
    });
    expect(lineMinutes(line.points)).toEqual([
      [minute(0), 1000],
      [minute(2), 900],
      [minute(3), null],
      [minute(4), 900],
    ]);
  });

  test('converts into the site currency and says so', () => {
    expect(priceLine(shop('a', point(0, 1900, { currency: 'BAM' })), 'EUR')).toEqual({
      converted: true,
      points: [[Date.parse(at(0)) / 60_000, 969]],
    });
  });
});

describe('lineLows: the daily lows of the lines are those of the full histories', () => {
  test('sales, stock, ties, currencies and a change at 00:00', () => {
    const histories = [
      shop('b', point(0, 1200, { salePriceMinor: 950 }), point(2, 1200), { ...point(4, 800), at: at(4, '00:00') }),
      shop('a', point(1, 950), point(2, 950, { availability: 'out_of_stock' }), point(3, 700, { availability: 'preorder' })),
      shop('c', point(0, 2000, { currency: 'BAM' }), point(5, 2000, { shippingMinor: 100 })),
    ];
    for (const currency of ['EUR', 'BAM'] as const) {
      expect(lineLows(lines(histories, currency), DAY0 + 6)).toEqual(dailyLows(histories, currency, DAY0 + 6));
    }
  });

  test('no lines, no lows', () => {
    expect(lineLows([], DAY0)).toEqual({ from: DAY0, days: [null] });
  });
});
