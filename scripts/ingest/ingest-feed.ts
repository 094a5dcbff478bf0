import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { createGunzip } from 'node:zlib';
import type { Db } from '../catalogue/db.ts';
import { readShop, recordShopFeed, setShopLastFeed } from '../catalogue/shops.ts';
import { dropSource, recordSource } from '../catalogue/feed-products.ts';
import { clearUnmatched } from '../catalogue/unmatched.ts';
import { placeUnmatched } from './new-products.ts';
import { compareOffer, markGone, markSeen, readShopOffers, recordOffer, type OfferInput } from '../catalogue/store.ts';
import { recordItemGroup, setVariantValues } from '../catalogue/families.ts';
import { createDecoder, sniffEncoding } from './decode.ts';
import { IngestError } from './errors.ts';
import { checkFeedTime, fileNameTime, readAtOption } from './feed-time.ts';
import { createMatcher } from './match-product.ts';
import { createParser, detectFormat, type FeedFormat } from './parsers/detect.ts';
import { inline, quote } from './printable.ts';
import { FeedError, type RawItem } from './raw-item.ts';
import { validateItem, type RejectReason, type ValidItem } from './validate-item.ts';
import { assertLocksHeld } from '../run-lock.ts';

export interface IngestOptions {
  shopId: string;
  file: string;
  /** The feed's time; else a date in the file name, else the feed's own, else the file's mtime. */
  at?: string;
  /**
   * A full feed marks the shop's offers missing from it as gone; a partial one does not. By
   * default, as the shop is registered (`npm run shop -- add ... --partial-feed`).
   */
  partial?: boolean;
  onProgress?: (bytesRead: number, bytesTotal: number) => void;
}

export interface Rejection {
  item: number;
  line: number;
  id: string | null;
  reason: RejectReason;
  detail: string;
}

export interface IngestReport {
  shop: string;
  file: string;
  format: FeedFormat | null;
  at: string | null;
  items: number;
  newOffers: number;
  priceChanges: number;
  unchanged: number;
  rejected: number;
  rejectedByReason: Partial<Record<RejectReason, number>>;
  /** The first rejections with where and why (all are counted above). */
  rejections: Rejection[];
  unmatched: number;
  /** Products made from the feed's identified items that matched none (new-products.ts). */
  productsCreated: number;
  /** Products made from feeds that a shop's item listed for the first time: named again from all their shops' items. */
  newSources: number[];
  gone: number;
  /** Why offers missing from a full feed were not marked gone (too many items rejected), or null. */
  goneWithheld: string | null;
  /** Items that landed without a value their feed stated badly (a delivery time), and the first of them with why. */
  dropped: number;
  drops: DroppedValue[];
}

/** A value left out of an item that landed: where, and why. */
export type DroppedValue = Omit<Rejection, 'reason'>;

const KEEP_REJECTIONS = 200;

function isGzip(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/**
 * Why a full feed must not mark the shop's missing offers gone: when more than half of its
 * items were rejected (or none is left), the feed is broken, not the shop's range emptied.
 */
function withholdGone(report: IngestReport): string | null {
  const { items, rejected } = report;
  if (items === 0) return 'the feed has no items: offers missing from the feed are not marked gone';
  if (rejected * 2 <= items) return null;
  return `${rejected} of ${items} items were rejected (more than half): offers missing from the feed are not marked gone`;
}

/** Starts the feed's write transaction, waiting the connection's busy timeout for another writer. */
function beginWrite(db: Db): void {
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    const seconds = Number(db.pragma('busy_timeout', { simple: true })) / 1000;
    throw new IngestError(
      `The catalogue ${db.name} is busy: another process kept writing to it for more than ${seconds} s. ` +
        'Try again when it has finished (npm run update, ingest and shop all write to it).',
    );
  }
}

/** The feed's time from the first source that has one (IngestOptions.at), checked against the clock. */
function feedTime(file: string, optionAt: string | undefined, ownTime: string | null): string {
  if (optionAt) return optionAt;
  const named = fileNameTime(file);
  if (named) return checkFeedTime(named, `its file name ${quote(basename(file), 80)}`);
  if (ownTime) return checkFeedTime(ownTime, 'the feed itself');
  return checkFeedTime(statSync(file).mtime.toISOString(), "the file's modification time");
}

/**
 * Ingests one shop's feed in one transaction: the catalogue ends as before the feed (when it
 * is unusable, or the process dies) or as after it. Items stream through; bad items are
 * rejected one by one with where and why, the rest lands.
 */
export async function ingestFeed(db: Db, options: IngestOptions): Promise<IngestReport> {
  const optionAt = options.at === undefined ? undefined : readAtOption(options.at);
  // The shop's state is read and decided on inside the write transaction: another ingest of the
  // shop that commits meanwhile (a newer feed) is seen, not overwritten with older data.
  beginWrite(db);
  try {
    const report = await ingestInTransaction(db, options, optionAt);
    assertLocksHeld();
    db.exec('COMMIT');
    return report;
  } catch (error) {
    db.exec('ROLLBACK');
    if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' || (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR') {
      throw new FeedError(`the gzip data is damaged or cut off: ${(error as Error).message}`, 'the compressed stream');
    }
    throw error;
  }
}

