import { decidePair } from '../matching/decide.ts';
import { deriveProduct } from '../matching/derive-product.ts';
import { plainWords, profileOf, type Profile } from '../matching/profile.ts';
import { brandKey } from '../matching/title-text.ts';
import { BRANDS } from '../matching/vocabulary.ts';
import { statement, type Db } from './db.ts';

/** A queued item as the worklist shows it. */
export interface QueuedItem {
  shop: string;
  id: string;
  title: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  category: string | null;
  priceMinor: number;
  currency: string;
  lastSeen: string;
  /** The item's page at its shop. */
  url: string;
  /** Its picture as its feed links it (http or https), or null. */
  image: string | null;
  reason: string | null;
  candidates: { product: number; score: number; why: string }[];
}

/**
 * One entry of the review worklist: the items of one or more shops that agree with each other
 * (one proposed product), their best candidates, and why they were not matched.
 */
export interface Proposal {
  /** `<shop>:<item id>` of its first item: what `npm run product -- create` takes. */
  id: string;
  /** The product its items propose, named as a product made from feeds would be (derive-product.ts), with its brand and model. */
  name: string;
  brand: string;
  model: string;
  /** What would tell the product from its family's other members, as the items give it. */
  variant: { axis: string; value: string }[];
  shops: number;
  items: QueuedItem[];
  candidates: { product: number; score: number; why: string }[];
  reasons: string[];
}

/**
 * The queued items of one shop or all: an item the operator accepted as a product waits for its
 * next feed off the queue, and a product the operator rejected for an item is no candidate of it.
 */
function readQueue(db: Db, shop: string | null): QueuedItem[] {
  const rows = statement(
    db,
    `SELECT u.shop_id AS shop, u.shop_item_id AS id, u.title, u.brand, u.gtin, u.mpn, n.slug AS category, u.price_minor AS priceMinor,
       u.currency, u.last_seen AS lastSeen, u.url, u.image_link AS image, u.reason, u.candidates,
       (SELECT json_group_array(d.product_id) FROM item_decision d
         WHERE d.shop_id = u.shop_id AND d.shop_item_id = u.shop_item_id AND d.decision = 'rejected') AS rejected
     FROM unmatched_item u LEFT JOIN nav_node n ON n.id = u.category_id
     WHERE (? IS NULL OR u.shop_id = ?) AND NOT EXISTS (SELECT 1 FROM item_decision d
       WHERE d.shop_id = u.shop_id AND d.shop_item_id = u.shop_item_id AND d.decision = 'accepted')
     ORDER BY u.shop_id, u.shop_item_id`,
  ).all(shop, shop) as (Omit<QueuedItem, 'candidates'> & { candidates: string; rejected: string })[];
  return rows.map(({ rejected, ...row }) => {
    const refused = new Set(JSON.parse(rejected) as number[]);
    const candidates = (JSON.parse(row.candidates) as QueuedItem['candidates']).filter((candidate) => !refused.has(candidate.product));
    return { ...row, candidates };
  });
}

/** A tiny union-find over item positions. */
function groups(count: number) {
  const parent = Array.from({ length: count }, (_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index] as number] as number;
    return index;
  };
  return { find, join: (a: number, b: number) => void (parent[find(a)] = find(b)) };
}

/**
 * Items of different shops are one proposal when they share a GTIN, a brand and MPN, or a model
 * code with nothing in conflict (matching/decide.ts): what several shops agree on is one product.
 */
function groupItems(items: QueuedItem[]): number[][] {
  const vocabulary = { brands: BRANDS, words: plainWords(items.map((item) => item.title)) };
  const profiles: Profile[] = items.map((item) => profileOf(item, vocabulary));
  const { find, join } = groups(items.length);
  const byKey = new Map<string, number[]>();
  profiles.forEach((profile, index) => {
    const item = items[index] as QueuedItem;
    const keys = [
      profile.gtin && `gtin:${profile.gtin}`,
      item.brand && item.mpn && `mpn:${brandKey(item.brand)}:${item.mpn.toUpperCase()}`,
    ];
    for (const code of profile.codes) keys.push(`code:${code.value}`);
    for (const key of keys) {
      if (!key) continue;
      const members = byKey.get(key);
      if (members) members.push(index);
      else byKey.set(key, [index]);
    }
  });
  for (const [key, members] of byKey) {
    for (const other of members.slice(1)) {
      const first = members[0] as number;
      if (find(first) === find(other) || items[first]?.shop === items[other]?.shop) continue;
      const agree = !key.startsWith('code:') || decidePair(profiles[first] as Profile, profiles[other] as Profile).verdict === 'same';
      if (agree) join(first, other);
    }
  }
  const byRoot = new Map<number, number[]>();
  items.forEach((_, index) => {
    const members = byRoot.get(find(index));
    if (members) members.push(index);
    else byRoot.set(find(index), [index]);
  });
  return [...byRoot.values()];
}

/**
 * The review queue as a worklist: items grouped into proposals, each with its best candidates,
 * ordered by what resolving it is worth (shops, then items), of one shop or all.
 */
export function reviewWorklist(db: Db, shop: string | null = null): Proposal[] {
  const items = readQueue(db, shop);
  const proposals = groupItems(items).map((members): Proposal => {
    const own = members.map((index) => items[index] as QueuedItem);
    const best = new Map<number, { product: number; score: number; why: string }>();
    for (const candidate of own.flatMap((item) => item.candidates)) {
      if ((best.get(candidate.product)?.score ?? -1) < candidate.score) best.set(candidate.product, candidate);
    }
    const first = own[0] as QueuedItem;
    const derived = deriveProduct(own, own.find((item) => item.category)?.category ?? '');
    return {
      id: `${first.shop}:${first.id}`,
      name: derived.name,
      brand: derived.brand,
      model: derived.model,
      variant: derived.variant,
      shops: new Set(own.map((item) => item.shop)).size,
      items: own,
      candidates: [...best.values()].sort((a, b) => b.score - a.score).slice(0, 3),
      reasons: [...new Set(own.flatMap((item) => (item.reason ? [item.reason] : [])))],
    };
  });
  return proposals.sort((a, b) => b.shops - a.shops || b.items.length - a.items.length || a.id.localeCompare(b.id));
}
