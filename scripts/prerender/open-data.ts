import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../sites/index.ts';
import { minorToDecimal } from '../../src/domain/money.ts';
import { productHistories } from '../catalogue/product-histories.ts';
import type { Snapshot, SnapshotNode, SnapshotProduct } from '../catalogue/snapshot.ts';
import { productPath } from './payloads/common.ts';
import { linkInto } from './carry-over.ts';
import type { PageKeys } from './page-keys.ts';
import { writeFile } from './write-file.ts';

/** The columns of `history.csv`, and the keys of each row of `history.json` (docs/operations.md, "Open data"). */
export const HISTORY_COLUMNS = ['date', 'shop', 'price', 'sale_price', 'shipping', 'currency', 'availability'] as const;

export type HistoryRecord = Record<(typeof HISTORY_COLUMNS)[number], string>;

/** One row per change of each of the product's offers in this site's country, by time, then shop. */
function historyRecords(product: SnapshotProduct): HistoryRecord[] {
  const records: HistoryRecord[] = [];
  const histories = productHistories(product);
  for (const [index, offer] of product.offers.entries()) {
    for (const point of histories[index]?.points ?? []) {
      records.push({
        date: point.at,
        shop: offer.shop,
        price: minorToDecimal(point.priceMinor),
        sale_price: point.salePriceMinor === null ? '' : minorToDecimal(point.salePriceMinor),
        shipping: minorToDecimal(point.shippingMinor),
        currency: point.currency,
        availability: point.availability,
      });
    }
  }
  return records.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.shop < b.shop ? -1 : a.shop > b.shop ? 1 : 0));
}

/**
 * A CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A shop's name
 * is free text, so one that starts like a formula gets a leading `'`, which spreadsheets show
 * as text instead of evaluating (OWASP, CSV Injection): a tab or line break, or `=`, `+`, `-`,
 * `@` or their full-width forms after any white space (no-break space and BOM included), which
 * spreadsheets skip before reading a formula. The amounts are non-negative decimals and pass as they are.
 */
export function csvField(value: string): string {
  const safe = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function historyCsv(records: readonly HistoryRecord[]): string {
  const lines = [HISTORY_COLUMNS.join(',')];
  for (const record of records) lines.push(HISTORY_COLUMNS.map((column) => csvField(record[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The same rows as JSON, amounts as numbers and no sale price as null. */
function historyJson(product: SnapshotProduct, path: string, site: Site, records: readonly HistoryRecord[]): string {
  const rows = records.map((record) => ({
    ...record,
    price: Number(record.price),
    sale_price: record.sale_price === '' ? null : Number(record.sale_price),
    shipping: Number(record.shipping),
  }));
  return JSON.stringify({ product: { id: product.id, name: product.name, brand: product.brand, path }, site: site.domain, rows });
}

const OPEN_DATA_FILES = ['history.csv', 'history.json'];

/**
 * Writes `history.csv` and `history.json` beside each product's page (unprefixed: one per site,
 * not per locale). A product whose page key (article-key.ts, which covers all these files show)
 * is the previous build's has them linked from there instead. Returns the products written.
 */
export function writeOpenData(
  siteDir: string,
  snapshot: Snapshot,
  site: Site,
  carry?: { previousDir: string; previousKeys: PageKeys; keys: PageKeys },
): number {
  let written = 0;
  const each = (category: SnapshotNode) => {
    for (const product of category.products) {
      const path = productPath(category, product);
      const key = carry?.keys.get(path);
      if (carry && key !== undefined && carry.previousKeys.get(path) === key) {
        const files = OPEN_DATA_FILES.map((file) => [join(carry.previousDir, path, file), join(siteDir, path, file)] as const);
        // Both or neither: a file linked and then written would be written through the link into the live build.
        if (files.every(([from]) => existsSync(from))) {
          for (const [from, to] of files) linkInto(from, to);
          continue;
        }
      }
      const records = historyRecords(product);
      writeFile(join(siteDir, path, 'history.csv'), historyCsv(records));
      writeFile(join(siteDir, path, 'history.json'), historyJson(product, path, site, records));
      written += 1;
    }
  };
  snapshot.categories.forEach(each);
  return written;
}
