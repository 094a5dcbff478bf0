import type { Currency } from '../../sites/index.ts';
import type { HistoryPoint, ShopHistory } from '../../src/domain/history.ts';
import type { PriceHistory } from './payload.ts';

/** Payload history tuples count time in UTC minutes: exact for feed times, and short. */
export const MINUTE_MS = 60_000;

/**
 * The payload's lines as the domain's shop histories (prices already in `currency`), so the
 * panel's figures and the chart come from the same points the page carries.
 */
export function toShopHistories(history: PriceHistory, currency: Currency): ShopHistory[] {
  return history.shops.map(({ shopId, points }) => ({
    shop: shopId,
    points: points.map(([minute, priceMinor]): HistoryPoint => ({
      at: new Date(minute * MINUTE_MS).toISOString(),
      priceMinor: priceMinor ?? 0,
      salePriceMinor: null,
      shippingMinor: 0,
      currency,
      availability: priceMinor === null ? 'out_of_stock' : 'in_stock',
    })),
  }));
}
