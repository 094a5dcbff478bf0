import type { SearchPayload } from '../../../pages/payload.ts';
import type { PageScope } from './common.ts';
import { nodeLink } from './common.ts';

export function buildSearchPayload({ index, locale, navFile }: PageScope): SearchPayload {
  return {
    screen: 'search',
    locale,
    navFile,
    brands: index.topBrands().map(({ name, categories }) => ({
      name,
      categories: categories.map((category) => nodeLink(category, locale)),
    })),
  };
}
