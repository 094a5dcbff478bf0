import type { SearchPayload } from '../../../pages/payload.ts';
import type { PageScope } from './common.ts';
import { nodeLink } from './common.ts';
import { searchIndexEntry } from '../search-index/write.ts';

export function buildSearchPayload({ snapshot, site, index, locale, navFile }: PageScope): SearchPayload {
  return {
    screen: 'search',
    locale,
    navFile,
    index: searchIndexEntry(snapshot, site, locale),
    brands: index.topBrands().map(({ name, categories }) => ({
      name,
      categories: categories.map((category) => nodeLink(category, locale)),
    })),
  };
}
