import type { SearchPayload } from '../../../pages/payload.ts';
import type { Snapshot, SnapshotNode } from '../../catalogue/snapshot.ts';
import type { PageScope } from './common.ts';
import { nodeLink } from './common.ts';

/** Enough brands to be useful without JavaScript; bounded however large the catalogue grows. */
export const TOP_BRANDS = 12;
export const BRAND_CATEGORIES = 3;

interface BrandTally {
  name: string;
  products: number;
  categories: SnapshotNode[];
}

const tallies = new WeakMap<Snapshot, BrandTally[]>();

/** The brands with most products, each with the categories holding most of them: the same in every locale. */
export function topBrands(snapshot: Snapshot): BrandTally[] {
  const cached = tallies.get(snapshot);
  if (cached) return cached;
  const counts = new Map<string, Map<SnapshotNode, number>>();
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      if (!product.brand) continue;
      const perCategory = counts.get(product.brand) ?? new Map<SnapshotNode, number>();
      perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
      counts.set(product.brand, perCategory);
    }
  }
  const top = [...counts]
    .map(([name, perCategory]) => ({
      name,
      products: [...perCategory.values()].reduce((sum, count) => sum + count, 0),
      // A stable sort: equal counts keep the catalogue's category order.
      categories: [...perCategory]
        .sort((a, b) => b[1] - a[1])
        .slice(0, BRAND_CATEGORIES)
        .map(([category]) => category),
    }))
    .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name))
    .slice(0, TOP_BRANDS);
  tallies.set(snapshot, top);
  return top;
}

export function buildSearchPayload({ snapshot, locale, navFile }: PageScope): SearchPayload {
  return {
    screen: 'search',
    locale,
    navFile,
    brands: topBrands(snapshot).map(({ name, categories }) => ({
      name,
      categories: categories.map((category) => nodeLink(category, locale)),
    })),
  };
}
