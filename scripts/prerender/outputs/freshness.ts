import { join } from 'node:path';
import { FRESHNESS_FILE, type Freshness } from '../../../src/deploy/build-files.ts';
import type { Snapshot } from '../../catalogue/snapshot.ts';
import { writeFile } from '../write-file.ts';
import type { Output } from './output.ts';

export function buildFreshness(snapshot: Snapshot): Freshness {
  return { asOf: snapshot.asOf, shops: Object.fromEntries([...snapshot.shopFeeds].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/** `builds/freshness.json`: the site's as-of and each shop's latest feed, which pages read after hydration. */
export const freshnessOutput: Output = {
  name: 'freshness',
  files: '`/builds/freshness.json`',
  key: 'none: written afresh',
  writtenWhole: ['builds'],
  open: ({ dir, snapshot }) => ({ write: () => writeFile(join(dir, FRESHNESS_FILE), JSON.stringify(buildFreshness(snapshot))) }),
  serve: ({ pathname, snapshot }) =>
    pathname === FRESHNESS_FILE ? { status: 200, type: 'application/json', body: JSON.stringify(buildFreshness(snapshot())) } : undefined,
};
