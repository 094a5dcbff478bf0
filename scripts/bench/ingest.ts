import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { insertProduct, insertTree, upsertShop } from '../catalogue/store.ts';
import { gtinCheckDigit } from '../catalogue/gtin.ts';
import { ingestFeed } from '../ingest/ingest-feed.ts';
import { writeFeed, type FeedLine } from '../sample/feed-writers.ts';
import { runCli } from '../cli.ts';

/**
 * `npm run bench:ingest`: ingests a generated feed of --items (100,000) GMC RSS items twice,
 * a first day (all offers new) and a second (5% of prices changed), each in its own
 * process so its peak memory is its own. Options: --items, --format rss|tsv|cnj, and
 * --unidentified <percent> (0): that share of the items carry no GTIN and no MPN, only the
 * product's model code in their title, and are matched by it; --catalogue <products> (as many as
 * items): items past it match no product, and wait for review; --titles long|same: the
 * unidentified items' titles are 10,000 characters long, or one title for all of them. Each run
 * reports the offers on another product than their own (wrong matches) and the rejected items.
 */
const DIR = '.tmp/bench-ingest';

function gtin(index: number): string {
  const body = `20${String(index).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

type Titles = 'own' | 'long' | 'same';

/** An unidentified item's title: its model code among a shop's words, padded to 10,000 characters, or the same for all. */
function bareTitle(index: number, titles: Titles): string {
  if (titles === 'same') return 'Kabl ACME USB-C AKCIJA';
  const title = `Kabl ACME USB-C KB-${index} AKCIJA`;
  return titles === 'long' ? `${title} ${'brzo punjenje '.repeat(800)}`.slice(0, 10_000) : title;
}

async function prepare(
  items: number,
  format: 'rss' | 'tsv' | 'cnj',
  unidentified: number,
  catalogue: number,
  titles: Titles,
): Promise<string[]> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const db = openCatalogue(join(DIR, 'catalogue.db'));
  const names = { sr: 'Kablovi', me: 'Kablovi', ba: 'Kablovi', en: 'Cables', ru: 'Кабели', de: 'Kabel', tr: 'Kablolar' };
  const category = insertTree(db, [
    { slug: 'oprema', names, children: [{ slug: 'kablovi', names, children: [{ slug: 'kablovi-usb', names }] }] },
  ]).get('kablovi-usb') as number;
  db.transaction(() => {
    for (let index = 0; index < catalogue; index += 1) {
      insertProduct(db, {
        categoryId: category,
        slug: `kabl-${index}`,
        brand: 'Acme',
        model: `USB-C ${index}`,
        name: `Acme USB-C ${index}`,
        gtin: gtin(index),
        mpn: `KB-${index}`,
        image: null,
        specs: [],
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    }
  })();
  upsertShop(db, { id: 'bench', name: 'Bench', country: 'MNE', url: 'https://bench.example', shippingMinor: 0, isSample: false });
  db.close();
  const files: string[] = [];
  for (const [day, changeEvery] of [
    ['2026-11-01', 0],
    ['2026-11-02', 20],
  ] as const) {
    const file = join(DIR, `${day}.${format === 'tsv' ? 'tsv' : 'xml'}`);
    const out = createWriteStream(file);
    const lines: FeedLine[] = [];
    for (let index = 0; index < items; index += 1) {
      const changed = changeEvery > 0 && index % changeEvery === 0;
      const bare = index % 100 < unidentified;
      lines.push({
        id: `B-${index}`,
        title: bare ? bareTitle(index, titles) : `Acme USB-C cable ${index} <1 m>`,
        link: `https://bench.example/p/${index}`,
        image: `https://bench.example/i/${index}.jpg`,
        priceMinor: 999 + (index % 5000) * 100 - (changed ? 100 : 0),
        saleMinor: null,
        currency: 'EUR',
        availability: 'in_stock',
        brand: bare ? null : 'Acme',
        gtin: bare ? null : gtin(index),
        mpn: bare ? null : `KB-${index}`,
        productType: 'Kablovi',
        shippingMinor: 0,
        delivery: { handling: [0, 1], transit: [1, 2] },
      });
    }
    out.end(writeFeed(format, { name: 'Bench', url: 'https://bench.example', country: 'MNE' }, `${day}T00:00:00.000Z`, lines));
    await new Promise<void>((resolve) => out.on('finish', () => resolve()));
    files.push(file);
  }
  return files;
}

async function runOne(file: string): Promise<void> {
  const db = openCatalogue(join(DIR, 'catalogue.db'));
  const started = performance.now();
  const report = await ingestFeed(db, { shopId: 'bench', file });
  const seconds = (performance.now() - started) / 1000;
  // Item B-<n> is product kabl-<n>: an offer anywhere else is a wrong match.
  const { wrong } = db
    .prepare(
      "SELECT count(*) AS wrong FROM offer o JOIN product p ON p.id = o.product_id WHERE p.slug <> 'kabl-' || substr(o.shop_item_id, 3)",
    )
    .get() as { wrong: number };
  db.close();
  console.log(
    JSON.stringify({
      file,
      items: report.items,
      newOffers: report.newOffers,
      unmatched: report.unmatched,
      changes: report.priceChanges,
      unchanged: report.unchanged,
      rejected: report.rejected,
      wrong,
      seconds,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '100000' },
      format: { type: 'string', default: 'rss' },
      unidentified: { type: 'string', default: '0' },
      catalogue: { type: 'string' },
      titles: { type: 'string', default: 'own' },
      run: { type: 'string' },
    },
  });
  if (values.run) return runOne(values.run);
  const format = values.format as 'rss' | 'tsv' | 'cnj';
  const titles = values.titles as Titles;
  if (!['own', 'long', 'same'].includes(titles)) throw new Error(`--titles is own, long or same, not ${titles}`);
  const files = await prepare(Number(values.items), format, Number(values.unidentified), Number(values.catalogue ?? values.items), titles);
  for (const file of files) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--run', file], { encoding: 'utf8' });
    if (child.status !== 0 || !existsSync(file)) throw new Error(child.stderr);
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as {
      items: number;
      seconds: number;
      peakRssMb: number;
      newOffers: number;
      unmatched: number;
      changes: number;
      rejected: number;
      wrong: number;
    };
    console.log(
      `bench:ingest ${format} ${file}: ${result.items} items (${result.newOffers} new, ${result.changes} changed, ${result.unmatched} unmatched, ${result.rejected} rejected; ${result.wrong} offers on another product) in ${result.seconds.toFixed(1)} s = ` +
        `${Math.round(result.items / result.seconds)} items/s; peak RSS ${result.peakRssMb} MB`,
    );
  }
}

runCli(import.meta.url, main);
