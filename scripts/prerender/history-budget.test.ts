import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import type { Payload } from '../../pages/payload.ts';
import { loadSites, type Site } from '../../sites/index.ts';
import { DAY_MS } from '../../src/domain/days.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { openCatalogue } from '../catalogue/db.ts';
import { setFamily, setVariantValues } from '../catalogue/families.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { insertProduct, insertTree, recordOffer, upsertShop } from '../catalogue/store.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { readPageAssets } from './assets.ts';
import { pageAssetsFor } from '../../pages/document.ts';
import { listPages } from './pages.ts';
import { SiteIndex } from './site-index.ts';

/**
 * An article page with 10 shops, a year of history and a family of 12 variants stays within 30 KB
 * gzip, even when every shop changes its price every day (docs/decisions/010-article-history-and-chart.md).
 * The product goes through the real catalogue, snapshot, payload builder and the fixture build's
 * server bundle; the figure is printed for docs/benchmarks.md.
 */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const SITE = loadSites(process.env).find((site) => site.country === 'MNE') as Site;
const BUDGET = 30 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-history-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A deterministic pseudo-random sequence (LCG), so the page is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** 10 shops, a year: each changes every 1 to `gap` days; now and then a sale or a stretch out of stock. */
function buildCatalogue(gap: number) {
  const db = openCatalogue(join(dir, `catalogue-${gap}.db`));
  const categories = insertTree(db, [
    { slug: 'a', names: { sr: 'A' }, children: [{ slug: 'b', names: { sr: 'B' }, children: [{ slug: 'c', names: { sr: 'C' } }] }] },
  ]);
  const productId = insertProduct(db, {
    ...{ categoryId: categories.get('c') as number, slug: 'phone', brand: 'Brand', model: 'Phone 256 GB', name: 'Brand Phone 256 GB' },
    ...{ gtin: null, mpn: 'P-256', image: '/images/p.svg', specs: [['storage', '256']], createdAt: '2025-01-01T00:00:00.000Z' },
  });
  const next = random(gap);
  const end = Date.parse('2026-11-20T06:00:00.000Z');
  addFamily(db, productId, categories.get('c') as number, new Date(end).toISOString());
  for (let shop = 0; shop < 10; shop += 1) {
    const shopId = `shop-${shop}`;
    upsertShop(db, {
      id: shopId,
      name: `Prodavnica broj ${shop}`,
      country: 'MNE',
      url: `https://${shopId}.example`,
      shippingMinor: 300,
      isSample: true,
    });
    let price = 60_000 + Math.round(next() * 200) * 100;
    for (let at = end - 365 * DAY_MS; at <= end; at += (1 + Math.floor(next() * gap)) * DAY_MS) {
      price = Math.max(40_000, price + Math.round((next() - 0.5) * 40) * 100);
      const roll = next();
      recordOffer(
        db,
        {
          ...{ productId, shopId, shopItemId: `${shopId}-1`, priceMinor: price, currency: shop === 9 ? 'BAM' : 'EUR', shippingMinor: 300 },
          salePriceMinor: roll < 0.1 ? price - 5_000 : null,
          availability: roll > 0.95 ? 'out_of_stock' : 'in_stock',
          url: `https://${shopId}.example/p/phone-256?ref=cjenovnik`,
        },
        new Date(at).toISOString(),
      );
    }
  }
  return db;
}

/** The phone is one of a family of 12: three capacities in four colours, each sold by one shop; the page carries its picker. */
function addFamily(db: ReturnType<typeof openCatalogue>, productId: number, categoryId: number, at: string): void {
  upsertShop(db, {
    id: 'family-shop',
    name: 'Family shop',
    country: 'MNE',
    url: 'https://family.example',
    shippingMinor: 0,
    isSample: true,
  });
  const members = [productId];
  setVariantValues(
    db,
    productId,
    [
      { axis: 'storage', value: '256 GB' },
      { axis: 'color', value: 'Black' },
    ],
    true,
  );
  for (const storage of ['128 GB', '256 GB', '512 GB']) {
    for (const color of ['Black', 'White', 'Midnight Blue', 'Sage Green']) {
      if (storage === '256 GB' && color === 'Black') continue;
      const slug = `phone-${storage}-${color}`.toLowerCase().replace(/\W+/g, '-');
      const id = insertProduct(db, {
        ...{ categoryId, slug, brand: 'Brand', model: `Phone ${storage} ${color}`, name: `Brand Phone ${storage} ${color}` },
        ...{ gtin: null, mpn: slug, image: '/images/p.svg', specs: [], createdAt: '2025-01-01T00:00:00.000Z' },
      });
      setVariantValues(
        db,
        id,
        [
          { axis: 'storage', value: storage },
          { axis: 'color', value: color },
        ],
        true,
      );
      recordOffer(
        db,
        {
          productId: id,
          shopId: 'family-shop',
          shopItemId: slug,
          priceMinor: 70_000,
          currency: 'EUR',
          shippingMinor: 0,
          salePriceMinor: null,
          availability: 'in_stock',
          url: `https://family.example/${slug}`,
        },
        at,
      );
      members.push(id);
    }
  }
  setFamily(db, 'Brand Phone', members);
}

async function measure(gap: number): Promise<{ points: number; htmlGzip: number; payloadGzip: number }> {
  const db = buildCatalogue(gap);
  const snapshot = readSnapshot(db, 'MNE');
  db.close();
  const page = [...listPages(new SiteIndex(snapshot, SITE))].find((candidate) => candidate.path === '/a/b/c/1-phone');
  if (!page) throw new Error('no article page');
  const payload = page.payload();
  const payloadJson = JSON.stringify(payload);
  const server = (await import(pathToFileURL(join(DIST, '.server/entry-server.js')).href)) as {
    createRenderer: (context: PageContext, assets: (payload: Payload) => unknown) => (page: object) => Promise<string>;
  };
  const assets = readPageAssets(join(DIST, '.client'));
  const context: PageContext = { site: SITE, buildId: 'budget', buildYear: 2026, beaconTokens: {}, otherDomain: 'cjenovnik.ba' };
  const html = await server.createRenderer(context, (p) => pageAssetsFor(assets, p))({ path: page.path, payload, payloadJson });
  expect(html).toContain('class="price-check"');
  expect(html.match(/class="variant[ "]/g)).toHaveLength(7);
  const points = payload.screen === 'article' ? payload.history.shops.reduce((sum, shop) => sum + shop.points.length, 0) : 0;
  return { points, htmlGzip: gzipSync(html).length, payloadGzip: gzipSync(payloadJson).length };
}

test('an article with 10 shops, a year of history and a family of 12 variants is at most 30 KB gzip', async () => {
  // A change every 1-7 days (about 90 per shop) and, as a worst case, every day; the chart is in the page too.
  for (const gap of [7, 1]) {
    const { points, htmlGzip, payloadGzip } = await measure(gap);
    console.log(
      `history budget: 10 shops, a year, ${points} points: HTML ${(htmlGzip / 1024).toFixed(1)} KB gzip (payload ${(payloadGzip / 1024).toFixed(1)} KB)`,
    );
    expect(htmlGzip).toBeLessThanOrEqual(BUDGET);
  }
});
