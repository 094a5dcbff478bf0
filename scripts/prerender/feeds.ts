import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../sites/index.ts';
import { newestEvents, productEvents } from '../../src/domain/feed-events.ts';
import { FEED_FILE } from '../../src/lib/feed-path.ts';
import { LOCALES, localePrefix, type Locale } from '../../src/i18n/locales.ts';
import type { Snapshot, SnapshotProduct } from '../catalogue/snapshot.ts';
import type { FeedMessage, FeedWorkerSetup } from './feed-worker.ts';
import { atomFeed, readFeedTexts, type FeedSource } from './feed-xml.ts';
import { nodeLink, productPath, shopHistory } from './payloads/common.ts';
import { runInWorkers } from './worker-pool.ts';

function newestChange(products: readonly SnapshotProduct[]): string {
  let newest = new Date(0).toISOString();
  for (const product of products) for (const offer of product.offers) if (offer.changedAt > newest) newest = offer.changedAt;
  return newest;
}

/** Every category's and product's feed source on the site; a product's events are worked out once for both. */
export function* feedSources(snapshot: Snapshot, site: Site): Generator<FeedSource> {
  for (const category of snapshot.categories) {
    if (category.products.length === 0) continue;
    const products = category.products.map((product) => ({
      product: { id: product.id, name: product.name },
      path: productPath(category, product),
      shops: new Map(product.offers.map((offer) => [offer.shopId, offer.shop])),
      events: productEvents(product.offers.map(shopHistory), site.currency),
      quietSince: newestChange([product]),
    }));
    for (const { product, path, shops, events, quietSince } of products) {
      yield {
        page: path,
        name: product.name,
        entries: events.map((event) => ({ product, path, shopName: shops.get(event.shop) ?? event.shop, event })),
        quietSince,
      };
    }
    const newest = newestEvents(
      products.map((item) => ({ product: item, events: item.events })),
      (a, b) => a.product.id - b.product.id,
    );
    yield {
      page: category.path,
      name: Object.fromEntries(LOCALES.map((locale) => [locale, nodeLink(category, locale).name])) as Record<Locale, string>,
      entries: newest.map(({ product, event }) => ({
        product: product.product,
        path: product.path,
        shopName: product.shops.get(event.shop) ?? event.shop,
        event,
      })),
      quietSince: newestChange(category.products),
    };
  }
}

/**
 * What a feed's files depend on besides its source: the code that writes them (this build's
 * code hash, and the writer's own source, which the pages' bundles do not contain) and the texts.
 */
export function feedWriterVersion(code: string): string {
  return createHash('sha256')
    .update(code)
    .update(readFileSync(join(import.meta.dirname, 'feed-xml.ts')))
    .update(JSON.stringify(readFeedTexts()))
    .digest('hex');
}

/**
 * Writes `<locale prefix><page path>/feed.xml` for every category and product of the site in
 * every locale, on worker threads. Each file carries its source's fingerprint (a comment); with
 * `previousDir` (the live build, same code), the workers hard-link a feed whose fingerprint is
 * unchanged over instead of writing it, as pages are (carry-over.ts). Returns the feeds (sources) of each kind.
 */
export async function writeFeeds(
  siteDir: string,
  snapshot: Snapshot,
  site: Site,
  options: { version: string; previousDir?: string | null; threads?: number },
): Promise<{ written: number; carried: number }> {
  function* toWrite(): Generator<FeedMessage> {
    for (const source of feedSources(snapshot, site)) {
      const sourceJson = JSON.stringify(source);
      const fingerprint = `source ${createHash('sha256').update(options.version).update(sourceJson).digest('base64url').slice(0, 22)}`;
      yield { page: source.page, sourceJson, fingerprint };
    }
  }
  const setup: FeedWorkerSetup = { site, siteDir, previousDir: options.previousDir };
  const { done, carried } = await runInWorkers(toWrite(), { module: './feed-worker.ts', data: setup }, { threads: options.threads });
  return { written: done - carried, carried };
}

/** The dev server's answer for `pathname`: the feed's XML, null for no such feed, undefined when not a feed path. */
export function readFeedFile(snapshot: Snapshot, site: Site, pathname: string): string | null | undefined {
  if (!pathname.endsWith(`/${FEED_FILE}`)) return undefined;
  const locale = LOCALES.find((code) => code !== 'sr' && pathname.startsWith(`${localePrefix(code)}/`)) ?? 'sr';
  const page = pathname.slice(localePrefix(locale).length, -`/${FEED_FILE}`.length);
  for (const source of feedSources(snapshot, site)) if (source.page === page) return atomFeed(source, site, locale);
  return null;
}
