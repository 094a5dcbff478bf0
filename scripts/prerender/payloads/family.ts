import { familyFile, type Family, type FamilyPrices } from '../../../pages/article/payload.ts';
import type { Site } from '../../../sites/index.ts';
import { variantPicker } from '../../../src/domain/family.ts';
import type { Snapshot, SnapshotFamily, SnapshotNode, SnapshotProduct } from '../../catalogue/snapshot.ts';
import { lowestPrice, productPath } from './common.ts';

const categories = new WeakMap<Snapshot, Map<SnapshotProduct, SnapshotNode>>();

/** A product's page (unprefixed): its family's members may be in other categories (a family set by hand). */
function memberPath(snapshot: Snapshot, product: SnapshotProduct): string {
  let byProduct = categories.get(snapshot);
  if (!byProduct) {
    byProduct = new Map(snapshot.categories.flatMap((category) => category.products.map((member) => [member, category] as const)));
    categories.set(snapshot, byProduct);
  }
  return productPath(byProduct.get(product) as SnapshotNode, product);
}

/** A family's key on the site: the smallest product id among its members there (its file's name). */
export function familyKey(family: SnapshotFamily): number {
  return Math.min(...family.members.map((member) => member.id));
}

/** The product page's variant picker, the same in every language; null without a family on the site. */
export function buildFamily(product: SnapshotProduct, snapshot: Snapshot): Family | null {
  const family = product.family;
  if (!family) return null;
  const members = family.members.map((member) => ({ values: member.variant, price: null }));
  const axes = variantPicker(members, family.members.indexOf(product)).map(({ axis, options }) => ({
    axis,
    options: options.map(({ value, member, selected }) => ({
      value,
      path: member === null ? null : memberPath(snapshot, family.members[member] as SnapshotProduct),
      ...(selected ? { selected } : {}),
    })),
  }));
  return axes.length > 0 ? { name: family.name, file: familyFile(familyKey(family)), axes } : null;
}

/** Every family of the site with its file's path and each member's lowest buyable price. */
export function* familyPrices(snapshot: Snapshot, site: Site): Generator<{ path: string; json: string }> {
  const seen = new Set<SnapshotFamily>();
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const family = product.family;
      if (!family || seen.has(family)) continue;
      seen.add(family);
      const prices: FamilyPrices = {};
      for (const member of family.members) prices[memberPath(snapshot, member)] = lowestPrice(member, site);
      yield { path: familyFile(familyKey(family)), json: JSON.stringify(prices) };
    }
  }
}
