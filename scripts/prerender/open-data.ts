import { join } from 'node:path';
import type { Site } from '../../sites/index.ts';
import { minorToDecimal } from '../../src/domain/money.ts';
import { productHistories } from '../catalogue/product-histories.ts';
import type { Snapshot, SnapshotProduct } from '../catalogue/snapshot.ts';
import { productPath } from './payloads/common.ts';
import type { OutputKeys } from './incremental/build-keys.ts';
import { buildFileWriter } from './write-file.ts';

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

export const OPEN_DATA_FILES = ['history.csv', 'history.json'] as const;

/** Each product's page path and its open-data files, made when asked. */
function* openDataFiles(snapshot: Snapshot, site: Site): Generator<{ path: string; files: () => [string, string][] }> {
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const path = productPath(category, product);
      yield {
        path,
        files: () => {
          const records = historyRecords(product);
          return [
            ['history.csv', historyCsv(records)],
            ['history.json', historyJson(product, path, site, records)],
          ];
        },
      };
    }
  }
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

/**
 * Writes `history.csv` and `history.json` beside each product's page (unprefixed: one per site,
 * not per locale). Their key is the product's article key (the render's, in `carry`), which
 * covers all these files show: unchanged, they are linked from the live build. Returns the
 * products written.
 */
export function writeOpenData(snapshot: Snapshot, site: Site, keys: OutputKeys): number {
  let written = 0;
  const writeFile = buildFileWriter(keys.inPlace);
  for (const { path, files } of openDataFiles(snapshot, site)) {
    const key = keys.read('pages', path);
    const write = () => {
      for (const [name, text] of files()) writeFile(join(keys.dir, path, name), text);
      written += 1;
    };
    if (key === undefined) {
      keys.written(path);
      write();
    } else
      keys.linkOrWrite(
        path,
        key,
        OPEN_DATA_FILES.map((name) => join(path, name)),
        write,
      );
  }
  return written;
}

/** The dev server's answer for `pathname`: an open-data file's text, null for no such product, undefined for another path. */
export function readOpenDataFile(snapshot: Snapshot, site: Site, pathname: string): string | null | undefined {
  const name = OPEN_DATA_FILES.find((file) => pathname.endsWith(`/${file}`));
  if (!name) return undefined;
  const path = pathname.slice(0, -name.length - 1);
  for (const product of openDataFiles(snapshot, site)) if (product.path === path) return new Map(product.files()).get(name) ?? null;
  return null;
}
