import { describe, expect, test } from 'vitest';
import { isoDate } from '../../../src/domain/days.ts';
import type { PriceHistory } from '../../../src/domain/history.ts';
import { chartGeometry, dayAt, VIEW } from './geometry.ts';
import { buildSeries, changeDays, rangeStart, steps } from './series.ts';

/** 2026-11-20 is day 20777; minutes count from 1970, and a line's points carry the minutes since the one before. */
const TODAY = 20_777;
const minute = (day: number, hour = 6) => (day * 24 + hour) * 60;

function history(shops: [string, [number, number | null][]][]): PriceHistory {
  return {
    today: isoDate(TODAY),
    shops: shops.map(([shopId, points]) => {
      let previous = 0;
      return {
        shopId,
        name: shopId.toUpperCase(),
        converted: false,
        points: points.map(([day, price]): [number, number | null] => {
          const after = minute(day) - previous;
          previous = minute(day);
          return [after, price];
        }),
      };
    }),
  };
}

describe('series', () => {
  test('an out-of-stock stretch is a gap: the run before it is closed, the next starts after it', () => {
    const series = buildSeries(
      history([
        [
          'a',
          [
            [TODAY - 10, 1000],
            [TODAY - 6, null],
            [TODAY - 3, 900],
          ],
        ],
      ]),
      'EUR',
    );
    // Day TODAY-6 still had stock until 06:00, so it counts for the shop; the gap is TODAY-5..TODAY-4.
    expect(steps(series.market, TODAY - 10, TODAY)).toEqual([
      { day: TODAY - 10, minor: 1000 },
      { day: TODAY - 5, minor: 1000 },
      { day: TODAY - 5, minor: null },
      { day: TODAY - 3, minor: 900 },
      { day: TODAY + 1, minor: 900 },
    ]);
  });

  test('ties between shops go to the smaller shop id (the domain rule), and the table lists change days only', () => {
    const series = buildSeries(
      history([
        ['b', [[TODAY - 5, 800]]],
        ['a', [[TODAY - 3, 800]]],
      ]),
      'EUR',
    );
    expect(changeDays(series.market, TODAY - 5, TODAY)).toEqual([
      { day: TODAY - 5, low: { minor: 800, shop: 'b' } },
      { day: TODAY - 3, low: { minor: 800, shop: 'a' } },
    ]);
  });

  test('ranges: 1 month, 3 months and a year end today; all starts at the first change; none before it', () => {
    const series = buildSeries(history([['a', [[TODAY - 400, 1000]]]]), 'EUR');
    expect(rangeStart(series, '1m')).toBe(TODAY - 29);
    expect(rangeStart(series, '3m')).toBe(TODAY - 90);
    expect(rangeStart(series, '1y')).toBe(TODAY - 364);
    expect(rangeStart(series, 'all')).toBe(TODAY - 400);
    const young = buildSeries(history([['a', [[TODAY - 10, 1000]]]]), 'EUR');
    expect(rangeStart(young, '1y')).toBe(TODAY - 10);
  });
});

describe('geometry', () => {
  const series = buildSeries(
    history([
      [
        'a',
        [
          [TODAY - 200, 1000],
          [TODAY - 150, 700],
          [TODAY - 140, 1000],
          [TODAY - 20, null],
          [TODAY - 10, 950],
        ],
      ],
      ['b', [[TODAY - 60, 1100]]],
    ]),
    'EUR',
  );

  test('the x domain is the range, today included, on the full view width', () => {
    const geometry = chartGeometry(series, '3m');
    expect(geometry.x.domain().map((date) => isoDate(date.getTime() / 86_400_000))).toEqual([isoDate(TODAY - 90), isoDate(TODAY + 1)]);
    expect(geometry.x.range()).toEqual([VIEW.left, VIEW.width - VIEW.right]);
    expect(dayAt(geometry, VIEW.width)).toBe(TODAY);
    expect(dayAt(geometry, 0)).toBe(TODAY - 90);
  });

  test('the market line is one path with a gap (two move-tos) when shop a alone was out of stock before b listed', () => {
    const gapped = buildSeries(
      history([
        [
          'a',
          [
            [TODAY - 50, 1000],
            [TODAY - 30, null],
            [TODAY - 20, 900],
          ],
        ],
      ]),
      'EUR',
    );
    expect(chartGeometry(gapped, '3m').market.match(/M/g)).toHaveLength(2);
    expect(chartGeometry(gapped, '1m').market.match(/M/g)).toHaveLength(1);
  });

  test('the all-time low: its level in every range, its point only where its day is shown, centred on the day', () => {
    const all = chartGeometry(series, 'all');
    expect(series.allTimeLow).toEqual({ minor: 700, date: isoDate(TODAY - 150), shop: 'a' });
    expect(all.allTimeLow?.x).toBeCloseTo(
      (all.x(new Date((TODAY - 150) * 86_400_000)) + all.x(new Date((TODAY - 149) * 86_400_000))) / 2,
      0,
    );
    expect(all.allTimeLow?.y).toBeCloseTo(all.y(700), 0);
    const quarter = chartGeometry(series, '3m');
    expect(quarter.allTimeLow?.x).toBeNull();
    expect(quarter.y.domain()[0]).toBeLessThanOrEqual(700);
  });

  test('ticks are nice and inside the view', () => {
    const geometry = chartGeometry(series, '1y');
    expect(geometry.yTicks.length).toBeGreaterThan(1);
    for (const tick of geometry.yTicks) expect(tick.minor % 50).toBe(0);
    for (const tick of geometry.xTicks) expect(tick.x).toBeGreaterThanOrEqual(VIEW.left);
  });
});
