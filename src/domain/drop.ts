import type { Currency } from '../../sites/index.ts';
import { isBuyable } from './availability.ts';
import { honestDropPoints, judgeDiscount } from './discount.ts';
import type { ShopHistory } from './history.ts';

/**
 * A product's honest drop (docs/price-rules.md, Drops): the largest honest discount (discount.ts) among
 * the reductions its shops advertise on offers a visitor can buy now, in whole percent. A
 * reduction flagged as fake (a sale after a raise) does not count, nor one with no 30-day
 * reference; 0 when nothing dropped below its shop's 30-day low (or it rounds to 0).
 */
export function honestDropPercent(histories: readonly ShopHistory[], currency: Currency): number {
  let best = 0;
  for (const history of histories) {
    const last = history.points[history.points.length - 1];
    if (!last || !isBuyable(last.availability)) continue;
    const points = honestDropPoints(judgeDiscount(history, currency));
    if (points !== null) best = Math.max(best, points);
  }
  return best;
}
