/** The numbers of the price rules (docs/price-rules.md), in one place. */

/** Display rates: 1 EUR = 1.96 BAM, 1 BAM = 0.51 EUR (not each other's inverse). */
export const EUR_TO_BAM = 1.96;
export const BAM_TO_EUR = 0.51;

/** The EU Omnibus window: a reduction is measured against the lowest price of the 30 days before it. */
export const OMNIBUS_DAYS = 30;
/** The window of the verdict's "good price" (low90) and "higher than usual" (med90). */
export const USUAL_DAYS = 90;
/** The window of "lowest in a year". */
export const YEAR_DAYS = 365;
/** Fewer days of history than this: no verdict. */
export const MIN_HISTORY_DAYS = 30;

/** "Good price": the current lowest is at most 5% above the lowest of 90 days. */
export const GOOD_PRICE_FACTOR = 1.05;
/** "Higher than usual": the current lowest is more than 10% above the median of 90 days. */
export const HIGH_PRICE_FACTOR = 1.1;

/** A claimed discount more than this many percentage points above the honest one is flagged. */
export const FAKE_DISCOUNT_POINTS = 5;

/** An offer its shop's feed has not confirmed for more than this many days is stale. */
export const STALE_DAYS = 3;