async function ingestInTransaction(db: Db, options: IngestOptions, optionAt: string | undefined): Promise<IngestReport> {
  const shop = readShop(db, options.shopId);
  if (!shop) {
    throw new IngestError(
      `Unknown shop ${quote(options.shopId)}: register it first with npm run shop -- add ${inline(options.shopId)} --name <name> --country MNE|BIH --url <url>`,
    );
  }
  const report: IngestReport = {
    shop: shop.id,
    file: options.file,
    format: null,
    at: null,
    items: 0,
    newOffers: 0,
    priceChanges: 0,
    unchanged: 0,
    rejected: 0,
    rejectedByReason: {},
    rejections: [],
    unmatched: 0,
    productsCreated: 0,
    newSources: [],
    gone: 0,
    goneWithheld: null,
    dropped: 0,
    drops: [],
  };
  const gzipped = isGzip(options.file);
  const total = statSync(options.file).size;
  const seenIds = new Map<string, number>();
  const shopOffers = readShopOffers(db, shop.id);
  const matcher = createMatcher(db, shop.id, shopOffers);
  const unchangedOffers: number[] = [];
  let parser: ReturnType<typeof createParser> | null = null;

  const resolveAt = (): string => {
    if (report.at) return report.at;
    const at = feedTime(options.file, optionAt, parser?.feedTime() ?? null);
    if (shop.last_feed_at && at < shop.last_feed_at) {
      throw new IngestError(
        `The feed's time ${at} is before the last feed ingested for ${shop.id} (${shop.last_feed_at}): ingest a shop's feeds in date order.`,
      );
    }
    report.at = at;
    return at;
  };

  const reject = (raw: RawItem, reason: RejectReason, detail: string) => {
    report.rejected += 1;
    report.rejectedByReason[reason] = (report.rejectedByReason[reason] ?? 0) + 1;
    if (report.rejections.length < KEEP_REJECTIONS) {
      report.rejections.push({ item: raw.itemNumber, line: raw.line, id: raw.fields.id ?? null, reason, detail });
    }
  };

  const land = (item: ValidItem, at: string) => {
    const found = matcher.match(item);
    const matched = 'productId' in found ? found : placeUnmatched(db, matcher, shop.id, item, found, at);
    if (!matched) {
      report.unmatched += 1;
      return;
    }
    if (!('productId' in found)) report.productsCreated += 1;
    const offer: OfferInput = {
      productId: matched.productId,
      shopId: shop.id,
      shopItemId: item.shopItemId,
      priceMinor: item.price.minor,
      salePriceMinor: item.salePrice?.minor ?? null,
      currency: item.price.currency,
      shippingMinor: item.shipping?.minor ?? shop.shipping_minor,
      deliveryMinDays: item.delivery?.min ?? null,
      deliveryMaxDays: item.delivery?.max ?? null,
      availability: item.availability,
      url: item.link,
      matchedBy: matched.by,
      matchEvidence: matched.evidence,
      imageUrl: item.image,
    };
    if (item.itemGroupId) recordItemGroup(db, shop.id, item.itemGroupId, matched.productId);
    if (item.variant.length > 0) setVariantValues(db, matched.productId, item.variant);
    const current = shopOffers.get(item.shopItemId) ?? null;
    // A new offer, or one the item had before it waited in the queue (a rejection undone): it leaves the queue.
    if (!current || matcher.wasQueued(item.shopItemId)) clearUnmatched(db, shop.id, item.shopItemId);
    if (current && compareOffer(current, offer) === 'none') {
      unchangedOffers.push(current.id);
      report.unchanged += 1;
      return;
    }
    if (current && current.product_id !== matched.productId) dropSource(db, shop.id, item.shopItemId, current.product_id);
    const change = recordOffer(db, offer, at, current);
    const source = { shop: shop.id, id: item.shopItemId, title: item.title, brand: item.brand, mpn: item.mpn };
    if (change === 'new' && recordSource(db, matched.productId, source)) report.newSources.push(matched.productId);
    if (change === 'new') report.newOffers += 1;
    else if (change === 'changed') report.priceChanges += 1;
    else report.unchanged += 1;
  };

  const onItem = (raw: RawItem) => {
    report.items += 1;
    const at = resolveAt();
    const checked = validateItem(raw, { country: shop.country, at });
    if (!checked.ok) return reject(raw, checked.reason, checked.detail);
    const first = seenIds.get(checked.item.shopItemId);
    if (first !== undefined) return reject(raw, 'duplicate id', `id ${quote(checked.item.shopItemId)} is also item ${first}`);
    seenIds.set(checked.item.shopItemId, raw.itemNumber);
    if (checked.dropped) {
      report.dropped += 1;
      if (report.drops.length < KEEP_REJECTIONS) {
        report.drops.push({ item: raw.itemNumber, line: raw.line, id: checked.item.shopItemId, detail: checked.dropped });
      }
    }
    land(checked.item, at);
  };

  // The encoding is sniffed from the first decompressed bytes: a gzip's own head says nothing.
  let decoder: ReturnType<typeof createDecoder> | undefined;
  const stream = createReadStream(options.file, { highWaterMark: 256 * 1024 });
  let bytesRead = 0;
  stream.on('data', (chunk) => options.onProgress?.((bytesRead += chunk.length), total));
  const source = gzipped ? stream.pipe(createGunzip()) : stream;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    decoder ??= createDecoder(sniffEncoding(chunk));
    const text = decoder.write(chunk);
    if (!parser) {
      report.format = detectFormat(text, options.file);
      parser = createParser(report.format, onItem);
    }
    parser.write(text);
  }
  const rest = decoder?.end();
  if (!parser) throw new FeedError('the file is empty', 'byte 0');
  if (rest) parser.write(rest);
  parser.end();
  const at = resolveAt();
  markSeen(db, unchangedOffers, at);
  if (!(options.partial ?? shop.partial_feed === 1)) {
    report.goneWithheld = withholdGone(report);
    if (!report.goneWithheld) report.gone = markGone(db, shop.id, at);
  }
  setShopLastFeed(db, shop.id, at);
  recordShopFeed(db, shop.id, at, {
    items: report.items,
    rejected: report.rejected,
    rejectedByReason: report.rejectedByReason,
    unmatched: report.unmatched,
    gone: report.gone,
  });
  return report;
}
