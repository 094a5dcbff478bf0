import { COUNTRIES, type Country } from '../../sites/countries.ts';
import { isBuyable } from '../../src/domain/availability.ts';
import type { Money } from '../../src/domain/money.ts';
import { effectivePrice } from '../../src/domain/offers.ts';
import type { OfferRow } from './store.ts';
import type { Db } from './db.ts';

/** The other of the two countries. */
export function otherCountry(country: Country): Country {
  return COUNTRIES.find((other) => other !== country) as Country;
}

/**
 * For each product listed in `country` (an offer there not gone), the effective prices of its
 * buyable offers there, in each shop's currency; an empty list when it is listed but nothing is
 * buyable. One query over that country's current offers, not its history or snapshot.
 */
export function readMarketPrices(db: Db, country: Country): Map<number, Money[]> {
  const rows = db.prepare(
    `SELECT o.product_id, o.price_minor, o.sale_price_minor, o.currency, o.availability
     FROM offer o JOIN shop s ON s.id = o.shop_id
     WHERE s.country = ? AND o.gone_at IS NULL`,
  );
  const prices = new Map<number, Money[]>();
  for (const row of rows.iterate(country) as Iterable<
    Pick<OfferRow, 'product_id' | 'price_minor' | 'sale_price_minor' | 'currency' | 'availability'>
  >) {
    let list = prices.get(row.product_id);
    if (!list) prices.set(row.product_id, (list = []));
    if (isBuyable(row.availability)) {
      list.push(effectivePrice({ priceMinor: row.price_minor, salePriceMinor: row.sale_price_minor, currency: row.currency }));
    }
  }
  return prices;
}
