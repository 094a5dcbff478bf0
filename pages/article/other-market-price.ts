import { http } from '../../src/lib/http.ts';
import { isOtherMarketPrice } from '../check-payload.ts';
import { OTHER_MARKET_FILE, type OtherMarketPrice } from './payload.ts';

/** The product's price on the other site from the file beside its page; null when it cannot be read. */
export async function readOtherMarketPrice(path: string): Promise<OtherMarketPrice | null> {
  const value = await http<unknown>(`${path}/${OTHER_MARKET_FILE}`).catch(() => null);
  return isOtherMarketPrice(value) ? value : null;
}
