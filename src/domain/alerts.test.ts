import { describe, expect, test } from 'vitest';
import { alertOffers, alertStep, defaultTargetMinor, type AlertOffer } from './alerts.ts';

const NOW = '2026-11-20T09:00:00.000Z';
const offer = (fields: Partial<AlertOffer> = {}): AlertOffer => ({
  availability: 'in_stock',
  lastSeen: '2026-11-19T06:00:00.000Z',
  shopCountry: 'MNE',
  ...fields,
});
const ANY = { inStockOnly: false, domesticOnly: false };

describe('the offers an alert may be set off by', () => {
  test('buyable and confirmed within three days: never out of stock, never stale', () => {
    const offers = [
      offer(),
      offer({ availability: 'backorder' }),
      offer({ availability: 'out_of_stock' }),
      offer({ lastSeen: '2026-11-17T08:59:00.000Z' }),
    ];
    expect(alertOffers(offers, ANY, 'MNE', NOW)).toEqual([offers[0], offers[1]]);
  });

  test('"only in stock" leaves out what is to order; "only shops of this country" the shops abroad', () => {
    const offers = [offer(), offer({ availability: 'preorder' }), offer({ shopCountry: 'BIH' })];
    expect(alertOffers(offers, { inStockOnly: true, domesticOnly: false }, 'MNE', NOW)).toEqual([offers[0], offers[2]]);
    expect(alertOffers(offers, { inStockOnly: false, domesticOnly: true }, 'MNE', NOW)).toEqual([offers[0], offers[1]]);
  });
});

describe('when an alert sends', () => {
  const armed = { targetMinor: 50000, armed: true };

  test('armed, it sends once the lowest total is at or under the target, then waits', () => {
    expect(alertStep(armed, 50100)).toEqual({ send: false, armed: true });
    expect(alertStep(armed, 50000)).toEqual({ send: true, armed: false });
    expect(alertStep({ ...armed, armed: false }, 49000)).toEqual({ send: false, armed: false });
  });

  test('it sends again only after the price rose above the target and fell again', () => {
    const days = [49000, 48000, 49900, 50001, 49500, 49500];
    let state = armed;
    const sent: number[] = [];
    for (const lowest of days) {
      const step = alertStep(state, lowest);
      if (step.send) sent.push(lowest);
      state = { ...state, armed: step.armed };
    }
    expect(sent).toEqual([49000, 49500]);
  });

  test('nothing to buy changes nothing: a shop out of stock and back under the target does not send twice', () => {
    const fired = { ...armed, armed: false };
    expect(alertStep(fired, null)).toEqual({ send: false, armed: false });
    expect(alertStep(armed, null)).toEqual({ send: false, armed: true });
  });
});

test('a new alert offers a target under today’s lowest total, in whole currency units', () => {
  expect(defaultTargetMinor(52999)).toBe(52900);
  expect(defaultTargetMinor(53000)).toBe(52900);
  expect(defaultTargetMinor(null)).toBeNull();
  expect(defaultTargetMinor(99)).toBeNull();
});
