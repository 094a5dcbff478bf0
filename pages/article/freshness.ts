/**
 * `builds/freshness.json`, written by every build and revalidated by the browser: what changes
 * daily without changing a page (the catalogue's latest day, each shop's latest feed), kept out of
 * the payloads so that an unchanged page is carried over by an incremental build.
 */
export interface Freshness {
  /** The catalogue's newest change (ISO time): the price history's "today". */
  asOf: string;
  /** By shop id, the time of its latest feed (ISO): when its offers in that feed were confirmed. */
  shops: Record<string, string>;
}

export const FRESHNESS_FILE = '/builds/freshness.json';
