import type { Db } from '../catalogue/db.ts';
import { identifiesGtin, identifiesMpn } from '../catalogue/gtin.ts';
import { productKeys, productsStamp, productVariants, type ProductKeys } from '../catalogue/product-keys.ts';
import type { OfferState } from '../catalogue/store.ts';
import type { MatchedBy } from '../../src/domain/matched-by.ts';
import { readDecisions } from '../catalogue/decisions.ts';
import { readQueuedDecisions } from '../catalogue/unmatched.ts';
import { findConflict } from '../matching/conflicts.ts';
import { sharedCode } from '../matching/codes.ts';
import { coverage, decidePair, UNSURE } from '../matching/decide.ts';
import { ProductIndex } from '../matching/product-index.ts';
import { profileOf, type Profile } from '../matching/profile.ts';
import type { ValidItem } from './validate-item.ts';

export interface Match {
  productId: number;
  by: MatchedBy;
  /** What the match rests on, shown with it (the model code); null when the method says it. */
  evidence: string | null;
}

/** A product the review queue proposes for an item, with the matcher's score and why. */
export interface Candidate {
  product: number;
  score: number;
  why: string;
}

/** An item that matched no product: why (when a GTIN or MPN was refused, or two products fit), and its best candidates. */
export interface NoMatch {
  reason: string | null;
  candidates: Candidate[];
}

interface Keys {
  stamp: string;
  byGtin: Map<string, number>;
  /** `brand\0MPN` (case folded) to the product, or -1 when several products share them. */
  byBrandMpn: Map<string, number>;
  products: ProductIndex;
}

/** Candidates kept for the review queue, best first. */
const KEEP_CANDIDATES = 3;
/** Two candidates this close are the same fit: the item names too little to tell them apart. */
const TIE = 0.05;

const indexes = new WeakMap<Db, Keys>();
const brandMpnKey = (brand: string, mpn: string) => `${brand.toLowerCase()}\u0000${mpn.toUpperCase()}`;

/** GTINs, brand + MPN and model codes of every product, read once and reused while the product table is unchanged. */
function productIndex(db: Db): Keys {
  const stamp = productsStamp(db);
  const cached = indexes.get(db);
  if (cached?.stamp === stamp) return cached;
  const rows = [...productKeys(db)];
  const keys: Keys = { stamp, byGtin: new Map(), byBrandMpn: new Map(), products: new ProductIndex(rows, productVariants(db)) };
  for (const row of rows) {
    if (identifiesGtin(row.gtin)) keys.byGtin.set(row.gtin, row.id);
    if (identifiesMpn(row.mpn)) {
      const key = brandMpnKey(row.brand, row.mpn);
      keys.byBrandMpn.set(key, keys.byBrandMpn.has(key) ? -1 : row.id);
    }
  }
  indexes.set(db, keys);
  return keys;
}

/**
 * A matcher for one feed (docs/feeds.md, Matching): an item is the product with its GTIN, else
 * the one product with its brand + MPN, unless its title conflicts with that product (another
 * capacity, colour, model ...: the shop sent another product's code). Else the product the shop's
 * own id had before, with the method and evidence it was matched by. Else the one product whose
 * model code it shares with the title's other words in agreement (matching/decide.ts). What is
 * left waits for review with its best candidates.
 */
