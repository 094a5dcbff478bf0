import type { HomePayload } from '../../../pages/payload.ts';
import type { ProductCardData } from '../../../src/components/payload-parts.ts';
import type { SiteIndex } from '../site-index.ts';
import type { PageScope } from './common.ts';
import { categoryLink, productCard } from './common.ts';

const DROPS = 12;

/** The biggest drops are the same in every locale: computed once per site. */
export function findDrops(index: SiteIndex): ProductCardData[] {
  const { snapshot, site } = index;
  const drops: ProductCardData[] = [];
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const percent = index.drop(product);
      if (percent > 0) drops.push({ ...productCard(category, product, site, snapshot.specLabels), dropPercent: percent });
    }
  }
  return drops.sort((a, b) => (b.dropPercent ?? 0) - (a.dropPercent ?? 0) || a.path.localeCompare(b.path)).slice(0, DROPS);
}

export function buildHomePayload({ snapshot, locale, ...scope }: PageScope, drops: ProductCardData[]): HomePayload {
  return {
    screen: 'home',
    locale,
    navFile: scope.navFile,
    drops,
    categories: snapshot.categories.filter((category) => category.products.length > 0).map((category) => categoryLink(category, locale)),
  };
}
