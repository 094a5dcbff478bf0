import * as v from 'valibot';
import type { ShopRecord } from './shop-record.ts';

/** Countries a shop's company may be in, send from or deliver to: the region's. */
export const FACT_COUNTRIES = ['MNE', 'BIH', 'SRB', 'HRV', 'SVN', 'MKD', 'ALB'] as const;
export type FactCountry = (typeof FACT_COUNTRIES)[number];

export const PAYMENT_METHODS = ['card', 'cash-on-delivery', 'bank-transfer', 'installments'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who handles a warranty claim: the shop takes the item back itself, or sends the buyer to the maker's service. */
export const WARRANTY_HANDLERS = ['shop', 'manufacturer'] as const;

/** Customs on delivery from abroad: in the price, or paid by the buyer on delivery. */
export const CUSTOMS = ['included', 'extra'] as const;

const DAYS = 'a whole number of days, e.g. 14';
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/**
 * What the operator entered about a shop, each fact only where the shop gave it: shown on its page
 * and, the ones a shopper weighs at a glance, beside its offers (`offerFacts`). Nothing here is
 * measured: the shop's record is (shop-record.ts).
 */
export const ShopFactsSchema = v.strictObject({
  /** The registered company and its address. */
  company: v.optional(text(120)),
  address: v.optional(text(200)),
  /** Where the company is registered. */
  country: v.optional(v.picklist(FACT_COUNTRIES)),
  /** Its registration number (PIB, JIB, matični broj). */
  registration: v.optional(v.pipe(text(40), v.regex(/^[\p{L}\d ./-]+$/u, 'letters, digits, spaces and . / - only'))),
  email: v.optional(v.pipe(text(120), v.email('an e-mail address such as prodaja@shop.me'))),
  phone: v.optional(v.pipe(text(30), v.regex(/^\+?[\d ()/-]{6,}$/, 'digits, spaces and + ( ) / - only, e.g. +382 20 123 456'))),
  payments: v.optional(v.pipe(v.array(v.picklist(PAYMENT_METHODS)), v.minLength(1))),
  /** The countries it delivers to. */
  deliversTo: v.optional(v.pipe(v.array(v.picklist(FACT_COUNTRIES)), v.minLength(1))),
  /** Where its parcels leave from, when that is another country than the site's. */
  shipsFrom: v.optional(v.picklist(FACT_COUNTRIES)),
  customs: v.optional(v.picklist(CUSTOMS)),
  /** Days a buyer has to send an item back. */
  returnsDays: v.optional(v.pipe(v.number(DAYS), v.integer(DAYS), v.minValue(0, DAYS), v.maxValue(365, 'at most 365 days'))),
  warranty: v.optional(v.picklist(WARRANTY_HANDLERS)),
});
export type ShopFacts = v.InferOutput<typeof ShopFactsSchema>;

/** The facts beside each offer of a shop: how it takes payment and returns, and where it sends from when that is abroad. */
export const OfferFactsSchema = v.object({
  payments: v.optional(v.array(v.picklist(PAYMENT_METHODS))),
  returnsDays: v.optional(v.number()),
  /** Set only when the parcel crosses a border to the site's country. */
  shipsFrom: v.optional(v.picklist(FACT_COUNTRIES)),
  customs: v.optional(v.picklist(CUSTOMS)),
});
export type OfferFacts = v.InferOutput<typeof OfferFactsSchema>;

/** The facts an offer row shows of its shop's, on a site of `country`: null when there are none to show. */
export function offerFacts(facts: ShopFacts, country: string): OfferFacts | null {
  const shown: OfferFacts = {};
  if (facts.payments) shown.payments = facts.payments;
  if (facts.returnsDays !== undefined) shown.returnsDays = facts.returnsDays;
  if (facts.shipsFrom && facts.shipsFrom !== country) {
    shown.shipsFrom = facts.shipsFrom;
    if (facts.customs) shown.customs = facts.customs;
  }
  return Object.keys(shown).length > 0 ? shown : null;
}

/**
 * A shop's record in one short phrase's figures: the share of days its feed arrived and of its
 * offers never left unconfirmed, in whole percent (rounded down, so 99.6% is not "100%"); null
 * where nothing was measured.
 */
export function recordShares(record: ShopRecord): { feedDays: number | null; confirmed: number | null } {
  const percent = (part: number, whole: number) => Math.floor((100 * part) / whole);
  return {
    feedDays: record.feedDays && record.feedDays.of > 0 ? percent(record.feedDays.arrived, record.feedDays.of) : null,
    confirmed: record.offers > 0 ? percent(record.offers - record.staleOffers, record.offers) : null,
  };
}
