import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { convertMoney } from '../../src/lib/money.ts';
import { cataloguePath, openCatalogue, statement, type Db } from '../catalogue/db.ts';
import { gtinCheckDigit } from '../catalogue/gtin.ts';
import { insertProduct, insertSpecLabels, insertTree, recordOffer, upsertShop } from '../catalogue/store.ts';
import { simulatePrices } from './history.ts';
import { productSvg, writeProductImage } from './images.ts';
import { PRODUCT_LINES } from './products/index.ts';
import { createRandom, hashString } from './random.ts';
import { SAMPLE_SHOPS } from './shops.ts';
import { SPEC_LABELS } from './spec-labels.ts';
import { MENUS } from './taxonomy.ts';
import type { SampleProductLine, SampleVariant } from './types.ts';

export interface SampleOptions {
  /** Products to generate; past the real models, variants repeat as numbered batches (benchmarks). */
  products?: number;
  seed?: number;
  /** The last day of the price history (ISO date). */
  asOf?: string;
  days?: number;
  log?: (line: string) => void;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every real product variant, then as many numbered repeats as `count` asks for. */
function* productVariants(count: number): Generator<{ line: SampleProductLine; variant: SampleVariant; batch: number }> {
  const all = PRODUCT_LINES.flatMap((line) => line.variants.map((variant) => ({ line, variant })));
  for (let index = 0; index < count; index += 1) {
    const item = all[index % all.length];
    if (item) yield { ...item, batch: Math.floor(index / all.length) };
  }
}

function sampleGtin(index: number): string {
  const body = `38${String(900_000_000 + index * 7919).padStart(10, '0')}`.slice(0, 12);
  return `${body}${gtinCheckDigit(body)}`;
}

/** Fills a fresh catalogue with the sample: real product models, invented shops, a year of prices. */
export function generateSample(db: Db, imagesDir: string, options: SampleOptions = {}): { products: number; offers: number; changes: number } {
  const random = createRandom(options.seed ?? 1);
  const days = options.days ?? 365;
  const asOf = Date.parse(`${options.asOf ?? '2026-11-20'}T06:00:00.000Z`);
  const dayAt = (day: number) => new Date(asOf - (days - 1 - day) * 86_400_000).toISOString();
  const categories = insertTree(
    db,
    MENUS.map((menu) => ({
      slug: menu.slug,
      names: menu.names,
      children: menu.subMenus.map((sub) => ({ slug: sub.slug, names: sub.names, children: sub.categories })),
    })),
  );
  insertSpecLabels(db, SPEC_LABELS);
  for (const shop of SAMPLE_SHOPS) upsertShop(db, shop);

  let products = 0;
  let offers = 0;
  let changes = 0;
  const count = options.products ?? PRODUCT_LINES.reduce((sum, line) => sum + line.variants.length, 0);
  db.transaction(() => {
    for (const { line, variant, batch } of productVariants(count)) {
      const categoryId = categories.get(line.category);
      if (categoryId === undefined) throw new Error(`Sample line ${line.brand} ${line.model}: no category ${line.category}`);
      const model = [line.model, variant.name, batch > 0 ? `(${batch + 1})` : ''].filter(Boolean).join(' ');
      const name = `${line.brand} ${model}`;
      const startDay = line.year >= 2026 ? random.int(0, days - 60) : 0;
      const id = insertProduct(db, {
        categoryId,
        slug: slugify(name),
        brand: line.brand,
        model,
        name,
        gtin: sampleGtin(products),
        mpn: `${line.mpn}${variant.mpnSuffix}${batch > 0 ? `-${batch + 1}` : ''}`,
        image: null,
        specs: Object.entries({ ...line.specs, ...variant.specs }).map(([key, value]) => [key, String(value)]),
        createdAt: dayAt(startDay),
      });
      const image = writeProductImage(imagesDir, id, productSvg(line.brand, model, line.category));
      statement(db, 'UPDATE product SET image = ? WHERE id = ?').run(image, id);
      products += 1;
      const itemRandom = createRandom(hashString(`${name}:${options.seed ?? 1}`));
      for (const country of ['MNE', 'BIH'] as const) {
        const shops = SAMPLE_SHOPS.filter((shop) => shop.country === country && itemRandom.chance(shop.range));
        if (shops.length === 0 && country === 'MNE') shops.push(SAMPLE_SHOPS[0] as (typeof SAMPLE_SHOPS)[number]);
        for (const shop of shops) {
          const euros = (line.price + variant.priceDelta) * shop.priceLevel * (0.97 + itemRandom.next() * 0.06);
          const list = convertMoney({ minor: Math.round(euros * 100), currency: 'EUR' }, shop.currency).minor / 100;
          const points = simulatePrices(itemRandom, list, startDay + itemRandom.int(0, 20), days);
          const shopItemId = `${shop.id}-${id}`;
          for (const point of points) {
            recordOffer(
              db,
              {
                productId: id,
                shopId: shop.id,
                shopItemId,
                priceMinor: point.priceMinor,
                currency: shop.currency,
                shippingMinor: shop.shippingMinor,
                availability: point.availability,
                url: `${shop.url}/proizvod/${slugify(name)}-${id}`,
              },
              dayAt(point.day),
            );
          }
          changes += points.length;
          offers += 1;
          const gone = itemRandom.chance(0.03);
          statement(db, 'UPDATE offer SET last_seen = ?, gone_at = ? WHERE shop_id = ? AND shop_item_id = ?').run(
            dayAt(days - 1),
            gone ? dayAt(days - 1) : null,
            shop.id,
            shopItemId,
          );
        }
      }
    }
  })();
  return { products, offers, changes };
}

function main(): void {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, seed: { type: 'string', default: '1' }, 'as-of': { type: 'string' } },
  });
  const path = cataloguePath();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  const imagesDir = join(dirname(path), 'images');
  rmSync(imagesDir, { recursive: true, force: true });
  const started = performance.now();
  const db = openCatalogue(path);
  const result = generateSample(db, imagesDir, {
    products: values.products ? Number(values.products) : undefined,
    seed: Number(values.seed),
    asOf: values['as-of'],
  });
  db.close();
  console.log(
    `Sample catalogue ${path}: ${result.products} products, ${result.offers} offers, ${result.changes} price changes ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
