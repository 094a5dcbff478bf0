import type { Currency, Site } from '../../sites/index.ts';
import { alertOffers, type AlertConditions, type AlertOffer } from '../../src/domain/alerts.ts';
import type { Availability } from '../../src/domain/availability.ts';
import { effectivePriceMinor } from '../../src/domain/offers.ts';
import type { Db } from '../catalogue/db.ts';
import { offerTotalPrice } from '../prerender/payloads/common.ts';
import type { AlertPrice } from './store.ts';

/** The four ways an alert's conditions combine, as an index: in stock only (1), domestic only (2). */
const COMBINATIONS: AlertConditions[] = [0, 1, 2, 3].map((bits) => ({ inStockOnly: (bits & 1) === 1, domesticOnly: (bits & 2) === 2 }));
const combination = ({ inStockOnly, domesticOnly }: AlertConditions) => (inStockOnly ? 1 : 0) + (domesticOnly ? 2 : 0);

/** Per combination of conditions, the lowest total and its shop. */
type Lowest = ({ minor: number; shop: string } | null)[];

interface OfferRow extends AlertOffer {
  productId: number;
  familyId: number | null;
  shop: string;
  priceMinor: number;
  salePriceMinor: number | null;
  currency: Currency;
  shippingMinor: number;
}

function lower(lowest: Map<number, Lowest>, key: number, at: number, minor: number, shop: string): void {
  let entry = lowest.get(key);
  if (!entry) lowest.set(key, (entry = [null, null, null, null]));
  const current = entry[at];
  if (!current || minor < current.minor || (minor === current.minor && shop < current.shop)) entry[at] = { minor, shop };
}

/**
 * What each alert of a site is measured against after a day's update: per product, and per
 * family (any of its members), the lowest total with delivery in the site's currency of the
 * offers that may set an alert off at `now` (src/domain/alerts.ts `alertOffers`), for each
 * combination of the alert's conditions. Read from the catalogue's current offers of the site's
 * shops; a shop sending from abroad (its facts' `shipsFrom`) is not domestic.
 */
export function siteAlertPrices(catalogue: Db, site: Site, now: string): AlertPrice {
  const products = new Map<number, Lowest>();
  const families = new Map<number, Lowest>();
  const familyOf = new Map<number, number>();
  const rows = catalogue.prepare(
    `SELECT o.product_id AS productId, p.family_id AS familyId, s.name AS shop, o.price_minor AS priceMinor,
       o.sale_price_minor AS salePriceMinor, o.currency, o.shipping_minor AS shippingMinor, o.availability, o.last_seen AS lastSeen,
       coalesce(json_extract(s.facts, '$.shipsFrom'), s.country) AS shopCountry
     FROM offer o JOIN shop s ON s.id = o.shop_id JOIN product p ON p.id = o.product_id
     WHERE s.country = ? AND o.gone_at IS NULL`,
  );
  for (const row of rows.iterate(site.country) as Iterable<OfferRow & { availability: Availability }>) {
    if (row.familyId !== null) familyOf.set(row.productId, row.familyId);
    const total = offerTotalPrice(
      { priceMinor: effectivePriceMinor(row.priceMinor, row.salePriceMinor), currency: row.currency, shippingMinor: row.shippingMinor },
      site,
    ).minor;
    COMBINATIONS.forEach((conditions, at) => {
      if (alertOffers([row], conditions, site.country, now).length === 0) return;
      lower(products, row.productId, at, total, row.shop);
      if (row.familyId !== null) lower(families, row.familyId, at, total, row.shop);
    });
  }
  return (alert) => {
    const familyId = alert.family ? familyOf.get(alert.productId) : undefined;
    const lowest = familyId === undefined ? products.get(alert.productId) : families.get(familyId);
    return lowest?.[combination(alert)] ?? null;
  };
}
