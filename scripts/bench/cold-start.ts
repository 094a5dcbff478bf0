/**
 * `npm run bench:cold-start`: the sample's feeds ingested into a catalogue that holds the
 * categories and the shops and no product. Reports how many of the sample's products the feeds
 * made again, how many were wrongly merged (two products in one) or split (one in two), what
 * waits in the review queue, and how the derived names compare with the sample's names.
 *
 *   npm run bench:cold-start                       # 30 days of feeds, the last 10 daily
 *   npm run bench:cold-start -- --days 60 --verbose  # and every merge, split and a sample of names
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { foldSearchText } from '../../src/search/text.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { listFeedDir } from '../ingest/feed-dir.ts';
import { ingestFeeds } from '../ingest/ingest-feeds.ts';
import { feedDays, generateSample, registerSampleShops } from '../sample/generate.ts';
import { insertSampleCategories, type MasterProduct } from '../sample/master.ts';
import { runCli } from '../cli.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      days: { type: 'string', default: '30' },
      daily: { type: 'string', default: '10' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const days = Number(values.days);
  const dailyDays = Number(values.daily);
  const percent = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(2)}%`;
  const words = (name: string) =>
    new Set(
      foldSearchText(name)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
  const jaccard = (a: Set<string>, b: Set<string>) => [...a].filter((word) => b.has(word)).length / new Set([...a, ...b]).size;

  const work = mkdtempSync(join(tmpdir(), 'cjenovnik-cold-start-'));
  try {
    // The sample with every day's feeds written and none ingested: its products are the truth.
    const truthDb = openCatalogue(join(work, 'truth', 'catalogue.db'));
    await generateSample(truthDb, join(work, 'truth'), { days, dailyDays, holdBack: feedDays(days, dailyDays).length });
    const truth = new Map(
      (truthDb.prepare('SELECT id, name FROM product').all() as { id: number; name: string }[]).map((row) => [row.id, row.name]),
    );
    const master = truth.size;
    const mappings = truthDb
      .prepare(
        'SELECT DISTINCT source AS shopCategory, n.slug AS categorySlug FROM shop_category c JOIN nav_node n ON n.id = c.category_id',
      )
      .all() as Pick<MasterProduct, 'shopCategory' | 'categorySlug'>[];
    truthDb.close();

    const db = openCatalogue(join(work, 'cold', 'catalogue.db'));
    insertSampleCategories(db);
    registerSampleShops(db, mappings as MasterProduct[]);
    const { feeds } = listFeedDir(join(work, 'truth', 'feeds'));
    const started = performance.now();
    const { reports } = await ingestFeeds(db, feeds, { quiet: true });
    const seconds = (performance.now() - started) / 1000;

    // Every sample item's id ends in its product's id (`PRI-1234`): which true products each made product holds.
    const offers = db.prepare('SELECT product_id AS made, shop_item_id AS item FROM offer').all() as { made: number; item: string }[];
    const trueOf = (item: string) => Number(item.slice(item.lastIndexOf('-') + 1));
    const holds = new Map<number, Set<number>>();
    const placed = new Map<number, Set<number>>();
    for (const { made, item } of offers) {
      holds.set(made, (holds.get(made) ?? new Set()).add(trueOf(item)));
      placed.set(trueOf(item), (placed.get(trueOf(item)) ?? new Set()).add(made));
    }
    const queued = db.prepare("SELECT shop_item_id AS item FROM unmatched_item WHERE shop_item_id NOT LIKE '%-ACC-%'").all() as {
      item: string;
    }[];
    const offered = new Set([...placed.keys(), ...queued.map((row) => trueOf(row.item))]);
    const merged = [...holds].filter(([, held]) => held.size > 1);
    const split = [...placed].filter(([, made]) => made.size > 1);
    const recovered = [...placed].filter(([, made]) => made.size === 1 && holds.get([...made][0] as number)?.size === 1);
    const names = db.prepare('SELECT id, name FROM product').all() as { id: number; name: string }[];
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    const similarity = recovered.map(([real, made]) => {
      const derived = nameOf.get([...made][0] as number) ?? '';
      const expected = truth.get(real) ?? '';
      return { real, derived, expected, score: jaccard(words(derived), words(expected)) };
    });
    const exact = similarity.filter((entry) => entry.score === 1).length;
    const meanSimilarity = similarity.reduce((sum, entry) => sum + entry.score, 0) / Math.max(1, similarity.length);

    console.log(
      `Cold start: ${feeds.length} feeds of ${days} days (${reports.reduce((sum, report) => sum + report.items, 0)} items) ingested into ` +
        `a catalogue of categories and shops in ${seconds.toFixed(1)} s; the sample has ${master} products, ${offered.size} of them in the feeds.\n`,
    );
    console.log('| figure | value | budget |\n| --- | --- | --- |');
    console.log(`| products made | ${names.length} | |`);
    console.log(
      `| sample products recovered (one made product, only theirs) | ${recovered.length} of ${offered.size}: ${percent(recovered.length, offered.size)} | at least 95% |`,
    );
    console.log(
      `| made products wrongly merged (two sample products in one) | ${merged.length}: ${percent(merged.length, names.length)} | at most 0.5% |`,
    );
    console.log(`| sample products split (one in two made products) | ${split.length}: ${percent(split.length, offered.size)} | |`);
    console.log(`| items waiting in the review queue (accessories apart) | ${queued.length} | |`);
    console.log(`| derived names equal to the sample's (same words) | ${exact}: ${percent(exact, similarity.length)} | |`);
    console.log(`| derived names' word overlap with the sample's (Jaccard, mean) | ${meanSimilarity.toFixed(3)} | |`);
    if (values.verbose) {
      for (const [made, held] of merged)
        console.log(`merged: ${nameOf.get(made)} holds ${[...held].map((id) => truth.get(id)).join(' + ')}`);
      for (const [real, made] of split) console.log(`split: ${truth.get(real)} in ${[...made].map((id) => nameOf.get(id)).join(' / ')}`);
      for (const entry of similarity.filter((one) => one.score < 1).slice(0, 40))
        console.log(`name: ${entry.derived}  ||  ${entry.expected}`);
    }
    db.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runCli(import.meta.url, main);
