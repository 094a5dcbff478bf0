import { createHash } from 'node:crypto';
import type { SnapshotNode, SnapshotProduct } from '../catalogue/snapshot.ts';
import type { SiteIndex } from './site-index.ts';
import { offerChecked } from './payloads/article.ts';
import { buildFamily } from './payloads/family.ts';

/**
 * What a product's pages (all seven languages) are made of besides the code, as one key: with
 * the same build id (same code and site), equal keys give byte-identical pages, so an incremental
 * build carries them over without building their payloads (docs/decisions/018-incremental-build.md).
 * What moves every day goes in only as the pages show it: an offer's check time as its row has
 * it (offerChecked: none while it is its shop's latest feed), and of the catalogue's day (`asOf`)
 * each offer's stale flag and the month (the history's anchor).
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
      month: snapshot.asOf.slice(0, 7),
      otherMarket: snapshot.otherMarket.has(product.id),
      // The picker as the page shows it: its members' prices are in the family's file, not the page.
      family: buildFamily(product, index),
      navFiles,
    }),
  );
  for (const offer of offers) hash.update(offer.history);
  return hash.digest('base64url').slice(0, 22);
}
