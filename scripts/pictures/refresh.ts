import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import { statement, type Db } from '../catalogue/db.ts';
import { PICTURE_BASE } from '../../src/lib/picture.ts';
import { fetchSource, FETCH_LIMITS, PictureError, type FetchLimits } from './fetch-source.ts';
import { madePicturesDir, makePicture, pictureName, sourceHash } from './encode.ts';

/** A picture is asked for again (conditionally) after this many days; a failed one every run. */
export const RECHECK_DAYS = 7;
/** Requests at a time to one shop's host, and a host's failures to answer in a row before the run leaves it. */
export const PER_HOST = 4;
const HOST_GIVES_UP_AFTER = 10;
/** Products handled at a time (each may hold a source of up to 10 MB) and pictures made at a time (the machine's two cores). */
const PRODUCTS_AT_ONCE = 16;
const MADE_AT_ONCE = 2;
/**
 * A run starts no product's picture after this long: the rest stay due for the next run, so a day
 * stays bounded (a new shop's 10,000 pictures are some 55 minutes of the encoders' CPU).
 */
export const RUN_BUDGET_MS = 8 * 60_000;

interface Source {
  url: string;
  /** The shop whose feed names it; null: the operator's. */
  shop: string | null;
}

interface PictureRow {
  product_id: number;
  source_url: string;
  shop_id: string | null;
  by_operator: number;
  etag: string | null;
  last_modified: string | null;
  source_hash: string | null;
  checked_at: string | null;
  failure: string | null;
}

export interface PictureFailure {
  shop: string;
  product: number;
  url: string;
  reason: string;
}

export interface PictureReport {
  /** Products whose picture was asked for. */
  checked: number;
  /** New pictures made (a new source, or changed bytes). */
  made: number;
  /** Asked for and the same as before (304, or the same bytes). */
  unchanged: number;
  /** Sources that gave no picture, by shop ("operator" for the operator's). */
  failures: PictureFailure[];
  /** Made files no product names any more, removed. */
  removed: number;
  /** Due products left for the next run: the run's time was up (RUN_BUDGET_MS). */
  left: number;
  seconds: number;
}

export interface PictureRunOptions {
  imagesDir: string;
  now?: Date;
  limits?: FetchLimits;
  /** Only these products (the operator's choice, fetched at once); every due product when left out. */
  products?: number[];
  /** After this long no more products are started (RUN_BUDGET_MS). */
  budgetMs?: number;
}

/** Each product's sources in order: the operator's alone, else its live offers' links, the longest-listed shop first. */
function sourcesByProduct(db: Db, rows: Map<number, PictureRow>): Map<number, Source[]> {
  const sources = new Map<number, Source[]>();
  const links = statement(
    db,
    `SELECT product_id, shop_id, image_url FROM offer WHERE image_url IS NOT NULL AND gone_at IS NULL ORDER BY product_id, first_seen, id`,
  ).all() as { product_id: number; shop_id: string; image_url: string }[];
  for (const link of links) {
    const list = sources.get(link.product_id) ?? [];
    if (!list.some((source) => source.url === link.image_url)) list.push({ url: link.image_url, shop: link.shop_id });
    sources.set(link.product_id, list);
  }
  for (const row of rows.values()) if (row.by_operator) sources.set(row.product_id, [{ url: row.source_url, shop: null }]);
  return sources;
}

/**
 * Is a product's picture to be asked for: never fetched, failed, its link gone or changed, not
 * asked for in RECHECK_DAYS, or its files not the ones pages name (made with other settings).
 */
function isDue(row: PictureRow | undefined, image: string | undefined, sources: Source[], now: Date): boolean {
  if (!row || row.checked_at === null || row.failure !== null || row.source_hash === null) return true;
  if (image !== pictureName(row.source_hash)) return true;
  if (!sources.some((source) => source.url === row.source_url)) return true;
  return now.getTime() - Date.parse(row.checked_at) >= RECHECK_DAYS * 86_400_000;
}

/**
 * The daily run's pictures: for every product due (isDue), its sources are tried in order
 * until one gives a picture, which is made (makePicture) and named on the product; a failure is
 * recorded with its shop and never stops the run, and a product keeps the picture it had. At
 * most PER_HOST requests go to one host at a time; a host that fails to answer
 * HOST_GIVES_UP_AFTER times in a row is left for the next run. Made files no product names are removed.
 */
