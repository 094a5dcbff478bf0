import { storedJson } from '../lib/stored-state.ts';
import { articleOfPath } from '../compare/ids.ts';
import type { Money } from '../domain/money.ts';

/** A product's price and stock as a page showed it; `inStock` is null when unknown (a card does not say). */
export interface SeenPrice {
  price: Money | null;
  inStock: boolean | null;
}

/** A followed product: its id, article path (unprefixed) and name, what it cost when followed, and when last seen. */
export interface WatchItem {
  id: number;
  path: string;
  name: string;
  followed: Money | null;
  /** The visitor's target price, in the site's currency; null for none. */
  target: Money | null;
  /** As the watchlist page last showed it (at first, as when followed). */
  seen: SeenPrice;
}

/** The header's count and when it was last computed (ms since 1970), so it is refreshed at most hourly. */
export interface Check {
  at: number;
  count: number;
}

export interface Watchlist {
  items: WatchItem[];
  check: Check | null;
}

export const EMPTY_WATCHLIST: Watchlist = { items: [], check: null };

/** The localStorage key and the version of what it holds: another version is read as corrupt. */
export const WATCH_KEY = 'cjenovnik.watchlist';
const WATCH_VERSION = 1;
/** At most this many products: the header's hourly refresh then reads a bounded number of files. */
export const MAX_WATCHED = 50;
const MAX_NAME = 200;

export type FollowResult = { list: Watchlist } | { refused: 'limit' | 'not-a-product' };

export function follow(list: Watchlist, path: string, name: string, now: SeenPrice): FollowResult {
  const article = articleOfPath(path);
  if (!article) return { refused: 'not-a-product' };
  if (list.items.some((item) => item.id === article.id)) return { list };
  if (list.items.length >= MAX_WATCHED) return { refused: 'limit' };
  const item: WatchItem = { id: article.id, path, name: name.slice(0, MAX_NAME), followed: now.price, target: null, seen: now };
  return { list: { ...list, items: [...list.items, item] } };
}

export function unfollow(list: Watchlist, id: number): Watchlist {
  return { ...list, items: list.items.filter((item) => item.id !== id) };
}

export function setTarget(list: Watchlist, id: number, target: Money | null): Watchlist {
  return { ...list, items: list.items.map((item) => (item.id === id ? { ...item, target } : item)) };
}

/** Each item's `seen` replaced by what the page shows now (products not loaded keep theirs). */
export function markSeen(list: Watchlist, now: ReadonlyMap<number, SeenPrice>): Watchlist {
  return { ...list, items: list.items.map((item) => ({ ...item, seen: now.get(item.id) ?? item.seen })) };
}

function sameMoney(a: Money | null, b: Money | null): boolean {
  return a === b || (a !== null && b !== null && a.minor === b.minor && a.currency === b.currency);
}

/** What the watchlist says about one followed product now. */
export interface WatchStatus {
  /** Now minus the price when followed, in minor units; null when either is missing or in other currencies. */
  change: number | null;
  /** Its price or stock differs from the last visit's. */
  changed: boolean;
  outOfStock: boolean;
  /** Out of stock at the last visit, buyable now. */
  backInStock: boolean;
  /** In stock at or below the visitor's target. */
  reached: boolean;
}

export function watchStatus(item: WatchItem, now: SeenPrice): WatchStatus {
  const { followed, seen, target } = item;
  const price = now.price;
  return {
    change: price && followed && price.currency === followed.currency ? price.minor - followed.minor : null,
    changed: !sameMoney(seen.price, price) || (seen.inStock !== null && now.inStock !== null && seen.inStock !== now.inStock),
    outOfStock: now.inStock === false,
    backInStock: seen.inStock === false && now.inStock === true,
    reached:
      target !== null && price !== null && now.inStock !== false && price.currency === target.currency && price.minor <= target.minor,
  };
}

/** The header's count: followed products changed since the last visit or at their target. */
export function alertCount(items: readonly WatchItem[], now: ReadonlyMap<number, SeenPrice>): number {
  return items.filter((item) => {
    const current = now.get(item.id);
    if (!current) return false;
    const status = watchStatus(item, current);
    return status.changed || status.reached;
  }).length;
}

export function serializeWatchlist(list: Watchlist): string {
  return JSON.stringify({ v: WATCH_VERSION, items: list.items, check: list.check });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMinor = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function moneyOf(value: unknown): Money | null | 'bad' {
  if (value === null) return null;
  if (!isObject(value) || !isMinor(value.minor) || (value.currency !== 'EUR' && value.currency !== 'BAM')) return 'bad';
  return { minor: value.minor, currency: value.currency };
}

function itemOf(value: unknown): WatchItem | null {
  if (!isObject(value) || typeof value.path !== 'string' || typeof value.name !== 'string' || !isObject(value.seen)) return null;
  const article = articleOfPath(value.path);
  const followed = moneyOf(value.followed);
  const target = moneyOf(value.target);
  const seenPrice = moneyOf(value.seen.price);
  const inStock = value.seen.inStock;
  if (!article || followed === 'bad' || target === 'bad' || seenPrice === 'bad') return null;
  if (inStock !== null && typeof inStock !== 'boolean') return null;
  return { id: article.id, path: value.path, name: value.name.slice(0, MAX_NAME), followed, target, seen: { price: seenPrice, inStock } };
}

/**
 * What localStorage held, checked: `null` when nothing; `corrupt` for anything that is not
 * this version's format. Ids are re-derived from the paths, so they cannot disagree.
 */
export function parseWatchlist(text: string | null): Watchlist | 'corrupt' | null {
  const json = storedJson(text);
  if (json === null || json === 'corrupt') return json;
  const { data } = json;
  if (!isObject(data) || data.v !== WATCH_VERSION || !Array.isArray(data.items) || data.items.length > MAX_WATCHED) return 'corrupt';
  const items: WatchItem[] = [];
  for (const value of data.items as unknown[]) {
    const item = itemOf(value);
    if (!item || items.some((other) => other.id === item.id)) return 'corrupt';
    items.push(item);
  }
  const { check } = data;
  const valid = isObject(check) && Number.isFinite(check.at) && isMinor(check.count);
  return { items, check: valid ? { at: check.at as number, count: check.count as number } : null };
}
