import { expect, test } from 'vitest';
import { offerFacts, recordShares } from './shop-facts.ts';

test("an offer row shows its shop's payment and returns, and where it sends from only when that is abroad", () => {
  const facts = {
    company: 'Uvoz d.o.o.',
    payments: ['card' as const],
    returnsDays: 7,
    shipsFrom: 'BIH' as const,
    customs: 'included' as const,
  };
  expect(offerFacts(facts, 'MNE')).toEqual({ payments: ['card'], returnsDays: 7, shipsFrom: 'BIH', customs: 'included' });
  // On the site of the country it sends from, the parcel crosses no border: nothing to say of it.
  expect(offerFacts(facts, 'BIH')).toEqual({ payments: ['card'], returnsDays: 7 });
  // A company name alone is for the shop's page; a shop that gave nothing a row shows shows nothing.
  expect(offerFacts({ company: 'Mega d.o.o.' }, 'MNE')).toBeNull();
  expect(offerFacts({ returnsDays: 0 }, 'MNE')).toEqual({ returnsDays: 0 });
});

test("a shop's record in the row's shares: rounded down, and nothing where nothing was measured", () => {
  const record = {
    from: '2026-06-01',
    days: 173,
    feedDays: { arrived: 46, of: 51 },
    offers: 65,
    staleOffers: 63,
    reductions: 2,
    flagged: 1,
  };
  expect(recordShares(record)).toEqual({ feedDays: 90, confirmed: 3 });
  expect(recordShares({ ...record, feedDays: { arrived: 999, of: 1000 } }).feedDays, '99.9% is not all').toBe(99);
  expect(recordShares({ ...record, feedDays: null, offers: 0, staleOffers: 0 })).toEqual({ feedDays: null, confirmed: null });
});
