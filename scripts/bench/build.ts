import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { buildSites } from '../prerender/build.ts';
import { generateSample } from '../sample/generate.ts';

/**
 * `npm run bench:build`: prerender throughput and peak memory on a generated catalogue.
 * Options: --products (20000), --days of history (365), --site (cjenovnik.me; `all` for both), --threads, --fresh.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '20000' },
      days: { type: 'string', default: '365' },
      site: { type: 'string', default: 'cjenovnik.me' },
      threads: { type: 'string' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const dir = join('.tmp/bench', `catalogue-${values.products}-${values.days}d`);
  const catalogue = join(dir, 'catalogue.db');
  if (values.fresh || !existsSync(catalogue)) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    const db = openCatalogue(catalogue);
    // A year of history as the site has it, from weekly feeds (daily for the last two weeks) to keep the set-up quick.
    const sample = await generateSample(db, dir, { products: Number(values.products), days: Number(values.days), dailyDays: 14 });
    db.close();
    console.log(
      `catalogue: ${sample.products} products, ${sample.items} feed items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  process.env.CATALOGUE_DB = catalogue;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const before = process.memoryUsage().rss;
  const result = await buildSites({
    outDir: '.tmp/bench/dist',
    sites: values.site === 'all' ? [] : [values.site],
    threads: values.threads ? Number(values.threads) : undefined,
    // Throughput of a full build: nothing carried over from the previous run.
    full: true,
  });
  clearInterval(sampler);
  peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
  const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  console.log(
    `bench:build ${values.products} products, ${values.site}: ${result.pages} pages in ${result.seconds.toFixed(1)} s = ` +
      `${Math.round(result.pages / result.seconds)} pages/s; peak RSS ${mb(peak)} (before prerender ${mb(before)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
