import { describe, expect, test } from 'vitest';
import { isoDate } from './days.ts';
import { priceLine, type PriceHistory } from './history.ts';
import { marketDropPercent } from './drop.ts';
import { checkPrice } from './price-check.ts';
import { DAY0, point, shop } from './test-histories.test-kit.ts';

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
