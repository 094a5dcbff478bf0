import { join } from 'node:path';
import { OTHER_MARKET_FILE, type OtherMarketPrice } from '../../../pages/article/payload.ts';
import type { Site } from '../../../sites/index.ts';
import type { Snapshot } from '../../catalogue/snapshot.ts';
import { jsonKey } from '../page-keys.ts';
import { productPath } from '../payloads/common.ts';
import { buildOtherMarket, otherSiteOf } from '../payloads/other-market.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type Output } from './output.ts';

/** Each product listed on the other site with its `OTHER_MARKET_FILE` (unprefixed path) and that file's JSON. */
function* otherMarketFiles(snapshot: Snapshot, site: Site): Generator<{ path: string; json: string }> {
  const other = otherSiteOf(site);
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const part = buildOtherMarket(snapshot.otherMarket.get(product.id), site, other);
      const price: OtherMarketPrice | null = part && { lowest: part.lowest };
      if (price) yield { path: `${productPath(category, product)}/${OTHER_MARKET_FILE}`, json: JSON.stringify(price) };
    }
  }
}

/**
 * The other market's price beside each product's page that shows the line. The pages read it
 * after hydration, so the other site's daily price changes rewrite these small files, not this
 * site's pages in seven languages. Unchanged, a file is linked from the live build: a link
 * costs a fraction of a new file, and no old file is read.
 */
export const otherMarketOutput: Output = {
  name: 'other market',
  files: `\`<product>/${OTHER_MARKET_FILE}\``,
  key: "the hash of the file's JSON",
  open: ({ carry, snapshot, site }) => ({
    write: () => {
      const counts = { written: 0, carried: 0 };
      for (const { path, json } of otherMarketFiles(snapshot, site)) {
        const linked = carry.linkOrWrite(`other-market:${path}`, jsonKey(json), [path], () => writeFile(join(carry.dir, path), json));
        counts[linked ? 'carried' : 'written'] += 1;
      }
      return { detail: `${counts.written} files written, ${counts.carried} carried over`, ...counts };
    },
  }),
  serve: ({ snapshot, site, pathname }) => {
    if (!pathname.endsWith(`/${OTHER_MARKET_FILE}`)) return undefined;
    for (const file of otherMarketFiles(snapshot(), site)) if (file.path === pathname) return fileAnswer(file.json);
    return fileAnswer(null);
  },
};
