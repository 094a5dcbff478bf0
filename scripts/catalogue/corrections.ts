import { UsageError } from '../catalogue-command.ts';
import { categoryId, offerOf, productName, putOffersBack, redecide, type ItemRef, type OfferPlace } from './correction-kit.ts';
import { statement, type Db } from './db.ts';
import { itemSubject, laterChangeOnSame, productSubject, recordChange, setDecision } from './decisions.ts';
import { undoFamilies, type FamilyUndo } from './family-changes.ts';
import { createFeedProduct, dropSource } from './feed-products.ts';
import { undoMerge, undoSplit, type MergeUndo, type SplitUndo } from './merge-split.ts';
import { undoFields, type FieldsUndo } from './product-edits.ts';
import { productExists, removeProduct } from './product-rows.ts';
import { settingProduct, undoSetting, type SettingUndo } from './settings.ts';
import { reviewWorklist } from './worklist.ts';

/** What an undo needs: the decision row it removes, the offer as it was; or what another command kept. */
type Undo =
  | {
      kind: 'decision';
      item: ItemRef;
      product: number;
      /** The item's accepted product before, and its decision on this product before (to write back). */
      before: { accepted: number | null; decision: 'accepted' | 'rejected' | null };
      offer: OfferPlace | null;
    }
  | { kind: 'create'; product: number; items: ItemRef[] }
  | FieldsUndo
  | MergeUndo
  | SplitUndo
  | SettingUndo
  | FamilyUndo;

function requireItem(db: Db, item: ItemRef): OfferPlace | null {
  const offer = offerOf(db, item);
  const queued = statement(db, 'SELECT 1 FROM unmatched_item WHERE shop_id = ? AND shop_item_id = ?').get(item.shop, item.id);
  if (!offer && !queued)
    throw new UsageError(`No item ${item.shop}:${item.id} in the catalogue: see npm run ingest:unmatched for the queued items.`);
  return offer;
}

const decisionOn = (db: Db, item: ItemRef, product: number) =>
  (
    statement(db, 'SELECT decision FROM item_decision WHERE shop_id = ? AND shop_item_id = ? AND product_id = ?').get(
      item.shop,
      item.id,
      product,
    ) as { decision: 'accepted' | 'rejected' } | undefined
  )?.decision ?? null;

const acceptedOf = (db: Db, item: ItemRef) =>
  (
    statement(db, "SELECT product_id AS id FROM item_decision WHERE shop_id = ? AND shop_item_id = ? AND decision = 'accepted'").get(
      item.shop,
      item.id,
    ) as { id: number } | undefined
  )?.id ?? null;

/** What undoes a decision on an item and a product: the decisions before it, and the offer as it was. */
const decisionUndo = (db: Db, item: ItemRef, product: number, offer: OfferPlace | null): Undo => ({
  kind: 'decision',
  item,
  product,
  before: { accepted: acceptedOf(db, item), decision: decisionOn(db, item, product) },
  offer,
});

/**
 * `accept <item> <product>`: the item is that product, whatever the matcher says. An offer moves
 * at once; a queued item lands on it with the next feed.
 */
export function acceptItem(db: Db, by: string, item: ItemRef, product: number): string {
  const name = productName(db, product);
  const offer = requireItem(db, item);
  return db.transaction(() => {
    const undo = decisionUndo(db, item, product, offer);
    const change = recordChange(db, {
      by,
      command: 'accept',
      summary: `accepted ${item.shop}:${item.id} as product ${product} (${name})`,
      undo,
      subjects: [itemSubject(item)],
    });
    setDecision(db, item, product, 'accepted', change);
    if (offer)
      statement(db, "UPDATE offer SET product_id = ?, matched_by = 'curated', match_evidence = NULL WHERE id = ?").run(product, offer.id);
    if (offer && offer.product_id !== product) dropSource(db, item.shop, item.id, offer.product_id);
    redecide(db, item);
    return `Change ${change}: ${item.shop}:${item.id} is product ${product} (${name})${offer ? '' : ' from the next feed on'}.`;
  })();
}

/**
 * `reject <item> <product>`: the item is never that product, and never proposed for it again.
 * An offer of it on the product leaves the page at once; the next feed decides the item again.
 */
