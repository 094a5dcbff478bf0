import { describe, expect, test } from 'vitest';
import { shopRecord } from './shop-record.ts';
import { at, point, shop } from './test-histories.test-kit.ts';

/** Daily feeds from `first` through `last` (days after 2026-01-01), but the days in `skip`. */
function dailyFeeds(first: number, last: number, skip: number[] = []): string[] {
  const feeds: string[] = [];
  for (let day = first; day <= last; day += 1) if (!skip.includes(day)) feeds.push(at(day));
  return feeds;
}

const steady = (id: string) => ({ history: shop(id, point(0, 10000)), lastSeen: at(400) });

describe('a shop record over the year before the as-of', () => {
  test('counts the days a feed arrived within the year, from the first feed when later', () => {
    const record = shopRecord({ feeds: dailyFeeds(300, 400, [350, 351]), offers: [] }, 'EUR', at(400));
    expect(record).toMatchObject({ from: '2026-10-28', days: 101, feedDays: { arrived: 99, of: 101 }, offers: 0 });
    const year = shopRecord({ feeds: dailyFeeds(0, 400), offers: [] }, 'EUR', at(400));
    expect(year).toMatchObject({ days: 365, feedDays: { arrived: 365, of: 365 } });
    // Offers older than the feed log: the days are counted from the first logged feed.
    const logLater = shopRecord({ feeds: dailyFeeds(390, 400, [395]), offers: [steady('s')] }, 'EUR', at(400));
    expect(logLater).toMatchObject({ days: 365, feedDays: { arrived: 10, of: 11 } });
  });

  test('an offer went stale when the feeds stopped for more than three days while it was listed', () => {
    // A four-day gap (days 350 to 355): every offer listed then went stale; one listed after it did not.
    const feeds = dailyFeeds(300, 400, [351, 352, 353, 354]);
    const later = { history: shop('s', point(360, 5000)), lastSeen: at(400) };
    const record = shopRecord({ feeds, offers: [steady('s'), steady('s'), later] }, 'EUR', at(400));
    expect(record).toMatchObject({ offers: 3, staleOffers: 2 });
    // Three days without a feed is not yet stale.
    expect(shopRecord({ feeds: dailyFeeds(300, 400, [351, 352]), offers: [steady('s')] }, 'EUR', at(400)).staleOffers).toBe(0);
  });

  test('an offer its shop stopped confirming is stale, even with no feed log', () => {
    const record = shopRecord({ feeds: [], offers: [{ history: shop('s', point(0, 100)), lastSeen: at(390) }] }, 'EUR', at(400));
    expect(record).toMatchObject({ feedDays: null, staleOffers: 1 });
  });

  test('counts its judged reductions and flags a sale after a raise', () => {
    // An honest drop: 100 for two months, then 90.
    const honest = shop('s', point(200, 10000), point(300, 9000));
    // A sale after a raise: 100, raised to 150, then "−30%" to 105 (claimed 30 points, honest −5).
    const raised = shop('s', point(200, 10000), point(290, 15000), point(300, 10500));
    // A drop after 30 days of nothing buyable has no reference: it cannot be judged, and is not counted.
    const young = shop('s', point(395, 10000, { availability: 'out_of_stock' }), point(398, 9000));
    const offers = [honest, raised, young].map((history) => ({ history, lastSeen: at(400) }));
    expect(shopRecord({ feeds: dailyFeeds(200, 400), offers }, 'EUR', at(400))).toMatchObject({ reductions: 2, flagged: 1 });
  });

  test('reductions before the year are left out', () => {
    const old = shop('s', point(0, 10000), point(10, 15000), point(20, 10000));
    expect(shopRecord({ feeds: [], offers: [{ history: old, lastSeen: at(400) }] }, 'EUR', at(400))).toMatchObject({ reductions: 0 });
  });
});
