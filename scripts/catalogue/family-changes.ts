import { isVariantAxis } from '../../src/domain/family.ts';
import { statement, type Db } from './db.ts';
import { productSubject, recordChange } from './decisions.ts';
import { groupFamilies, setVariantValues, type VariantValue } from './families.ts';

/** A product's place among the families before a change by hand: the family set by hand it was in, and its variant values. */
interface FamilyPlace {
  product: number;
  manual: { id: number; name: string } | null;
  variant: VariantValue[];
}

/** What undoes a change to families: the places of the products it named. */
export interface FamilyUndo {
  kind: 'family';
  places: FamilyPlace[];
}

function placeOf(db: Db, product: number): FamilyPlace {
  const manual = statement(
    db,
    "SELECT f.id, f.name FROM product p JOIN product_family f ON f.id = p.family_id WHERE p.id = ? AND f.source = 'manual'",
  ).get(product) as { id: number; name: string } | undefined;
  const variant = (
    statement(db, 'SELECT axis, value FROM product_variant WHERE product_id = ? ORDER BY axis').all(product) as {
      axis: string;
      value: string;
    }[]
  ).filter((entry): entry is VariantValue => isVariantAxis(entry.axis));
  return { product, manual: manual ?? null, variant };
}

/**
 * A change to families by hand (`npm run family`, the desk): `work` makes it, recorded with the
 * places before of the products it names; its change's id.
 */
export function changeFamilies(
  db: Db,
  change: { by: string; command: string; summary: string },
  products: readonly number[],
  work: () => void,
): number {
  return db.transaction(() => {
    const undo: FamilyUndo = { kind: 'family', places: products.map((product) => placeOf(db, product)) };
    const id = recordChange(db, { ...change, undo, subjects: products.map(productSubject) });
    work();
    return id;
  })();
}

/**
 * Puts the products back where they were: their variant values, the families set by hand they
 * were in (made again with their ids if emptied since); the automatic families are grouped again
 * from that, as the grouping made them before.
 */
export function undoFamilies(db: Db, undo: FamilyUndo): void {
  const family = statement(db, "INSERT OR IGNORE INTO product_family (id, name, source) VALUES (?, ?, 'manual')");
  const assign = statement(db, 'UPDATE product SET family_id = ? WHERE id = ?');
  for (const place of undo.places) {
    statement(db, 'DELETE FROM product_variant WHERE product_id = ?').run(place.product);
    setVariantValues(db, place.product, place.variant, true);
    if (place.manual) family.run(place.manual.id, place.manual.name);
    assign.run(place.manual?.id ?? null, place.product);
  }
  statement(
    db,
    `DELETE FROM product_family WHERE source = 'manual' AND id NOT IN (SELECT family_id FROM product WHERE family_id IS NOT NULL)`,
  ).run();
  groupFamilies(db);
}
