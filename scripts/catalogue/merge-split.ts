import { UsageError } from '../catalogue-command.ts';
import { offerOf, productName, putOffersBack, type ItemRef, type OfferPlace } from './correction-kit.ts';
import { statement, type Db } from './db.ts';
import { itemSubject, productSubject, recordChange, setDecision } from './decisions.ts';
import { createFeedProduct, dropSource, recordSource, slugify } from './feed-products.ts';
import { readProductRows, removeProduct, restoreProductRows, type ProductRows } from './product-rows.ts';
import { insertProduct } from './store.ts';

interface DecisionRow {
  shop_id: string;
  shop_item_id: string;
  product_id: number;
  decision: 'accepted' | 'rejected';
  change_id: number;
}

/** An offer that moves, and its shop's item. */
interface Moved {
  offer: OfferPlace;
  item: ItemRef;
}

/** What undoes a merge: the merged product as it was, its offers, and what the other product had before. */
export interface MergeUndo {
  kind: 'merge';
  from: ProductRows;
  into: number;
  moved: Moved[];
  before: { gtin: string | null; decisions: DecisionRow[] };
}

/** What undoes a split: the offers as they were, and the items' decisions before. */
export interface SplitUndo {
  kind: 'split';
  from: number;
  made: number;
  moved: Moved[];
  decisions: DecisionRow[];
  /** What the items' shops said of the product, when it was made from feeds: kept on it again. */
  sources: SourceRow[];
}

const offersOn = (db: Db, product: number): Moved[] =>
  (
    statement(
      db,
      'SELECT id, product_id, matched_by, match_evidence, gone_at, shop_id, shop_item_id FROM offer WHERE product_id = ? ORDER BY id',
    ).all(product) as (OfferPlace & { shop_id: string; shop_item_id: string })[]
  ).map(({ shop_id, shop_item_id, ...offer }) => ({ offer, item: { shop: shop_id, id: shop_item_id } }));

interface SourceRow {
  shop: string;
  id: string;
  title: string;
  brand: string | null;
  mpn: string | null;
}

const sourceOf = (db: Db, product: number, item: ItemRef) =>
  statement(
    db,
    'SELECT shop_id AS shop, shop_item_id AS id, title, brand, mpn FROM product_source WHERE product_id = ? AND shop_id = ? AND shop_item_id = ?',
  ).get(product, item.shop, item.id) as SourceRow | undefined;

const decisionsOf = (db: Db, items: readonly ItemRef[]) =>
  items.flatMap(
    (item) => statement(db, 'SELECT * FROM item_decision WHERE shop_id = ? AND shop_item_id = ?').all(item.shop, item.id) as DecisionRow[],
  );

/** Gives items back the decisions they had: those made since on the items go. */
function putDecisionsBack(db: Db, items: readonly ItemRef[], rows: readonly DecisionRow[]): void {
  for (const item of items) statement(db, 'DELETE FROM item_decision WHERE shop_id = ? AND shop_item_id = ?').run(item.shop, item.id);
  const insert = statement(
    db,
    'INSERT OR REPLACE INTO item_decision (shop_id, shop_item_id, product_id, decision, change_id) VALUES (@shop_id, @shop_item_id, @product_id, @decision, @change_id)',
  );
  for (const row of rows) insert.run(row);
}

/** Moves offers to a product as the operator's word: each item accepted as it from then on. */
function moveOffers(db: Db, moved: readonly Moved[], product: number, change: number): void {
  const move = statement(db, "UPDATE offer SET product_id = ?, matched_by = 'curated', match_evidence = NULL WHERE id = ?");
  for (const { offer, item } of moved) {
    move.run(product, offer.id);
    setDecision(db, item, product, 'accepted', change);
  }
}

const decisionItem = (row: DecisionRow): ItemRef => ({ shop: row.shop_id, id: row.shop_item_id });

/**
 * `merge <from> <into>`: two products that are one. `from`'s offers, with their history, move to
 * `into` (its GTIN too, when `into` has none); `from` is removed and its address redirects to `into`.
 */