export function rejectItem(db: Db, by: string, item: ItemRef, product: number): string {
  const name = productName(db, product);
  const offer = requireItem(db, item);
  const onIt = offer?.product_id === product ? offer : null;
  return db.transaction(() => {
    const undo = decisionUndo(db, item, product, onIt);
    const change = recordChange(db, {
      by,
      command: 'reject',
      summary: `rejected product ${product} (${name}) for ${item.shop}:${item.id}`,
      undo,
      subjects: [itemSubject(item)],
    });
    setDecision(db, item, product, 'rejected', change);
    if (onIt) statement(db, 'UPDATE offer SET gone_at = ? WHERE id = ? AND gone_at IS NULL').run(new Date().toISOString(), onIt.id);
    dropSource(db, item.shop, item.id, product);
    redecide(db, item);
    return `Change ${change}: ${item.shop}:${item.id} is not product ${product} (${name}), and will not be proposed for it again.`;
  })();
}

/** `create <proposal>`: a product made from a proposal's items (the worklist's), in their category or `category`. */
export function createFromProposal(db: Db, by: string, proposalId: string, categorySlug: string | undefined): string {
  return makeProductFromProposal(db, by, proposalId, categorySlug).message;
}

/** A product made from a proposal's items: the change, the product's id and name, and what to tell the operator. */
export function makeProductFromProposal(
  db: Db,
  by: string,
  proposalId: string,
  categorySlug: string | undefined,
): { change: number; product: number; name: string; message: string } {
  const proposal = reviewWorklist(db).find((entry) => entry.id === proposalId);
  if (!proposal) throw new UsageError(`No proposal ${proposalId}: npm run ingest:unmatched lists them by the id after "proposal".`);
  const slug = categorySlug ?? proposal.items.find((item) => item.category)?.category;
  const category = categoryId(db, slug ?? undefined);
  const gtins = new Set(proposal.items.flatMap((item) => (item.gtin ? [item.gtin] : [])));
  const gtin = gtins.size === 1 ? ([...gtins][0] as string) : null;
  if (gtin && statement(db, 'SELECT 1 FROM product WHERE gtin = ?').get(gtin))
    throw new UsageError(`GTIN ${gtin} is another product's already: accept the items as that product.`);
  return db.transaction(() => {
    const sources = proposal.items.map((item) => ({ shop: item.shop, id: item.id, title: item.title, brand: item.brand, mpn: item.mpn }));
    const made = createFeedProduct(db, {
      items: sources,
      gtin,
      categoryId: category,
      categorySlug: slug as string,
      at: new Date().toISOString(),
    });
    const items = sources.map(({ shop, id }) => ({ shop, id }));
    const undo: Undo = { kind: 'create', product: made.id, items };
    const summary = `created product ${made.id} (${made.name}) from ${items.length} item(s)`;
    const subjects = [productSubject(made.id), ...items.map(itemSubject)];
    const change = recordChange(db, { by, command: 'create', summary, undo, subjects });
    for (const item of items) {
      setDecision(db, item, made.id, 'accepted', change);
      redecide(db, item);
    }
    const message = `Change ${change}: product ${made.id} (${made.name}) from ${items.length} item(s); they land on it with the next feed.`;
    return { change, product: made.id, name: made.name, message };
  })();
}

/** Removes an item's offer of a product, with its history: it was the operator's to make, and is unmade. */
function dropOffer(db: Db, item: ItemRef, product: number): void {
  const ids = statement(db, 'SELECT id FROM offer WHERE shop_id = ? AND shop_item_id = ? AND product_id = ?').all(
    item.shop,
    item.id,
    product,
  ) as { id: number }[];
  for (const { id } of ids) {
    statement(db, 'DELETE FROM price_history WHERE offer_id = ?').run(id);
    statement(db, 'DELETE FROM offer WHERE id = ?').run(id);
  }
}

