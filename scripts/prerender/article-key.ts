import { createHash } from 'node:crypto';
import type { SnapshotNode, SnapshotProduct } from '../catalogue/snapshot.ts';
import type { SiteIndex } from './site-index.ts';
import type { OutputKeys } from './incremental/build-keys.ts';
import { productFigures } from './payloads/price-history.ts';
import { offerChecked } from './payloads/article.ts';
import { buildFamily } from './payloads/family.ts';

/**
 * What a product's pages (all seven languages) are made of besides the code, as one key: with
 * the same build id (same code and site), equal keys give byte-identical pages, so an incremental
 * build carries them over without building their payloads (docs/decisions/018-incremental-build.md).
 * What moves every day goes in only as the pages show it: an offer's check time as its row has
 * it (offerChecked: none while it is its shop's latest feed), and of the catalogue's day (`asOf`)
 * each offer's stale flag; the day the price check is as of goes in with `pageKey`.
 * Its family goes in as its picker shows it. The product and its offers go in whole otherwise, histories included, so a field added later counts too.
 */
export function articleKey(
  index: SiteIndex,
  trail: readonly [SnapshotNode, SnapshotNode, SnapshotNode],
  product: SnapshotProduct,
  navFiles: readonly string[],
): string {
  const { snapshot } = index;
  const { offers, family: _family, ...fields } = product;
  const hash = createHash('sha256').update(
    JSON.stringify({
      trail: trail.map(({ path, slug, names }) => [path, slug, names]),
      product: fields,
      labels: product.specs.map(({ key }) => snapshot.specLabels.get(key) ?? null),
      offers: offers.map((offer) => {
        const { history: _history, lastSeen: _lastSeen, ...rest } = offer;
        return { ...rest, ...offerChecked(offer, snapshot) };
      }),
      otherMarket: snapshot.otherMarket.has(product.id),
      shopFacts: offers.map((offer) => index.offerFacts(offer.shopId)),
      // The picker as the page shows it: its members' prices are in the family's file, not the page.
      family: buildFamily(product, index),
      navFiles,
    }),
  );
  for (const offer of offers) hash.update(offer.history);
  return hash.digest('base64url').slice(0, 22);
}

/**
 * A product's pages' key: its article key and the first day of its figures' span, which its
 * price check and chart are as of (payloads/price-history.ts's productFigures).
 */
export function pageKey(articleKey: string, figuresSince: string): string {
  return createHash('sha256').update(`${articleKey} ${figuresSince}`).digest('base64url').slice(0, 22);
}

/**
 * What the live build noted of a product (by its route: `noteArticle`), taken when it was noted
 * for this build's article key: same offers and histories, and the same code (the live build is
 * only reused with the same build id), give the same drop and the same span of figures, which
 * holds while the catalogue's day is before its end. Every rebuild shows every product's drop
 * (the home page, the category cards) and needs every product's span for its pages' keys:
 * working them all out again was some 2 s of the main thread at 20,000 products for the drops alone.
 */
export function carryArticle(route: string, product: SnapshotProduct, key: string, index: SiteIndex, keys: OutputKeys): void {
  const [noted, drop, since, until] = keys.liveNote(route)?.split(':') ?? [];
  if (noted !== key || drop === undefined || !since || until === undefined) return;
  index.knowDrop(product, Number(drop));
  if (until === '' || index.snapshot.asOf.slice(0, 10) < until) index.knowFigures(product, { since, until: until || null });
}

/** Notes a product's drop and figures' span for the next build, with the article key they are of (carryArticle). */
export function noteArticle(route: string, product: SnapshotProduct, key: string, index: SiteIndex, keys: OutputKeys): void {
  const span = productFigures(product, index);
  keys.note(route, `${key}:${index.drop(product)}:${span.since}:${span.until ?? ''}`);
}
