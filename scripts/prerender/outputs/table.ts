import { buildMetaOutput } from './build-meta.ts';
import { categoryListsOutput } from './category-lists.ts';
import { familiesOutput } from './families.ts';
import { feedsOutput } from './feeds.ts';
import { freshnessOutput } from './freshness.ts';
import { hostHeadersOutput } from './host-headers.ts';
import { menusOutput } from './menus.ts';
import { openDataOutput } from './open-data.ts';
import { otherMarketOutput } from './other-market.ts';
import type { Output } from './output.ts';
import { pagesOutput } from './pages.ts';
import { productIndexOutput } from './product-index.ts';
import { redirectsOutput } from './redirects.ts';
import { searchIndexOutput } from './search-index.ts';
import { sitemapsOutput } from './sitemaps.ts';
import { webAppOutput } from './web-app.ts';

/**
 * Every kind of file a site's build writes, in the order it writes them; the dev server answers
 * from the same list. The search index comes before the pages, whose search pages carry its
 * entries: built once, its files' memory is given back before the render (search-index/write.ts).
 * The pages come before everything keyed by article keys (open data, feeds), which the render
 * records; the host headers last, from the rendered home page. The category lists and the
 * sitemaps are told of the pages as the render lists them.
 */
export const OUTPUTS: readonly Output[] = [
  menusOutput,
  searchIndexOutput,
  pagesOutput,
  categoryListsOutput,
  openDataOutput,
  otherMarketOutput,
  familiesOutput,
  productIndexOutput,
  redirectsOutput,
  feedsOutput,
  sitemapsOutput,
  webAppOutput,
  buildMetaOutput,
  freshnessOutput,
  hostHeadersOutput,
];
