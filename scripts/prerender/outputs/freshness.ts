import { join } from 'node:path';
import { FRESHNESS_FILE, type Freshness } from '../../../src/deploy/build-files.ts';
import { recordShares } from '../../../src/domain/shop-facts.ts';
import type { SiteIndex } from '../site-index.ts';
import { writeFile } from '../write-file.ts';
import type { Output } from './output.ts';

/**
 * The site's as-of, each shop's latest feed, and each listed shop's record in the shares an offer
 * row shows: they move every day, so pages read them after hydration instead of being made again.
 */
export function buildFreshness(index: SiteIndex): Freshness {
  const { snapshot } = index;
  const records = index.snapshot.shops
    .filter((shop) => snapshot.shopFeeds.has(shop.id))
    .map((shop): [string, Freshness['records'][string]] => {
      const { feedDays, confirmed } = recordShares(index.shopRecord(shop));
      return [shop.id, [feedDays, confirmed]];
    });
  const shops = Object.fromEntries([...snapshot.shopFeeds].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { asOf: snapshot.asOf, shops, records: Object.fromEntries(records) };
}

/** `builds/freshness.json`: the site's as-of, each shop's latest feed and record, which pages read after hydration. */
export const freshnessOutput: Output = {
  name: 'freshness',
  files: '`/builds/freshness.json`',
  key: 'none: written afresh',
  writtenWhole: ['builds'],
  open: ({ dir, index }) => ({ write: () => writeFile(join(dir, FRESHNESS_FILE), JSON.stringify(buildFreshness(index))) }),
  serve: ({ pathname, index }) =>
    pathname === FRESHNESS_FILE ? { status: 200, type: 'application/json', body: JSON.stringify(buildFreshness(index())) } : undefined,
};
