import { loadSites, type Country, type Currency } from '../../sites/index.ts';
import { isBuyable } from '../../src/domain/availability.ts';
import { convertMoney } from '../../src/domain/money.ts';
import { effectivePriceMinor } from '../../src/domain/offers.ts';
import { shelfPrice, stateOn, type ChangePoint } from './history.ts';
import type { Random } from './random.ts';
import type { SampleShop } from './shops.ts';

/**
 * The cases the article page exists for (docs/decisions/021-sample-catalogue.md), written into the sample on purpose: a real
 * drop to a year low, a sale after a raise (a fake discount), an out-of-stock stretch, an offer
 * its shop's partial feed stopped listing (stale). The random walk of `simulatePrices` makes
 * some of them by chance; these make sure every one is there on many named products.
 */
export const SCENARIOS = ['real-drop', 'fake-discount', 'out-of-stock', 'stale'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Every third product, the cases in turn: on the default sample about 230 products each. */
export function scenarioOf(productIndex: number): Scenario | null {
  return productIndex % 3 === 0 ? (SCENARIOS[(productIndex / 3) % SCENARIOS.length] as Scenario) : null;
}

export interface ScenarioOffer {
  shop: SampleShop;
  points: ChangePoint[];
  /** The day the shop stops listing the item, if it does. */
  dropDay: number | null;
}

/** The shelf price just below `amount` (major units), so a target price is never rounded up. */
function shelfBelow(amount: number): number {
  const price = shelfPrice(amount);
  return price <= amount * 100 ? price : price - (amount >= 100 ? 1000 : 100);
}

/** How long a price holds before a case's change, so the 30 days before it are one price. */
const STEADY_DAYS = 35;

/** The points before `day`, then `tail`. */
function replaceFrom(points: ChangePoint[], day: number, tail: ChangePoint[]): ChangePoint[] {
  return [...points.filter((point) => point.day < day), ...tail];
}

const sites = loadSites();

function siteCurrency(country: Country): Currency {
  const site = sites.find((candidate) => candidate.country === country);
  if (!site) throw new Error(`No site for ${country}`);
  return site.currency;
}

/**
 * A permanent drop 3-12 days before the end, below every price the product had in the shop's
 * country all year (every shop, every day), so it is that market's year low and stays the
 * current price. The shop's price held for the 5 weeks before, so the drop it claims is the
 * honest one against its 30-day low.
 */
function realDrop(offer: ScenarioOffer, sameCountry: ScenarioOffer[], random: Random, days: number): void {
  const day = days - random.int(3, 12);
  const first = offer.points[0];
  if (!first || first.day >= day) return;
  const steadyFrom = Math.max(day - STEADY_DAYS, first.day);
  const before = stateOn(offer.points, steadyFrom) ?? first;
  const market = siteCurrency(offer.shop.country);
  const inMarket = (minor: number, currency: Currency) => convertMoney({ minor, currency }, market).minor;
  let floor = inMarket(before.priceMinor, offer.shop.currency) * 0.85;
  for (const other of sameCountry) {
    for (const point of other.points) {
      if (isBuyable(point.availability))
        floor = Math.min(floor, inMarket(effectivePriceMinor(point.priceMinor, point.saleMinor), other.shop.currency) * 0.97);
    }
  }
  const target = convertMoney({ minor: Math.floor(floor), currency: market }, offer.shop.currency).minor / 100;
  offer.points = replaceFrom(offer.points, steadyFrom, [
    { day: steadyFrom, priceMinor: before.priceMinor, saleMinor: null, availability: 'in_stock' },
    { day, priceMinor: shelfBelow(target), saleMinor: null, availability: 'in_stock' },
  ]);
}

/**
 * The shop raises its shelf price by 20-30% 18-26 days before the end, then 3-10 days before
 * the end advertises a sale "20% off" the raised price that is about what it asked before the
 * raise: claimed far above the honest discount against its 30-day low.
 */
function fakeDiscount(offer: ScenarioOffer, random: Random, days: number): void {
  const raiseDay = days - random.int(18, 26);
  const saleDay = days - random.int(3, 10);
  const before = stateOn(offer.points, raiseDay - 7);
  if (!before) return;
  const base = before.priceMinor / 100;
  const raised = shelfPrice(base * (1.2 + random.next() * 0.1));
  const sale = shelfPrice(base * (0.98 + random.next() * 0.04));
  offer.points = replaceFrom(offer.points, raiseDay - 7, [
    { day: raiseDay - 7, priceMinor: before.priceMinor, saleMinor: null, availability: 'in_stock' },
    { day: raiseDay, priceMinor: raised, saleMinor: null, availability: 'in_stock' },
    { day: saleDay, priceMinor: raised, saleMinor: sale, availability: 'in_stock' },
  ]);
}

/** 6-14 days out of stock, starting 20-30 days before the end: a gap the chart's 3 months show. */
function outOfStock(offer: ScenarioOffer, random: Random, days: number): void {
  const from = days - random.int(20, 30);
  const until = from + random.int(6, 14);
  const start = stateOn(offer.points, from);
  const back = stateOn(offer.points, until);
  if (!start || !back) return;
  const after = offer.points.filter((point) => point.day > until);
  offer.points = [
    ...replaceFrom(offer.points, from, [{ ...start, day: from, availability: 'out_of_stock' }]),
    { ...back, day: until, availability: 'in_stock' },
    ...after,
  ];
}

/** The product's offers with its case written in; `random` is the product's own, for the sample to stay seeded. */
export function applyScenario(scenario: Scenario, offers: ScenarioOffer[], random: Random, days: number): void {
  if (scenario === 'stale') {
    // Its partial feed stops listing the item 5-12 days before the end; nothing marks it gone.
    for (const offer of offers) if (offer.shop.partialFeed) offer.dropDay = days - random.int(5, 12);
    return;
  }
  // A shop whose feed stops before the end would not send the change.
  const candidates = offers.filter((candidate) => candidate.shop.feedStopsBeforeEnd === undefined);
  if (candidates.length === 0) return;
  const offer = candidates[random.int(0, candidates.length - 1)] as ScenarioOffer;
  offer.dropDay = null;
  if (scenario === 'real-drop') {
    realDrop(
      offer,
      offers.filter((other) => other.shop.country === offer.shop.country),
      random,
      days,
    );
  } else if (scenario === 'fake-discount') fakeDiscount(offer, random, days);
  else outOfStock(offer, random, days);
}