/** `undo <change>`: the change reverted, and recorded as a change of its own. */
export function undoChange(db: Db, by: string, changeId: number): string {
  const change = statement(db, 'SELECT id, command, summary, undo, undone_by FROM product_change WHERE id = ?').get(changeId) as
    { id: number; command: string; summary: string; undo: string; undone_by: number | null } | undefined;
  if (!change) throw new UsageError(`No change ${changeId}: npm run product -- history lists them.`);
  if (change.undone_by !== null) throw new UsageError(`Change ${changeId} was undone already, by change ${change.undone_by}.`);
  if (change.command === 'undo') throw new UsageError(`Change ${changeId} is an undo: make the change again instead.`);
  const later = laterChangeOnSame(db, changeId);
  if (later !== null)
    throw new UsageError(`Change ${changeId} cannot be undone before change ${later}, which changed the same since: undo ${later} first.`);
  const undo = JSON.parse(change.undo) as Undo;
  return db.transaction(() => {
    const own = recordChange(db, {
      by,
      command: 'undo',
      summary: `undid change ${changeId} (${change.summary})`,
      undo: { change: changeId },
      subjects: [],
    });
    statement(db, 'UPDATE product_change SET undone_by = ? WHERE id = ?').run(own, changeId);
    const missing = productsNeeded(undo).find((id) => !productExists(db, id));
    if (missing !== undefined)
      throw new UsageError(`Change ${changeId} cannot be undone: product ${missing} it would put back was removed since.`);
    if (undo.kind === 'create') {
      removeProduct(db, undo.product, null);
      for (const item of undo.items) redecide(db, item);
    } else if (undo.kind === 'fields') undoFields(db, undo);
    else if (undo.kind === 'merge') undoMerge(db, undo);
    else if (undo.kind === 'split') undoSplit(db, undo);
    else if (undo.kind === 'setting') undoSetting(db, undo);
    else if (undo.kind === 'family') undoFamilies(db, undo);
    else undoDecision(db, undo, change.command, own);
    return `Change ${own}: change ${changeId} undone (${change.summary}).`;
  })();
}

/** The products an undo puts things back on: each must still be in the catalogue. */
function productsNeeded(undo: Undo): number[] {
  if (undo.kind === 'decision') return [undo.product, undo.before.accepted, undo.offer?.product_id].filter((id) => typeof id === 'number');
  if (undo.kind === 'merge') return [undo.into];
  if (undo.kind === 'split') return [undo.from, undo.made];
  if (undo.kind === 'setting') return [settingProduct(undo)].filter((id) => id !== null);
  if (undo.kind === 'family') return undo.places.map((place) => place.product);
  return [undo.product];
}

function undoDecision(db: Db, undo: Extract<Undo, { kind: 'decision' }>, command: string, own: number): void {
  const forget = 'DELETE FROM item_decision WHERE shop_id = ? AND shop_item_id = ? AND product_id = ?';
  statement(db, forget).run(undo.item.shop, undo.item.id, undo.product);
  if (undo.before.decision) setDecision(db, undo.item, undo.product, undo.before.decision, own);
  if (undo.before.accepted !== null && undo.before.accepted !== undo.product)
    setDecision(db, undo.item, undo.before.accepted, 'accepted', own);
  // An offer the acceptance made (the item was queued then) goes with it: the next feed decides the item again.
  if (command === 'accept' && !undo.offer) dropOffer(db, undo.item, undo.product);
  if (undo.offer) putOffersBack(db, [undo.offer]);
  redecide(db, undo.item);
}

/** A change by hand as the log lists it: what, when, who, and the change that undid it. */
export interface ChangeRow {
  id: number;
  at: string;
  by: string;
  command: string;
  summary: string;
  undone_by: number | null;
}

/** The latest changes by hand, newest first. */
export function listChanges(db: Db, limit: number): ChangeRow[] {
  return statement(db, 'SELECT id, at, by, command, summary, undone_by FROM product_change ORDER BY id DESC LIMIT ?').all(
    limit,
  ) as ChangeRow[];
}

/** `history`: the latest changes, newest first. */
export function changeHistory(db: Db, limit: number): string {
  const rows = listChanges(db, limit);
  if (rows.length === 0) return 'No change has been made to the catalogue by hand.';
  return rows
    .map((row) => `${row.id}\t${row.at}\t${row.by}\t${row.summary}${row.undone_by ? `\t(undone by ${row.undone_by})` : ''}`)
    .join('\n');
}
