import type { Currency } from '../../sites/index.ts';
import type { PriceHistory } from '../../src/domain/history.ts';
import { checkPrice, sameFigures, type PriceCheck } from '../../src/domain/price-check.ts';
import { http } from '../../src/lib/http.ts';
import * as v from 'valibot';
import { FRESHNESS_FILE, FreshnessSchema, type Freshness } from '../../src/deploy/build-files.ts';
import type { ArticlePayload } from './payload.ts';

/** What an article shows once it knows the catalogue's latest day and its shops' latest feeds. */
export interface LatestFigures {
  history: PriceHistory;
  priceCheck: PriceCheck;
  /** By shop id, when its latest feed confirmed its offers. */
  feeds: Record<string, string>;
  /** By shop id, its record's shares (freshness.ts). */
  records: Freshness['records'];
  /** The figures differ from the page's (made before its figures' span ended: an old copy of the page). */
  moved: boolean;
}

let freshness: Promise<Freshness | null> | undefined;

/**
 * The page's history extended from its day to the catalogue's latest day (unchanged since, so
 * the lines only run on), with the price check as of that day: the same figures while the day is
 * within the span the build made the page for (src/domain/price-check.ts's figuresSpan); null
 * when the freshness file cannot be read, and the page keeps what it was prerendered with. Read once per page load.
 */
export async function latestFigures(payload: ArticlePayload, currency: Currency): Promise<LatestFigures | null> {
  freshness ??= http<unknown>(FRESHNESS_FILE).then(
    (data) => (v.is(FreshnessSchema, data) ? data : null),
    () => null,
  );
  const fresh = await freshness;
  if (!fresh) return null;
  const today = fresh.asOf.slice(0, 10);
  if (today <= payload.history.today)
    return { history: payload.history, priceCheck: payload.priceCheck, feeds: fresh.shops, records: fresh.records, moved: false };
  const history = { ...payload.history, today };
  const priceCheck = checkPrice(history, payload.priceCheck.current, currency);
  return { history, priceCheck, feeds: fresh.shops, records: fresh.records, moved: !sameFigures(priceCheck, payload.priceCheck) };
}
