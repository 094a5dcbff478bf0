import type { Currency } from '../../sites/index.ts';
import { dayOf } from './days.ts';
import { dailyLows, pointPrice, type ShopHistory } from './history.ts';
import { lowestBefore } from './lows.ts';
import { convertMoney } from './money.ts';
import { FAKE_DISCOUNT_POINTS, OMNIBUS_DAYS } from './rules.ts';

/** Percentage points as the pages print them and drops count them: whole points (the fake flag uses the exact ones). */
export function wholePoints(points: number): number {
  return Math.round(points);
}

/** Percentage points off: (from - to) / from x 100. */
export function discountPoints(fromMinor: number, toMinor: number): number {
  return ((fromMinor - toMinor) / fromMinor) * 100;
}

/** A reduction a shop advertises now, in the display currency. */
export interface Reduction {
  /** UTC day the current price began (days.ts). */
  startDay: number;
  /** The price the shop measures against: its regular price during a sale, else the price before the drop. */
  claimedFromMinor: number;
  currentMinor: number;
}

/**
 * The shop's current reduction: a sale price below its regular price, or a drop from the
 * price before. It started where the current effective price began (availability changes
 * in between do not restart it). Null when the last change was a raise or there is none.
 */
export function findReduction(history: ShopHistory, currency: Currency): Reduction | null {
  const { points } = history;
  const last = points[points.length - 1];
  if (!last) return null;
  const currentMinor = pointPrice(last, currency);
  let start = points.length - 1;
  while (start > 0 && pointPrice(points[start - 1] as (typeof points)[number], currency) === currentMinor) start -= 1;
  const startDay = dayOf((points[start] as (typeof points)[number]).at);
  if (last.salePriceMinor !== null && last.salePriceMinor < last.priceMinor) {
    return { startDay, claimedFromMinor: convertMoney({ minor: last.priceMinor, currency: last.currency }, currency).minor, currentMinor };
  }
  const before = points[start - 1];
  if (!before) return null;
  const beforeMinor = pointPrice(before, currency);
  return beforeMinor > currentMinor ? { startDay, claimedFromMinor: beforeMinor, currentMinor } : null;
}

/**
 * The shop's Omnibus reference: its lowest buyable effective price in the 30 days before `startDay`.
 * Only those days' lows are worked out: a year of history does not fill a year of days.
 */
export function shopReference(history: ShopHistory, currency: Currency, startDay: number): number | null {
  return lowestBefore(dailyLows([history], currency, startDay, startDay - OMNIBUS_DAYS), startDay, OMNIBUS_DAYS);
}

export interface Discount extends Reduction {
  claimedPoints: number;
  /** Against the shop's Omnibus reference; negative when the price is above it; null without 30 days before. */
  honestPoints: number | null;
  referenceMinor: number | null;
  /** The claimed discount is more than 5 points above the honest one. */
  fake: boolean;
}

// Discounts are ratios of floats: 25% - 20% may come out as 5.000000000000004.
const EPSILON = 1e-9;

/** Is a claimed discount more than FAKE_DISCOUNT_POINTS above the honest one? */
export function isFakeDiscount(claimedPoints: number, honestPoints: number | null): boolean {
  return honestPoints !== null && claimedPoints - honestPoints > FAKE_DISCOUNT_POINTS + EPSILON;
}

/** The shop's advertised reduction measured honestly (docs/price-rules.md); null when it advertises none. */
export function judgeDiscount(history: ShopHistory, currency: Currency): Discount | null {
  const reduction = findReduction(history, currency);
  if (!reduction) return null;
  const referenceMinor = shopReference(history, currency, reduction.startDay);
  const claimedPoints = discountPoints(reduction.claimedFromMinor, reduction.currentMinor);
  const honestPoints = referenceMinor === null ? null : discountPoints(referenceMinor, reduction.currentMinor);
  return { ...reduction, claimedPoints, honestPoints, referenceMinor, fake: isFakeDiscount(claimedPoints, honestPoints) };
}

/**
 * A discount's honest part as a drop (docs/price-rules.md, Drops), in whole points: null when it is
 * flagged as fake (a sale after a raise) or has no 30-day reference.
 */
export function honestDropPoints(discount: Discount | null): number | null {
  if (!discount || discount.fake || discount.honestPoints === null) return null;
  return wholePoints(discount.honestPoints);
}
