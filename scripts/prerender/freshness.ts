import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRESHNESS_FILE, type Freshness } from '../../pages/article/freshness.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';

export function buildFreshness(snapshot: Snapshot): Freshness {
  return { asOf: snapshot.asOf, shops: Object.fromEntries([...snapshot.shopFeeds].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

export function writeFreshness(siteDir: string, snapshot: Snapshot): void {
  const file = join(siteDir, FRESHNESS_FILE);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(buildFreshness(snapshot)));
}