export async function refreshPictures(db: Db, options: PictureRunOptions): Promise<PictureReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const limits = options.limits ?? FETCH_LIMITS;
  const rows = new Map(
    (statement(db, 'SELECT * FROM picture').all() as PictureRow[]).map((row) => [row.product_id, row] as [number, PictureRow]),
  );
  const images = new Map(
    (statement(db, 'SELECT id, image FROM product WHERE image IS NOT NULL').all() as { id: number; image: string }[]).map(
      (row) => [row.id, row.image] as [number, string],
    ),
  );
  const wanted = options.products ? new Set(options.products) : null;
  const due = [...sourcesByProduct(db, rows)].filter(([product, sources]) =>
    wanted ? wanted.has(product) : isDue(rows.get(product), images.get(product), sources, now),
  );
  const report: PictureReport = { checked: due.length, made: 0, unchanged: 0, failures: [], removed: 0, left: 0, seconds: 0 };
  const hosts = new Map<string, { limit: LimitFunction; unanswered: number }>();
  const making = pLimit(MADE_AT_ONCE);
  const at = now.toISOString();
  const save = statement(
    db,
    `INSERT INTO picture (product_id, source_url, shop_id, by_operator, etag, last_modified, source_hash, checked_at, failure)
     VALUES (@product, @url, @shop, @byOperator, @etag, @lastModified, @hash, @at, @failure)
     ON CONFLICT (product_id) DO UPDATE SET source_url = @url, shop_id = @shop, etag = @etag, last_modified = @lastModified,
       source_hash = @hash, checked_at = @at, failure = @failure`,
  );
  const setImage = statement(db, 'UPDATE product SET image = ? WHERE id = ?');

  const fetchFrom = async (url: string, known: PictureRow | undefined) => {
    const host = new URL(url).host;
    const state = hosts.get(host) ?? { limit: pLimit(PER_HOST), unanswered: 0 };
    hosts.set(host, state);
    return state.limit(async () => {
      if (state.unanswered >= HOST_GIVES_UP_AFTER)
        throw new PictureError(`${host} left for the next run: it failed to answer ${HOST_GIVES_UP_AFTER} times in a row`);
      try {
        const validators = known?.source_url === url ? { etag: known.etag, lastModified: known.last_modified } : null;
        const fetched = await fetchSource(url, validators, limits);
        state.unanswered = 0;
        return fetched;
      } catch (error) {
        if (error instanceof PictureError && error.unreachable) state.unanswered += 1;
        throw error;
      }
    });
  };

  const refresh = async (product: number, sources: Source[]) => {
    if (performance.now() - started > (options.budgetMs ?? RUN_BUDGET_MS)) {
      report.left += 1;
      return;
    }
    const row = rows.get(product);
    const byOperator = row?.by_operator ?? 0;
    // Asked for conditionally only while the product shows what its source made (else the bytes are needed again).
    const shown = row?.source_hash && images.get(product) === pictureName(row.source_hash) ? row : undefined;
    let reason = '';
    for (const source of sources) {
      try {
        const fetched = await fetchFrom(source.url, shown);
        const hash = fetched.status === 'fetched' ? sourceHash(fetched.bytes) : (row?.source_hash ?? null);
        const same = hash !== null && images.get(product) === pictureName(hash);
        if (fetched.status === 'fetched' && !same) setImage.run(await making(() => makePicture(fetched.bytes, options.imagesDir)), product);
        const validators = fetched.status === 'fetched' ? fetched : { etag: row?.etag ?? null, lastModified: row?.last_modified ?? null };
        save.run({ product, url: source.url, shop: source.shop, byOperator, ...validators, hash, at, failure: null });
        if (same) report.unchanged += 1;
        else report.made += 1;
        return;
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        reason = error.message;
        report.failures.push({ shop: source.shop ?? 'operator', product, url: source.url, reason });
      }
    }
    const first = sources[0];
    if (!first) return;
    if (row) statement(db, 'UPDATE picture SET checked_at = ?, failure = ? WHERE product_id = ?').run(at, reason, product);
    else
      save.run({ product, url: first.url, shop: first.shop, byOperator, etag: null, lastModified: null, hash: null, at, failure: reason });
  };

  const products = pLimit(PRODUCTS_AT_ONCE);
  await Promise.all(due.map(([product, sources]) => products(() => refresh(product, sources))));
  if (!wanted) report.removed = removeUnnamed(db, options.imagesDir);
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** Removes made files (and files left half-written) that no product's picture names. */
function removeUnnamed(db: Db, imagesDir: string): number {
  const dir = madePicturesDir(imagesDir);
  if (!existsSync(dir)) return 0;
  const named = new Set(
    (statement(db, `SELECT image FROM product WHERE image LIKE '${PICTURE_BASE}%'`).all() as { image: string }[]).map((row) =>
      row.image.slice(row.image.lastIndexOf('/') + 1),
    ),
  );
  let removed = 0;
  for (const file of readdirSync(dir)) {
    const name = file.slice(0, file.lastIndexOf('-'));
    if (named.has(name) && !file.endsWith('.part')) continue;
    rmSync(join(dir, file));
    removed += 1;
  }
  return removed;
}
