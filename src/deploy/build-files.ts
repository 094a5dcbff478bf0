import * as v from 'valibot';

/* The files every build writes under `/builds/` for the client, as schemas: their types are inferred, and what the browser reads is checked against them. */

/**
 * `builds/freshness.json`, written by every build and revalidated by the browser: what changes
 * daily without changing a page (the catalogue's latest day, each shop's latest feed), kept out of
 * the payloads so that an unchanged page is carried over by an incremental build.
 */
export const FreshnessSchema = v.object({
  /** The catalogue's newest change (ISO time): the price history's "today". */
  asOf: v.pipe(v.string(), v.isoTimestamp()),
  /** By shop id, the time of its latest feed (ISO): when its offers in that feed were confirmed. */
  shops: v.record(v.string(), v.pipe(v.string(), v.isoTimestamp())),
  /**
   * By shop id, its record's shares in whole percent (src/domain/shop-facts.ts's recordShares):
   * of days its feed arrived, of its offers never left unconfirmed; null where nothing was measured.
   */
  records: v.record(v.string(), v.tuple([v.nullable(v.number()), v.nullable(v.number())])),
});

export type Freshness = v.InferOutput<typeof FreshnessSchema>;

export const FRESHNESS_FILE = '/builds/freshness.json';

/** `builds/latest.json`: the live build's id and time, which the client's deployment detection reads (build-watch.ts). */
export const LatestBuildSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  timestamp: v.number(),
});

export type LatestBuild = v.InferOutput<typeof LatestBuildSchema>;

export const LATEST_FILE = '/builds/latest.json';

/**
 * `builds/meta/<id>.json`: the build's id and time, and which paths it prerendered, small however
 * large the catalogue: `matcher` gives the path patterns per locale prefix, and `prerendered` lists
 * explicit paths only (none: every page under the patterns that the catalogue has is prerendered;
 * others answer 404). The client only asks whether its build's file is still there (build-watch.ts).
 */
export const BuildMetaSchema = v.object({
  ...LatestBuildSchema.entries,
  matcher: v.pipe(v.array(v.string()), v.minLength(1)),
  prerendered: v.array(v.string()),
});

export type BuildMeta = v.InferOutput<typeof BuildMetaSchema>;

/** A build's meta file, by its id. */
export const buildMetaFile = (id: string) => `/builds/meta/${id}.json`;
