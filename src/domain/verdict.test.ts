import { describe, expect, test } from 'vitest';
import { dailyLows } from './history.ts';
import { judgePrice } from './verdict.ts';
import { DAY0, point, shop } from './test-histories.test-kit.ts';

const TODAY = DAY0 + 400;

/** A shop at 1000 for the year before today, with the given changes on top. */
function market(...changes: ReturnType<typeof point>[]) {
  return dailyLows([shop('a', point(0, 1000), ...changes)], 'EUR', TODAY);
}

describe('judgePrice', () => {
  test('lowest in a year when the current lowest is at or below the lowest of 365 days', () => {
    const daily = market(point(100, 800), point(101, 1000));
    expect(judgePrice(800, daily, TODAY)).toBe('lowest-in-year');
    expect(judgePrice(799, daily, TODAY)).toBe('lowest-in-year');
  });

  test('a low older than 365 days does not count for the year', () => {
    const daily = market(point(10, 500), point(11, 1000));
    expect(judgePrice(1000, daily, TODAY)).toBe('lowest-in-year');
  });

  test('good price at most 5% above the lowest of 90 days', () => {
    const daily = market(point(100, 800), point(101, 1000), point(350, 900), point(351, 1000));
    expect(judgePrice(945, daily, TODAY)).toBe('good-price');
    expect(judgePrice(946, daily, TODAY)).toBe('usual-price');
  });

  test('higher than usual above the 90-day median x 1.10', () => {
    const daily = market(point(100, 800), point(101, 1000));
    expect(judgePrice(1100, daily, TODAY)).toBe('usual-price');
    expect(judgePrice(1101, daily, TODAY)).toBe('higher-than-usual');
  });

  test('a reduction that started today is judged against the days before it', () => {
    // 900 from today on: today's own low is not in the windows, so it beats the year.
    const daily = market(point(400, 900));
    expect(daily.days.at(-1)?.minor).toBe(900);
    expect(judgePrice(900, daily, TODAY)).toBe('lowest-in-year');
  });

  test('out-of-stock days are not in the lows', () => {
    const daily = market(point(350, 700, { availability: 'out_of_stock' }), point(360, 1000));
    expect(judgePrice(950, daily, TODAY)).toBe('lowest-in-year');
  });

  test('no verdict with fewer than 30 days of history', () => {
    const short = dailyLows([shop('a', point(371, 1000))], 'EUR', TODAY);
    expect(judgePrice(900, short, TODAY)).toBeNull();
    const enough = dailyLows([shop('a', point(370, 1000))], 'EUR', TODAY);
    expect(judgePrice(900, enough, TODAY)).toBe('lowest-in-year');
  });

  test('no verdict when nothing is buyable now or in the 90 days before', () => {
    expect(judgePrice(null, market(), TODAY)).toBeNull();
    const out = market(point(300, 1000, { availability: 'out_of_stock' }));
    expect(judgePrice(900, out, TODAY)).toBeNull();
  });
});
