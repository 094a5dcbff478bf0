import * as v from 'valibot';
import { CURRENCIES } from '../../sites/countries.ts';
import { MAX_DELIVERY_DAYS } from './delivery.ts';

/**
 * The shapes of the domain's values that payloads carry; their types are inferred from these
 * (money.ts, history.ts, price-check.ts, verdict.ts, shop-record.ts import them as types only).
 * The schemas load with the payload check, never with a page's first scripts
 * (docs/decisions/007-untrusted-input-in-the-browser.md).
 */

/** A whole number (minor units, minutes, percentage points). */
export const WholeSchema = v.pipe(v.number(), v.safeInteger());

/** A whole number that is not negative: a count or a number of days. */
export const CountSchema = v.pipe(WholeSchema, v.minValue(0));

/** A delivery time in working days (delivery.ts): fewest and most, the most at least the fewest and at most 90. */
export const DeliveryDaysSchema = v.pipe(
  v.object({ min: CountSchema, max: v.pipe(CountSchema, v.maxValue(MAX_DELIVERY_DAYS)) }),
  v.check((days) => days.min <= days.max),
);

/** An ISO time the browser can read. */
export const TimeSchema = v.pipe(
  v.string(),
  v.check((value) => Number.isFinite(Date.parse(value))),
);

/** An amount in integer minor units (cents, feninga) of a currency. */
export const MoneySchema = v.object({
  minor: WholeSchema,
  currency: v.picklist(CURRENCIES),
});

/**
 * One change point of a shop's line: [minutes after the line's previous point (the first point's:
 * UTC minutes since 1970), effective price in the site's currency in minor units, or null while
 * out of stock]. Only points that change the line are kept (a shipping-only change is not one);
 * history.ts `lineMinutes` reads the times back.
 */
export const HistoryTupleSchema = v.strictTuple([CountSchema, v.nullable(WholeSchema)]);

/** One shop's line of a product's price history. */
export const PriceLineSchema = v.object({
  /** Ties between shops go to the smaller id (docs/price-rules.md). */
  shopId: v.string(),
  name: v.string(),
  /** Some of its prices were in the other currency and are shown converted. */
  converted: v.boolean(),
  points: v.array(HistoryTupleSchema),
});

/** The product's price history, compact: change points per shop, already in the site's currency. */
export const PriceHistorySchema = v.object({
  /**
   * The day (ISO date) every line ends and the price check is as of: the product's last change,
   * not before the first of the catalogue's month (scripts/prerender/payloads/price-history.ts).
   * The browser extends it to the catalogue's latest day (pages/article/latest-figures.ts).
   */
  today: v.string(),
  shops: v.array(PriceLineSchema),
});

export const VerdictSchema = v.picklist(['lowest-in-year', 'good-price', 'higher-than-usual', 'usual-price']);

export const PriceCheckSchema = v.object({
  /** The lowest price a visitor can buy at now; null when nothing is buyable. */
  current: v.nullable(MoneySchema),
  /** Lowest daily low of the 30 (Omnibus reference), 90 and 365 days before today. */
  low30: v.nullable(MoneySchema),
  low90: v.nullable(MoneySchema),
  low365: v.nullable(MoneySchema),
  median90: v.nullable(MoneySchema),
  allTimeLow: v.nullable(v.object({ price: MoneySchema, date: v.string(), shop: v.string() })),
  /** Days of history before today; under 30 there is no verdict. */
  days: CountSchema,
  verdict: v.nullable(VerdictSchema),
  /**
   * The drop a card's badge shows (docs/price-rules.md, Drops): whole percent below the market's
   * reference, the lowest daily low of the 30 days before the current low began (`since`, ISO date).
   */
  drop: v.nullable(v.object({ percent: CountSchema, reference: MoneySchema, since: v.string() })),
});

/**
 * A shop's record over the year before the as-of, measured from our own data (docs/price-rules.md,
 * Shop records): nothing here is a rating we cannot measure.
 */
export const ShopRecordSchema = v.object({
  /** The first day measured (ISO date): a year before the as-of, or the shop's first feed or offer if later. */
  from: TimeSchema,
  /** Days from `from` through the as-of's day. */
  days: CountSchema,
  /**
   * The days on which a feed of the shop arrived, of the days since its first logged feed (or
   * `from`, if later); null when no feed of the shop was logged.
   */
  feedDays: v.nullable(v.object({ arrived: CountSchema, of: CountSchema })),
  /** Its listed offers, and how many of them went stale at some time in the year (unconfirmed for more than 3 days). */
  offers: CountSchema,
  staleOffers: CountSchema,
  /** Its advertised reductions in the year that could be judged (with a 30-day reference), and how many were flagged as a sale after a raise. */
  reductions: CountSchema,
  flagged: CountSchema,
});
