import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadSites, type Site } from '../../sites/index.ts';
import { queryList, selectionMasks } from '../../src/catalogue-list/query.ts';
import type { CategoryList } from '../../src/catalogue-list/list-schema.ts';
import { SORTS, type SortKey } from '../../src/catalogue-list/types.ts';
import type { SnapshotNode } from '../catalogue/snapshot.ts';
import { buildCategoryParts } from '../prerender/payloads/category-list.ts';
import { SiteIndex } from '../prerender/site-index.ts';
import { generateSnapshot } from './generated-category.ts';
import { runCli } from '../cli.ts';

/**
 * `npm run bench:category`: a generated category of --products (5,000) products through the
 * prerender's own builder, then the list file's size (raw and gzip) and how long the client's
 * filter and sort take on it: JSON.parse of the file, and each view (no filter, one facet, two
 * facets, three) in every sort, --runs times each (median and worst). Options: --products, --runs, --seed, --columns (each column's gzip size).
 */
function time(run: () => void, runs: number): { median: number; worst: number } {
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] as number, worst: times.at(-1) as number };
}

/** Views of growing narrowness: each facet's most common value added in turn. */
function views(list: CategoryList): Record<string, string[]>[] {
  const chosen: Record<string, string[]> = {};
  const result = [{}];
  for (const facet of list.facets.slice(0, 3)) {
    chosen[facet.key] = facet.values.slice(0, 2);
    result.push({ ...chosen });
  }
  return result;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '5000' },
      runs: { type: 'string', default: '31' },
      seed: { type: 'string', default: '1' },
      columns: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.products);
  const runs = Number(values.runs);
  const site = loadSites(process.env).find((candidate) => candidate.currency === 'EUR') as Site;
  const snapshot = generateSnapshot(count, Number(values.seed));
  const category = snapshot.categories[0] as SnapshotNode;
  const built = time(() => buildCategoryParts(category, new SiteIndex(snapshot, site)), 3);
  const json = JSON.stringify(buildCategoryParts(category, new SiteIndex(snapshot, site)).list);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `list.json for ${count} products: ${kb(json.length)}, gzip ${kb(gzipSync(json).length)}; built in ${built.median.toFixed(0)} ms`,
  );
  if (values.columns) {
    for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>))
      console.log(`  ${key}: gzip ${kb(gzipSync(JSON.stringify(value)).length)}`);
  }
  const parse = time(() => JSON.parse(json) as unknown, runs);
  console.log(`JSON.parse: median ${parse.median.toFixed(1)} ms, worst ${parse.worst.toFixed(1)} ms`);
  const list = JSON.parse(json) as CategoryList;
  let worst = 0;
  for (const selected of views(list)) {
    const masks = selectionMasks(list, selected);
    for (const sort of SORTS as readonly SortKey[]) {
      let matches = 0;
      const timing = time(() => (matches = queryList(list, masks, sort).order.length), runs);
      worst = Math.max(worst, timing.worst);
      console.log(
        `${(Object.keys(selected).join('+') || 'no filter').padEnd(22)} ${sort.padEnd(10)} ${String(matches).padStart(5)} matches: ` +
          `median ${timing.median.toFixed(2)} ms, worst ${timing.worst.toFixed(2)} ms`,
      );
    }
  }
  console.log(`filter + sort of ${count} products: worst ${worst.toFixed(1)} ms (budget 50 ms)`);
}

runCli(import.meta.url, main);
