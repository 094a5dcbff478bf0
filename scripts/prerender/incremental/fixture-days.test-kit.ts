import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../catalogue/db.ts';
import { recordOffer } from '../../catalogue/store.ts';
import { createFixtureCatalogue } from '../../fixture/fixture-catalogue.ts';
import { FIXTURE_DIR } from '../../fixture/fixture-dir.ts';

/** A new output folder with the fixture's bundles, so the builds skip bundling. */
export function outputWithBundles(): string {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-days-'));
  for (const bundle of ['.client', '.server']) cpSync(join(FIXTURE_DIR, 'dist', bundle), join(out, bundle), { recursive: true });
  return out;
}

/** A new copy of the fixture's catalogue, the one the builds of this process read (`CATALOGUE_DB`). */
export function fixtureCatalogue(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-days-db-'));
  process.env.CATALOGUE_DB = join(dir, 'catalogue.db');
  return createFixtureCatalogue(join(dir, 'catalogue.db'));
}

/** The Galaxy's price at Tehno ME, as a shop's feed would change it. */
export function priceGalaxy(db: Db, priceMinor: number, at = '2026-11-20T12:00:00.000Z'): void {
  const url = 'https://tehno-me.example/p/1?ref=cjenovnik&x=<1>';
  const offer = { productId: 1, shopId: 'tehno-me', shopItemId: 'tehno-me-1', priceMinor, currency: 'EUR', shippingMinor: 0, url } as const;
  recordOffer(db, { ...offer, availability: 'in_stock' }, at);
}

/** The Lenovo leaves Tehno ME, its only shop on this site: the product and the laptops category leave the site. */
export function dropLenovo(db: Db): void {
  const offers = "SELECT id FROM offer WHERE product_id = 5 AND shop_id = 'tehno-me'";
  db.prepare(`DELETE FROM price_history WHERE offer_id IN (${offers})`).run();
  db.prepare("DELETE FROM offer WHERE product_id = 5 AND shop_id = 'tehno-me'").run();
}
