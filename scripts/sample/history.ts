import type { Availability } from '../../src/domain/availability.ts';
import type { Random } from './random.ts';

/** The state of an offer from `day` on, until the next change point. */
export interface ChangePoint {
  day: number;
  /** The shelf price. */
  priceMinor: number;
  /** A discount's price while one runs. */
  saleMinor: number | null;
  availability: Availability;
}

/** Shelf prices end in .99 (and in 9.99 from 100 up), as regional shops price them. */
export function shelfPrice(amount: number): number {
  if (amount >= 100) return Math.max(1, Math.round(amount / 10)) * 1000 - 1;
  return Math.max(1, Math.round(amount)) * 100 - 1;
}

/**
 * A year of one offer's price as change points: a slow slide for ageing models, permanent
 * drops and rises, short discounts and stock-outs. Only days where something changes are kept.
 * `changeRate` scales how often drops, rises, discounts and stock-outs start (1: about 3% of
 * offers change on a day between the monthly slides).
 */
export function simulatePrices(random: Random, listPrice: number, startDay: number, days: number, changeRate = 1): ChangePoint[] {
  const points: ChangePoint[] = [];
  let list = listPrice;
  let discount = 0;
  let discountLeft = 0;
  let outLeft = 0;
  let last: ChangePoint | undefined;
  for (let day = startDay; day < days; day += 1) {
    if (day % 30 === 0 && random.chance(0.35)) list *= 0.97 + random.next() * 0.02;
    if (random.chance(0.004 * changeRate)) list *= 0.9 + random.next() * 0.07;
    if (random.chance(0.003 * changeRate)) list *= 1.02 + random.next() * 0.06;
    if (discountLeft > 0) discountLeft -= 1;
    else if (discount > 0) discount = 0;
    else if (random.chance(0.012 * changeRate)) {
      discount = 0.05 + random.next() * 0.2;
      discountLeft = random.int(3, 14);
    }
    if (outLeft > 0) outLeft -= 1;
    else if (random.chance(0.005 * changeRate)) outLeft = random.int(2, 20);
    const priceMinor = shelfPrice(list);
    const sale = discount > 0 ? shelfPrice(list * (1 - discount)) : null;
    const point: ChangePoint = {
      day,
      priceMinor,
      saleMinor: sale !== null && sale < priceMinor ? sale : null,
      availability: outLeft > 0 ? 'out_of_stock' : 'in_stock',
    };
    if (!last || last.priceMinor !== point.priceMinor || last.saleMinor !== point.saleMinor || last.availability !== point.availability) {
      points.push(point);
      last = point;
    }
  }
  return points;
}

/** The state in effect on `day`: the last change point at or before it. */
export function stateOn(points: readonly ChangePoint[], day: number): ChangePoint | null {
  let found: ChangePoint | null = null;
  for (const point of points) {
    if (point.day > day) break;
    found = point;
  }
  return found;
}
