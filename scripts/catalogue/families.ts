import { isVariantAxis, type VariantAxis } from '../../src/domain/family.ts';
import { statement, type Db } from './db.ts';

/**
 * The most products a family may have: its picker, its card's list entry and its prices file stay
 * bounded whatever a shop's item group holds (the sample's largest family has 15).
 */
export const MAX_FAMILY = 48;

/** A product's value on one variant axis. */
export interface VariantValue {
  axis: VariantAxis;
  value: string;
}

/**
 * Sets a product's variant values. Without `replace`, only a product that has none gets them:
 * values set by the catalogue or by hand, or by the first feed that named any, are kept whole.
 */
export function setVariantValues(db: Db, productId: number, values: readonly VariantValue[], replace = false): void {
  if (!replace && statement(db, 'SELECT 1 FROM product_variant WHERE product_id = ? LIMIT 1').get(productId)) return;
  const insert = statement(
    db,
    'INSERT INTO product_variant (product_id, axis, value) VALUES (?, ?, ?) ON CONFLICT (product_id, axis) DO UPDATE SET value = excluded.value',
  );
  for (const { axis, value } of values) insert.run(productId, axis, value);
}

/** Notes that a shop's feed put a product in an item group (GMC `item_group_id`). */
export function recordItemGroup(db: Db, shopId: string, itemGroupId: string, productId: number): void {
  statement(db, 'INSERT OR IGNORE INTO shop_item_group (shop_id, item_group_id, product_id) VALUES (?, ?, ?)').run(
    shopId,
    itemGroupId,
    productId,
  );
}

interface ProductRow {
  id: number;
  category_id: number;
  brand: string;
  model: string;
  family_id: number | null;
  source: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The model line: the model without its variant values and the separators they leave
 * (`iPhone 15 128 GB, Black` with `128 GB` and `Black` is `iPhone 15`).
 */
export function modelLine(model: string, values: readonly string[]): string {
  let line = model;
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    line = line.replace(new RegExp(`(^|[\\s,/(])${escapeRegExp(value)}(?=$|[\\s,/)])`, 'iu'), '$1');
  }
  return line
    .replace(/\(\s*\)/g, ' ')
    .replace(/(\s*[,/]\s*)+/g, ', ')
    .replace(/,\s*\(/g, ' (')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Union-find over product ids, with each set's size. */
function unions() {
  const parent = new Map<number, number>();
  const size = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root) as number;
    parent.set(id, root);
    return root;
  };
  const join = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    parent.set(Math.max(ra, rb), Math.min(ra, rb));
    size.set(Math.min(ra, rb), (size.get(ra) ?? 1) + (size.get(rb) ?? 1));
  };
  /** How many products the sets of `ids` hold together. */
  const sizeOf = (ids: Iterable<number>) => [...new Set([...ids].map(find))].reduce((total, root) => total + (size.get(root) ?? 1), 0);
  return { find, join, sizeOf };
}

/**
 * Groups products into families again, every one but those set by hand. Two products are one
 * family when they share a category and a brand, and either a shop's feed put them in one item
 * group, or their models are the same once their variant values are taken out. A family has
 * two members or more, at most MAX_FAMILY; it is named by its brand and model line.
 */
