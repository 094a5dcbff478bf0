import { OTHER_MARKET_FILE, type OtherMarketPrice } from '../../../pages/article/payload.ts';
import type { SiteIndex } from '../site-index.ts';
import { productPath } from '../payloads/common.ts';
import { buildOtherMarket, otherSiteOf } from '../payloads/other-market.ts';
import { jsonFilesOutput } from './output.ts';

/** Each product listed on the other site with its `OTHER_MARKET_FILE` (unprefixed path) and that file's JSON. */
function* otherMarketFiles({ snapshot, site }: SiteIndex): Generator<{ path: string; json: string }> {
  const other = otherSiteOf(site);
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const part = buildOtherMarket(snapshot.otherMarket.get(product.id), site, other);
      const price: OtherMarketPrice | null = part && { lowest: part.lowest };
      if (price) yield { path: `${productPath(category, product)}/${OTHER_MARKET_FILE}`, json: JSON.stringify(price) };
    }
  }
}

/** The other market's price beside each product's page that shows the line: the other site's daily price changes rewrite these files, not this site's pages. */
export const otherMarketOutput = jsonFilesOutput({
  name: 'other market',
  files: `\`<product>/${OTHER_MARKET_FILE}\``,
  claims: (pathname) => pathname.endsWith(`/${OTHER_MARKET_FILE}`),
  list: otherMarketFiles,
});
