import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { buildSites } from '../prerender/build.ts';
import { generateSample } from '../sample/generate.ts';
import { runCli } from '../cli.ts';

/**
 * The process's peak RSS since the previous call, from Linux's high-water mark (which catches
 * synchronous phases, unlike sampling); then the mark is reset to the current RSS.
 */
function phasePeak(): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  writeFileSync('/proc/self/clear_refs', '5');
  return kb * 1024;
}

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
  const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  const before = process.memoryUsage().rss;
  let peak = 0;
  const result = await buildSites({
    outDir: '.tmp/bench/dist',
    // Each phase's line with its peak memory (RSS counts the render workers: they are threads of this process).
    log: (line) => {
      const phase = phasePeak();
      peak = Math.max(peak, phase);
      console.log(`${line}; peak RSS ${mb(phase)}`);
    },
    sites: values.site === 'all' ? [] : [values.site],
    threads: values.threads ? Number(values.threads) : undefined,
    // Throughput of a full build: nothing carried over from the previous run.
    full: true,
  });
  peak = Math.max(peak, phasePeak());
  console.log(
    `bench:build ${values.products} products, ${values.site}: ${result.pages} pages in ${result.seconds.toFixed(1)} s = ` +
      `${Math.round(result.pages / result.seconds)} pages/s; peak RSS ${mb(peak)} (before prerender ${mb(before)})`,
  );
}

runCli(import.meta.url, main);