export function createMatcher(db: Db, shopId: string, shopOffers: Map<string, OfferState>) {
  const keys = productIndex(db);
  const queued = readQueuedDecisions(db, shopId);
  const decisions = readDecisions(db, shopId);
  /** A product made from a feed's item while the feed is read: the feed's next items find it. */
  const added = (product: ProductKeys) => {
    if (identifiesGtin(product.gtin)) keys.byGtin.set(product.gtin, product.id);
    if (identifiesMpn(product.mpn)) {
      const key = brandMpnKey(product.brand, product.mpn);
      keys.byBrandMpn.set(key, keys.byBrandMpn.has(key) ? -1 : product.id);
    }
    keys.products.add(product);
    keys.stamp = productsStamp(db);
  };
  const match = (item: ValidItem): Match | NoMatch => {
    const decided = decisions.get(item.shopItemId);
    if (decided?.accepted) return { productId: decided.accepted, by: 'curated', evidence: null };
    const rejected = decided?.rejected ?? new Set<number>();
    const seen = shopOffers.get(item.shopItemId);
    let profile: Profile | null = null;
    const itemProfile = () =>
      (profile ??= profileOf({ title: item.title, brand: item.brand, mpn: item.mpn, gtin: item.gtin }, keys.products.vocabulary));
    const refusals: string[] = [];
    /** A GTIN or MPN match, checked against the title unless this shop's item was that product already. */
    const checked = (productId: number | undefined, by: 'gtin' | 'brand-mpn', key: string): Match | null => {
      if (productId === undefined || productId < 0) return null;
      if (rejected.has(productId)) {
        refusals.push(`${key} is product ${productId}'s, which the operator rejected for this item`);
        return null;
      }
      if (seen?.product_id === productId) return { productId, by, evidence: null };
      const product = keys.products.profile(productId, false);
      const conflict =
        findConflict(itemProfile(), product, sharedCode(itemProfile().codes, product.codes), true) ??
        keys.products.familyConflict(itemProfile(), productId);
      if (!conflict) return { productId, by, evidence: null };
      refusals.push(`${key} is product ${productId}'s, but the title conflicts: ${conflict}`);
      return null;
    };
    const byGtin = checked(identifiesGtin(item.gtin) ? keys.byGtin.get(item.gtin) : undefined, 'gtin', `GTIN ${item.gtin}`);
    if (byGtin) return byGtin;
    const mpnKey = item.brand && identifiesMpn(item.mpn) ? brandMpnKey(item.brand, item.mpn) : null;
    const byMpn = checked(mpnKey ? keys.byBrandMpn.get(mpnKey) : undefined, 'brand-mpn', `${item.brand} ${item.mpn}`);
    if (byMpn) return byMpn;
    if (seen && !rejected.has(seen.product_id)) {
      const carried = seen.matched_by === 'model-code' || seen.matched_by === 'curated';
      return { productId: seen.product_id, by: carried ? seen.matched_by : 'shop-id', evidence: carried ? seen.match_evidence : null };
    }
    // Queued before as it is now, against the same products: decided as then, without reading its title again.
    const before = queued.get(item.shopItemId);
    const same =
      before && before.title === item.title && before.brand === item.brand && before.gtin === item.gtin && before.mpn === item.mpn;
    if (same && before.productsStamp === keys.stamp && refusals.length === 0) {
      return { reason: before.reason, candidates: JSON.parse(before.candidates) as Candidate[] };
    }
    return matchByCode(keys.products, itemProfile(), refusals, rejected);
  };
  return { match, added, stamp: () => keys.stamp, wasQueued: (id: string) => queued.has(id) };
}

/** The one product the item's model code and title agree with, else why not and the candidates to review. */
function matchByCode(products: ProductIndex, item: Profile, refusals: string[], rejected: ReadonlySet<number>): Match | NoMatch {
  const ids = products.byCode(item.codes);
  for (const id of products.byTitle(item)) ids.add(id);
  for (const id of rejected) ids.delete(id);
  const decided = [...ids]
    .map((id) => ({ id, decision: decidePair(item, products.profile(id)), covered: coverage(products.profile(id), item) }))
    .filter(({ id, decision }) => decision.score >= UNSURE && !products.familyConflict(item, id))
    .sort((a, b) => b.decision.score - a.decision.score || b.covered - a.covered || a.id - b.id);
  const [best, second] = decided;
  const candidates = decided
    .slice(0, KEEP_CANDIDATES)
    .map(({ id, decision }) => ({ product: id, score: decision.score, why: decision.why }));
  if (best?.decision.verdict === 'same' && best.decision.evidence) {
    // Of two that fit alike, the one whose own words the title has all of: `WIFI` in both, or in neither.
    if (!second || second.decision.score < best.decision.score - TIE || second.covered < best.covered) {
      return { productId: best.id, by: 'model-code', evidence: best.decision.evidence.value };
    }
    refusals.push(`products ${best.id} and ${second.id} fit it alike (score ${best.decision.score} and ${second.decision.score})`);
  }
  return { reason: refusals.length > 0 ? refusals.join('; ') : null, candidates };
}
