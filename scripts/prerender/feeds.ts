import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../sites/index.ts';
import { FEED_ENTRIES, newestEvents, productEvents, type FeedEvent } from '../../src/domain/feed-events.ts';
import { FEED_FILE } from '../../src/lib/feed-path.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { productHistories } from '../catalogue/product-histories.ts';
import type { Snapshot, SnapshotProduct } from '../catalogue/snapshot.ts';
import { jsonKey, type OutputKeys } from './incremental/build-keys.ts';
import type { FeedMessage, FeedWorkerSetup } from './feed-worker.ts';
import { atomFeed, readFeedTexts, type FeedSource } from './feed-xml.ts';
import { nodeLink, productPath } from './payloads/common.ts';
import { runInWorkers, type Workers } from './worker-pool.ts';
import { splitLocale } from '../../src/lib/paths.ts';

function newestChange(products: readonly SnapshotProduct[]): string {
  let newest = new Date(0).toISOString();
  for (const product of products) for (const offer of product.offers) if (offer.changedAt > newest) newest = offer.changedAt;
  return newest;
}

/**
 * A feed of the site: its page, the products whose pages show what it is made of (their article
 * keys cover their names, paths, shops and histories: article-key.ts), and its source, worked
 * out only when asked (a rebuild carries most feeds over without their events).
 */
export interface FeedItem {
  page: string;
  products: readonly string[];
  source: () => FeedSource;
}

/** Every category's and product's feed on the site; a product's events are worked out at most once for both. */
function* feedItems(snapshot: Snapshot, site: Site): Generator<FeedItem> {
  for (const category of snapshot.categories) {
    if (category.products.length === 0) continue;
    const products = category.products.map((product) => {
      let events: FeedEvent[] | undefined;
      return {
        product: { id: product.id, name: product.name },
        path: productPath(category, product),
        shops: new Map(product.offers.map((offer) => [offer.shopId, offer.shop])),
        events: () => (events ??= productEvents(productHistories(product), site.currency)),
        eventsSince: (since: number) => events ?? productEvents(productHistories(product), site.currency, FEED_ENTRIES, since),
        quietSince: newestChange([product]),
      };
    });
    type Item = (typeof products)[number];
    const entry = (item: Item, event: FeedEvent) => ({
      product: item.product,
      path: item.path,
      shopName: item.shops.get(event.shop) ?? event.shop,
      event,
    });
    for (const item of products) {
      yield {
        page: item.path,
        products: [item.path],
        source: () => ({
          page: item.path,
          name: item.product.name,
          entries: item.events().map((event) => entry(item, event)),
          quietSince: item.quietSince,
        }),
      };
    }
    yield {
      page: category.path,
      products: products.map((item) => item.path),
      source: () => ({
        page: category.path,
        name: Object.fromEntries(LOCALES.map((locale) => [locale, nodeLink(category, locale).name])) as Record<Locale, string>,
        entries: newestEvents(
          products,
          (item, since) => item.eventsSince(since),
          (item) => Date.parse(item.quietSince),
          (a, b) => a.product.id - b.product.id,
        ).map(({ product, event }) => entry(product, event)),
        quietSince: newestChange(category.products),
      }),
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
 * every locale, on worker threads. A feed's key is its content's (its writer's version and its
 * source); a feed whose key is unchanged is carried over from the live build, as pages are. The
 * source (its events) is worked out only when the feed's products' article keys changed: the
 * live build notes them beside each feed's key. A product whose price rose changed its pages,
 * not its feed (no drop), and its feed is carried over all the same.
 */
export async function writeFeeds(
  snapshot: Snapshot,
  site: Site,
  keys: OutputKeys,
  options: Workers & { version: string },
): Promise<{ written: number; carried: number }> {
  // Feeds a build made in place already has: nothing to do, nothing sent (and no worker started when none is).
  let kept = 0;
  function* toWrite(): Generator<FeedMessage> {
    for (const item of feedItems(snapshot, site)) {
      const articleKeys = item.products.map((path) => keys.read('pages', path));
      if (articleKeys.some((key) => key === undefined)) {
        // Written, and still recorded: a build made in place removes the feeds its keys do not hold.
        keys.written(item.page);
        yield { page: item.page, sourceJson: JSON.stringify(item.source()) };
        continue;
      }
      const inputs = createHash('sha256').update(options.version);
      for (const key of articleKeys) inputs.update(`\0${key}`);
      const made = inputs.digest('base64url').slice(0, 22);
      // The same products as the live build's feed: the same feed, whose key the live build has.
      const live = keys.liveNote(item.page) === made ? keys.liveKey(item.page) : undefined;
      // The feed's source, made once and only when the live build's key does not already say what it is.
      let json: string | undefined;
      const sourceJson = () => (json ??= JSON.stringify(item.source()));
      const key = live ?? jsonKey(`${options.version}\0${sourceJson()}`);
      keys.note(item.page, made);
      const how = keys.decide(item.page, key);
      if (how === 'kept') kept += 1;
      else if (how === 'linked') yield { page: item.page, unchanged: true };
      else yield { page: item.page, sourceJson: sourceJson() };
    }
  }
  const setup: FeedWorkerSetup = { site, siteDir: keys.dir, liveDir: keys.liveDir, inPlace: keys.inPlace };
  const { done, carried } = await runInWorkers(
    toWrite(),
    { module: './feed-worker.ts', data: setup },
    { threads: options.threads, growTo: options.growTo },
  );
  return { written: done - carried, carried: carried + kept };
}

/** The dev server's answer for `pathname`: the feed's XML, null for no such feed, undefined when not a feed path. */
export function readFeedFile(snapshot: Snapshot, site: Site, pathname: string): string | null | undefined {
  if (!pathname.endsWith(`/${FEED_FILE}`)) return undefined;
  const { locale, path } = splitLocale(pathname);
  const page = path.slice(0, -`/${FEED_FILE}`.length);
  for (const item of feedItems(snapshot, site)) if (item.page === page) return atomFeed(item.source(), site, locale);
  return null;
}
