import { usePageContext } from '../../src/components/site-context.tsx';
import type { ProductCardData } from '../../src/components/payload-parts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { localizedHref } from '../../src/lib/paths.ts';
import { cardDelivery } from '../../src/domain/offers.ts';
import { docTotal, type SearchDoc } from '../../src/search/index-format.ts';
import type { SearchFilters } from '../../src/search/results.ts';
import { filterParams } from './search-filters.ts';

/** The results page's URL of `query` with some of `filters` changed; a shared link shows the same. */
export function useSearchHref(query: string, filters: SearchFilters) {
  const { locale } = usePageTranslation();
  return (change: Partial<SearchFilters> = {}) => localizedHref('/search', locale, filterParams(query, { ...filters, ...change }));
}

/**
 * The index's documents as product cards in the site's money, with the lowest total with delivery
 * where it differs, or free delivery; a family's member as its family's card (its name, span and shops), priced at
 * and leading to that member (docs/decisions/038-search-by-family.md).
 */
export function useDocCards(docs: SearchDoc[]): ProductCardData[] {
  const { currency } = usePageContext().site;
  const money = (minor: number) => (minor >= 0 ? { minor, currency } : null);
  return docs.map((doc) => {
    const [path, name, image, minor, shops, , , , , family] = doc;
    const price = money(minor);
    const card: ProductCardData = { path, name, image, price, ...cardDelivery(price, money(docTotal(doc))), shops };
    return family ? { ...card, shops: family[3], family: { name: family[2], variants: family[1], spans: family[4] } } : card;
  });
}