export function mergeProducts(db: Db, by: string, from: number, into: number): string {
  const fromName = productName(db, from);
  const intoName = productName(db, into);
  if (from === into) throw new UsageError('Name two different products: npm run product -- merge <from> <into>.');
  return db.transaction(() => {
    const rows = readProductRows(db, from);
    const moved = offersOn(db, from);
    const fromDecisions = rows.parts.item_decision as unknown as DecisionRow[];
    const items = [...moved.map(({ item }) => item), ...fromDecisions.map(decisionItem)];
    const intoGtin = (statement(db, 'SELECT gtin FROM product WHERE id = ?').get(into) as { gtin: string | null }).gtin;
    const undo: MergeUndo = {
      kind: 'merge',
      from: rows,
      into,
      moved,
      before: { gtin: intoGtin, decisions: decisionsOf(db, items) },
    };
    const summary = `merged product ${from} (${fromName}) into product ${into} (${intoName}), with ${moved.length} offer(s)`;
    const subjects = [productSubject(from), productSubject(into), ...items.map(itemSubject)];
    const change = recordChange(db, { by, command: 'merge', summary, undo, subjects });
    moveOffers(db, moved, into, change);
    const reject = statement(
      db,
      "INSERT OR IGNORE INTO item_decision (shop_id, shop_item_id, product_id, decision, change_id) VALUES (?, ?, ?, 'rejected', ?)",
    );
    for (const row of fromDecisions) if (row.decision === 'rejected') reject.run(row.shop_id, row.shop_item_id, into, change);
    const sources = rows.parts.product_source as unknown as {
      shop_id: string;
      shop_item_id: string;
      title: string;
      brand: string | null;
      mpn: string | null;
    }[];
    for (const source of sources) recordSource(db, into, { ...source, shop: source.shop_id, id: source.shop_item_id });
    removeProduct(db, from, into);
    if (intoGtin === null && rows.product.gtin) statement(db, 'UPDATE product SET gtin = ? WHERE id = ?').run(rows.product.gtin, into);
    return `Change ${change}: ${summary}; its address leads to product ${into} from the next build on.`;
  })();
}

export function undoMerge(db: Db, undo: MergeUndo): void {
  statement(db, 'UPDATE product SET gtin = ? WHERE id = ?').run(undo.before.gtin, undo.into);
  for (const source of undo.from.parts.product_source) dropSource(db, String(source.shop_id), String(source.shop_item_id), undo.into);
  restoreProductRows(db, undo.from);
  putOffersBack(
    db,
    undo.moved.map(({ offer }) => offer),
  );
  const items = [...undo.before.decisions.map(decisionItem), ...undo.moved.map(({ item }) => item)];
  putDecisionsBack(db, items, undo.before.decisions);
}

/**
 * `split <product> <shop>:<item>... [--name]`: the items' offers are another product. They move,
 * with their history, to a new product in the same category, named `name` or from their titles;
 * each item is accepted as the new product and rejected for the old.
 */
export function splitProduct(db: Db, by: string, from: number, items: readonly ItemRef[], name: string | undefined): string {
  const fromName = productName(db, from);
  if (items.length === 0)
    throw new UsageError(
      'Name the items that are another product: npm run product -- split <productId> <shop>:<item>... [--name "<name>"].',
    );
  const moved = items.map((item): Moved => {
    const offer = offerOf(db, item);
    if (offer?.product_id !== from) throw new UsageError(`${item.shop}:${item.id} is not an offer of product ${from} (${fromName}).`);
    return { offer, item };
  });
  const sources = items.flatMap((item) => sourceOf(db, from, item) ?? []);
  const title = name?.trim();
  if (!title && sources.length === 0)
    throw new UsageError('Give the new product\'s name: --name "<name>" (the shops\' titles of these items are not kept).');
  const product = statement(
    db,
    'SELECT p.category_id, p.brand, n.slug AS category FROM product p JOIN nav_node n ON n.id = p.category_id WHERE p.id = ?',
  ).get(from) as { category_id: number; brand: string; category: string };
  return db.transaction(() => {
    const at = new Date().toISOString();
    const made = title
      ? insertProduct(db, {
          categoryId: product.category_id,
          slug: slugify(title) || 'product',
          brand: product.brand,
          model: title,
          name: title,
          gtin: null,
          mpn: null,
          image: null,
          specs: [],
          createdAt: at,
        })
      : createFeedProduct(db, { items: sources, gtin: null, categoryId: product.category_id, categorySlug: product.category, at }).id;
    const undo: SplitUndo = {
      kind: 'split',
      from,
      made,
      moved,
      decisions: decisionsOf(db, items),
      sources,
    };
    const names = items.map((item) => `${item.shop}:${item.id}`).join(', ');
    const summary = `split ${names} from product ${from} (${fromName}) into new product ${made} (${productName(db, made)})`;
    const subjects = [productSubject(from), productSubject(made), ...items.map(itemSubject)];
    const change = recordChange(db, { by, command: 'split', summary, undo, subjects, at });
    moveOffers(db, moved, made, change);
    for (const item of items) {
      setDecision(db, item, from, 'rejected', change);
      dropSource(db, item.shop, item.id, from);
    }
    return `Change ${change}: ${summary}.`;
  })();
}

export function undoSplit(db: Db, undo: SplitUndo): void {
  putOffersBack(
    db,
    undo.moved.map(({ offer }) => offer),
  );
  putDecisionsBack(
    db,
    undo.moved.map(({ item }) => item),
    undo.decisions,
  );
  for (const source of undo.sources) recordSource(db, undo.from, source);
  removeProduct(db, undo.made, undo.from);
}
