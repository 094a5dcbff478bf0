import { COUNTRIES, CURRENCIES, type Country } from '../../sites/countries.ts';
import { DAY_MS } from '../../src/domain/days.ts';
import { YEAR_DAYS } from '../../src/domain/rules.ts';
import { recordShares } from '../../src/domain/shop-facts.ts';
import { shopRecord, type ShopRecord } from '../../src/domain/shop-record.ts';
import { statement, type Db } from './db.ts';
import { HistoryPacker, unpackPoints, type HistoryRow } from './offer-history.ts';

/**
 * A shop's measured record as its own country's site shows it (src/domain/shop-record.ts), read
 * for this shop alone: its feeds and its listed offers' histories over the year before the
 * site's as-of (the latest feed of the country's shops, as the snapshot takes it). Null for an
 * unknown shop.
 */
export function measuredRecord(
  db: Db,
  shopId: string,
): { record: ShopRecord; shares: ReturnType<typeof recordShares>; asOf: string } | null {
  const shop = statement(db, 'SELECT country FROM shop WHERE id = ?').get(shopId) as { country: Country } | undefined;
  if (!shop) return null;
  const asOf =
    (
      statement(
        db,
        'SELECT max(o.last_seen) AS at FROM offer o JOIN shop s ON s.id = o.shop_id WHERE s.country = ? AND o.gone_at IS NULL',
      ).get(shop.country) as { at: string | null }
    ).at ?? new Date().toISOString();
  const since = new Date(Date.parse(asOf) - (YEAR_DAYS + 1) * DAY_MS).toISOString();
  const feeds = (
    statement(db, 'SELECT at FROM shop_feed WHERE shop_id = ? AND at >= ? ORDER BY at').all(shopId, since) as { at: string }[]
  ).map((row) => row.at);
  const offers = new Map<number, { packer: HistoryPacker; lastSeen: string }>();
  for (const row of statement(
    db,
    `SELECT o.id, o.last_seen, h.at, h.price_minor, h.sale_price_minor, h.shipping_minor, h.currency, h.availability,
       h.delivery_min_days, h.delivery_max_days
     FROM offer o JOIN price_history h ON h.offer_id = o.id WHERE o.shop_id = ? AND o.gone_at IS NULL ORDER BY o.id, h.at`,
  ).iterate(shopId) as Iterable<HistoryRow & { id: number; last_seen: string }>) {
    let offer = offers.get(row.id);
    if (!offer) offers.set(row.id, (offer = { packer: new HistoryPacker(), lastSeen: row.last_seen }));
    offer.packer.add(row);
  }
  const record = shopRecord(
    {
      feeds,
      offers: [...offers.values()].map((offer) => ({
        history: { shop: shopId, points: unpackPoints(offer.packer.take()) },
        lastSeen: offer.lastSeen,
      })),
    },
    CURRENCIES[COUNTRIES.indexOf(shop.country)] as (typeof CURRENCIES)[number],
    asOf,
  );
  return { record, shares: recordShares(record), asOf };
}
