import { loadCompared, type Compared } from '../load-products.ts';
import type { ArticlePayload } from '../payload.ts';
import { hasBuyableOffer } from '../../src/domain/availability.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { SeenPrice, WatchItem } from '../../src/watchlist/list.ts';

/** The product as its article page shows it now: the lowest price, and whether a shop sells it. */
function snapshotOf(payload: ArticlePayload): SeenPrice {
  return { price: payload.lowest, inStock: hasBuyableOffer(payload.offers) };
}

/**
 * The followed products' current payloads (through the compare page's id index, so a product
 * that moved is still found), by id; each found, missing (no longer in the catalogue) or failed.
 */
export async function loadWatched(
  items: readonly WatchItem[],
  locale: Locale,
  otherDomain: string,
  signal: AbortSignal,
): Promise<Map<number, Compared>> {
  const results = await loadCompared(
    items.map((item) => item.id),
    locale,
    otherDomain,
    signal,
  );
  return new Map(results.map((result) => [result.id, result]));
}

/** The snapshots of the products found. */
export function snapshots(results: ReadonlyMap<number, Compared>): Map<number, SeenPrice> {
  const now = new Map<number, SeenPrice>();
  for (const [id, result] of results) if (result.status === 'found') now.set(id, snapshotOf(result.payload));
  return now;
}
