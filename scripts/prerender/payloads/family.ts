import { familyFile, type Family, type FamilyPrices } from '../../../pages/article/payload.ts';
import { variantPicker } from '../../../src/domain/family.ts';
import type { SnapshotFamily, SnapshotProduct } from '../../catalogue/snapshot.ts';
import type { SiteIndex } from '../site-index.ts';
import { lowestPrice, productPath } from './common.ts';

/** A product's page (unprefixed): its family's members may be in other categories (a family set by hand). */
function memberPath(index: SiteIndex, product: SnapshotProduct): string {
  return productPath(index.categoryOf(product), product);
}

/** A family's key on the site: the smallest product id among its members there (its file's name). */
export function familyKey(family: SnapshotFamily): number {
  return Math.min(...family.members.map((member) => member.id));
}

/** The product page's variant picker, the same in every language; null without a family on the site. */
export function buildFamily(product: SnapshotProduct, index: SiteIndex): Family | null {
  const family = product.family;
  if (!family) return null;
  const members = family.members.map((member) => ({ values: member.variant, price: null }));
  const axes = variantPicker(members, family.members.indexOf(product)).map(({ axis, options }) => ({
    axis,
    options: options.map(({ value, member, selected }) => ({
      value,
      path: member === null ? null : memberPath(index, family.members[member] as SnapshotProduct),
      ...(selected ? { selected } : {}),
    })),
  }));
  return axes.length > 0 ? { name: family.name, file: familyFile(familyKey(family)), axes } : null;
}

/** Every family of the site with its file's path and each member's lowest buyable price. */
export function* familyPrices(index: SiteIndex): Generator<{ path: string; json: string }> {
  const seen = new Set<SnapshotFamily>();
  for (const category of index.snapshot.categories) {
    for (const product of category.products) {
      const family = product.family;
      if (!family || seen.has(family)) continue;
      seen.add(family);
      const prices: FamilyPrices = {};
      for (const member of family.members) prices[memberPath(index, member)] = lowestPrice(member, index.site);
      yield { path: familyFile(familyKey(family)), json: JSON.stringify(prices) };
    }
  }
}
