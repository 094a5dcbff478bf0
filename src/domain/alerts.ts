import type { Availability } from './availability.ts';
import { isBuyable } from './availability.ts';
import { isStale } from './stale.ts';

/**
 * The rules of a price alert (docs/decisions/054-price-alerts.md): which offers may set it off,
 * and when a message goes. The alerts service decides with these and nothing else.
 */

/** What a shopper asked for beside the target: in stock only (not to order), shops of the site's country only. */
export interface AlertConditions {
  inStockOnly: boolean;
  domesticOnly: boolean;
}

/** An offer as an alert weighs it: its availability, when its shop's feed last confirmed it, its shop's country. */
export interface AlertOffer {
  availability: Availability;
  lastSeen: string;
  shopCountry: string;
}

/**
 * The offers an alert may be set off by at `now`: buyable ones (in stock only, when asked) that
 * their shop's feed confirmed recently; a message is never sent for a stale or out-of-stock offer.
 */
export function alertOffers<T extends AlertOffer>(offers: readonly T[], conditions: AlertConditions, country: string, now: string): T[] {
  return offers.filter(
    (offer) =>
      isBuyable(offer.availability) &&
      (!conditions.inStockOnly || offer.availability === 'in_stock') &&
      (!conditions.domesticOnly || offer.shopCountry === country) &&
      !isStale(offer.lastSeen, now),
  );
}

/** Where an alert stands: armed, it sends when the lowest total reaches the target; fired, it waits for a rise above it. */
export interface AlertState {
  targetMinor: number;
  armed: boolean;
}

/**
 * One step of an alert against the lowest total its offers give now (minor units of the target's
 * currency; null when none may set it off): armed and at or under the target, it sends and waits;
 * fired, a total above the target arms it again. Nothing to buy changes nothing: a shop that runs
 * out and comes back under the target does not send twice.
 */
export function alertStep(state: AlertState, lowestMinor: number | null): { send: boolean; armed: boolean } {
  if (lowestMinor === null) return { send: false, armed: state.armed };
  if (state.armed && lowestMinor <= state.targetMinor) return { send: true, armed: false };
  return { send: false, armed: state.armed || lowestMinor > state.targetMinor };
}

/** The target a new alert offers: just under today's lowest total with delivery (one currency step under it), or nothing without one. */
export function defaultTargetMinor(lowestTotalMinor: number | null): number | null {
  if (lowestTotalMinor === null || lowestTotalMinor <= 100) return null;
  return Math.floor((lowestTotalMinor - 1) / 100) * 100;
}
