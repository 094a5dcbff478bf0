import type { ListFamily } from '../../../src/catalogue-list/list-schema.ts';
import type { ProductCardData } from '../../../src/components/payload-parts.ts';
import { familySpans } from '../../../src/domain/family.ts';
import type { SnapshotFamily, SnapshotNode, SnapshotProduct } from '../../catalogue/snapshot.ts';

/** A product of a category with its card and sort keys (category-list.ts). */
export interface CategoryRow {
  product: SnapshotProduct;
  card: ProductCardData;
  drop: number;
  total: number;
  /** Its place in the snapshot's name order. */
  order: number;
}

/** A card of a category: a family's products there, or a product alone. */
interface Unit {
  rows: CategoryRow[];
  family: SnapshotFamily | null;
  shops: number;
}

/** The cards a category shows: one per family among its products, one per product alone (docs/decisions/036-product-families.md). */
export function cardCount(category: SnapshotNode): number {
  const families = new Set<SnapshotFamily>();
  let alone = 0;
  for (const product of category.products) {
    if (product.family) families.add(product.family);
    else alone += 1;
  }
  return alone + families.size;
}

/** The row a family's card shows and leads to: its cheapest priced variant, the first in list order on a tie. */
export function cheapestRow(rows: readonly CategoryRow[]): CategoryRow {
  let best = rows[0] as CategoryRow;
  for (const row of rows) {
    const price = row.card.price?.minor ?? Infinity;
    if (price < (best.card.price?.minor ?? Infinity)) best = row;
  }
  return best;
}

/**
 * The category's rows in card order: most shops first (a family's: the shops selling any of its
 * variants), then the snapshot's name order; a family's rows next to each other, most shops
 * first. With each row's card index, the cards, and the list's families.
 */
export function groupCategoryRows(rows: CategoryRow[]): {
  rows: CategoryRow[];
  unitOf: number[];
  cards: ProductCardData[];
  families: ListFamily[];
  family: number[];
} {
  const byFamily = new Map<SnapshotFamily, Unit>();
  const units: Unit[] = [];
  for (const row of [...rows].sort((a, b) => b.card.shops - a.card.shops || a.order - b.order)) {
    const family = row.product.family;
    let unit = family ? byFamily.get(family) : undefined;
    if (!unit) {
      unit = { rows: [], family, shops: 0 };
      units.push(unit);
      if (family) byFamily.set(family, unit);
    }
    unit.rows.push(row);
  }
  for (const unit of units) {
    unit.shops = unit.family
      ? new Set(unit.rows.flatMap((row) => row.product.offers.map((offer) => offer.shopId))).size
      : (unit.rows[0] as CategoryRow).card.shops;
  }
  units.sort((a, b) => b.shops - a.shops || (a.rows[0] as CategoryRow).order - (b.rows[0] as CategoryRow).order);
  const families: ListFamily[] = [];
  const cards = units.map((unit) => {
    const shown = cheapestRow(unit.rows);
    if (!unit.family || unit.rows.length < 2) return shown.card;
    const family: ListFamily = {
      name: unit.family.name,
      shops: unit.shops,
      variants: unit.rows.length,
      spans: familySpans(unit.rows.map((row) => row.product.variant)),
    };
    families.push(family);
    return { ...shown.card, shops: unit.shops, family: { name: family.name, variants: family.variants, spans: family.spans } };
  });
  let familyIndex = 0;
  const family = units.flatMap((unit) => {
    const index = unit.family && unit.rows.length > 1 ? familyIndex++ : -1;
    return unit.rows.map(() => index);
  });
  return {
    rows: units.flatMap((unit) => unit.rows),
    unitOf: units.flatMap((unit, index) => unit.rows.map(() => index)),
    cards,
    families,
    family,
  };
}