export function groupFamilies(db: Db): { families: number; members: number } {
  const products = db
    .prepare(
      `SELECT p.id, p.category_id, p.brand, p.model, p.family_id, f.source
       FROM product p LEFT JOIN product_family f ON f.id = p.family_id ORDER BY p.id`,
    )
    .all() as ProductRow[];
  const values = readVariantValues(db);
  const automatic = products.filter((product) => product.source !== 'manual');
  const byId = new Map(automatic.map((product) => [product.id, product]));
  const { find, join, sizeOf } = unions();
  const sameShelf = (a: ProductRow, b: ProductRow) => a.category_id === b.category_id && a.brand.toLowerCase() === b.brand.toLowerCase();

  const lines = new Map<string, number>();
  const lineOf = new Map<number, string>();
  for (const product of automatic) {
    const own = values.get(product.id);
    if (!own) continue;
    const line = modelLine(product.model, Object.values(own));
    if (!line || line.toLowerCase() === product.model.toLowerCase()) continue;
    lineOf.set(product.id, line);
    const key = `${product.category_id}\u0000${product.brand.toLowerCase()}\u0000${line.toLowerCase()}`;
    const first = lines.get(key);
    if (first === undefined) lines.set(key, product.id);
    else join(first, product.id);
  }

  const groups = new Map<string, ProductRow[]>();
  for (const row of db.prepare('SELECT shop_id, item_group_id, product_id FROM shop_item_group').iterate() as Iterable<{
    shop_id: string;
    item_group_id: string;
    product_id: number;
  }>) {
    const product = byId.get(row.product_id);
    if (!product) continue;
    const key = `${row.shop_id}\u0000${row.item_group_id}`;
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  // A shop's item group is one model's variants only when it looks like one: of one brand and
  // category, its members' model lines the same, and no larger than a family with what other
  // evidence joined them to. A catch-all group is ignored; it never undoes a family.
  const fromFeeds = new Set<number>();
  for (const group of groups.values()) {
    const first = group[0] as ProductRow;
    const lineNames = new Set(group.flatMap((product) => lineOf.get(product.id)?.toLowerCase() ?? []));
    if (group.length < 2 || !group.every((product) => sameShelf(product, first)) || lineNames.size > 1) continue;
    if (sizeOf(group.map((product) => product.id)) > MAX_FAMILY) continue;
    for (const product of group) {
      join(first.id, product.id);
      fromFeeds.add(product.id);
    }
  }

  const members = new Map<number, ProductRow[]>();
  for (const product of automatic) {
    const root = find(product.id);
    const list = members.get(root) ?? [];
    members.set(root, list);
    list.push(product);
  }
  let families = 0;
  let grouped = 0;
  db.transaction(() => {
    db.prepare(`UPDATE product SET family_id = NULL WHERE family_id IN (SELECT id FROM product_family WHERE source != 'manual')`).run();
    db.prepare(`DELETE FROM product_family WHERE source != 'manual'`).run();
    const insert = db.prepare('INSERT INTO product_family (name, source) VALUES (?, ?)');
    const assign = db.prepare('UPDATE product SET family_id = ? WHERE id = ?');
    for (const list of members.values()) {
      // A group larger than a family may be is a shop's catch-all, not one model: its products stay alone.
      if (list.length < 2 || list.length > MAX_FAMILY) continue;
      const first = list[0] as ProductRow;
      const named = list.map((product) => lineOf.get(product.id)).find((line) => line !== undefined) ?? first.model;
      const source = list.some((product) => fromFeeds.has(product.id)) ? 'feed' : 'model';
      const id = Number(insert.run(`${first.brand} ${named}`, source).lastInsertRowid);
      for (const product of list) assign.run(id, product.id);
      families += 1;
      grouped += list.length;
    }
  })();
  return { families, members: grouped };
}

/** Puts products in one family by hand, named `name`: the grouping never changes it. */
export function setFamily(db: Db, name: string, productIds: readonly number[]): number {
  if (productIds.length > MAX_FAMILY) throw new Error(`A family has at most ${MAX_FAMILY} products; ${productIds.length} were given.`);
  return db.transaction(() => {
    const id = Number(db.prepare(`INSERT INTO product_family (name, source) VALUES (?, 'manual')`).run(name).lastInsertRowid);
    const assign = db.prepare('UPDATE product SET family_id = ? WHERE id = ?');
    for (const productId of productIds) {
      if (assign.run(id, productId).changes === 0)
        throw new Error(`No product ${productId}: see the product ids in its page's address (/<category>/<id>-<slug>).`);
    }
    db.prepare(
      `DELETE FROM product_family WHERE source = 'manual' AND id NOT IN (SELECT family_id FROM product WHERE family_id IS NOT NULL)`,
    ).run();
    return id;
  })();
}

/** Takes products out of their families by hand: each stays on its own until `setFamily` puts it in one. */
export function leaveFamily(db: Db, productIds: readonly number[]): void {
  db.transaction(() => {
    const insert = db.prepare(`INSERT INTO product_family (name, source) VALUES ('', 'manual')`);
    const assign = db.prepare('UPDATE product SET family_id = ? WHERE id = ?');
    for (const productId of productIds) {
      // A family of one set by hand: the grouping leaves it alone, and no card or picker shows it.
      const id = Number(insert.run().lastInsertRowid);
      if (assign.run(id, productId).changes === 0) throw new Error(`No product ${productId}.`);
    }
  })();
}

/** Every product's variant values, by product id. */
function readVariantValues(db: Db): Map<number, Partial<Record<VariantAxis, string>>> {
  const values = new Map<number, Partial<Record<VariantAxis, string>>>();
  for (const row of db.prepare('SELECT product_id, axis, value FROM product_variant').iterate() as Iterable<{
    product_id: number;
    axis: string;
    value: string;
  }>) {
    if (!isVariantAxis(row.axis)) continue;
    let own = values.get(row.product_id);
    if (!own) values.set(row.product_id, (own = {}));
    own[row.axis] = row.value;
  }
  return values;
}

/**
 * Every product's variant values and every family's name and members, by product id (the
 * snapshot keeps those on sale on a site). A catalogue opened read-only before families existed has none.
 */
export function readFamilies(db: Db): {
  values: Map<number, Partial<Record<VariantAxis, string>>>;
  families: { name: string; members: number[] }[];
} {
  const families = new Map<number, { name: string; members: number[] }>();
  if (!statement(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'product_family'").get())
    return { values: new Map(), families: [] };
  const values = readVariantValues(db);
  for (const row of db
    .prepare('SELECT p.id, p.family_id, f.name FROM product p JOIN product_family f ON f.id = p.family_id ORDER BY p.id')
    .iterate() as Iterable<{ id: number; family_id: number; name: string }>) {
    let family = families.get(row.family_id);
    if (!family) families.set(row.family_id, (family = { name: row.name, members: [] }));
    family.members.push(row.id);
  }
  return { values, families: [...families.values()] };
}
