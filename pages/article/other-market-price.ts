import * as v from 'valibot';
import { http } from '../../src/lib/http.ts';
import { OTHER_MARKET_FILE, OtherMarketPriceSchema, type OtherMarketPrice } from './payload.ts';

/** Whether a fetched `OTHER_MARKET_FILE` holds money where it should. */
export function isOtherMarketPrice(value: unknown): value is OtherMarketPrice {
  return v.is(OtherMarketPriceSchema, value);
}

/** The product's price on the other site from the file beside its page; null when it cannot be read. */
export async function readOtherMarketPrice(path: string): Promise<OtherMarketPrice | null> {
  const value = await http<unknown>(`${path}/${OTHER_MARKET_FILE}`).catch(() => null);
  return isOtherMarketPrice(value) ? value : null;
}
