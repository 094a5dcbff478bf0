import { join } from 'node:path';
import { absoluteUrl } from '../../../pages/head.ts';
import { OTHER_MARKET_FILE, type OtherMarket, type OtherMarketPrice } from '../../../pages/article/payload.ts';
import { loadSites, type Site } from '../../../sites/index.ts';
import { convertMoney, lowestMoney, type Money } from '../../../src/domain/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Snapshot } from '../../catalogue/snapshot.ts';
import { linkInto } from '../carry-over.ts';
import { jsonKey, type PageKeys } from '../page-keys.ts';
import { writeFile } from '../write-file.ts';
import { productPath } from './common.ts';

const configured = new Map<string, Site>();

/** The deployment's other site, with the domain the build's environment gives it (read once per site). */
export function otherSiteOf(site: Site): Site {
  let other = configured.get(site.country);
  if (!other) {
    other = loadSites(process.env).find((candidate) => candidate.country !== site.country);
    if (!other) throw new Error(`No site besides ${site.domain} is configured`);
    configured.set(site.country, other);
  }
  return other;
}

/** What a product's pages show of the other site in every language: built once per product. */
export interface OtherMarketPart {
  site: Site;
  lowest: OtherMarketPrice['lowest'];
}

/**
 * The product on the other site from the buyable prices of its offers there (each in its
 * shop's currency; empty: listed but nothing buyable; undefined: not listed). The lowest is
 * chosen as that site shows prices, in its currency, and converted from the offer's own
 * price into this site's currency, so an amount is never converted twice.
 */
export function buildOtherMarket(prices: readonly Money[] | undefined, site: Site, other: Site): OtherMarketPart | null {
  if (!prices) return null;
  const there = prices.map((price) => convertMoney(price, other.currency));
  const original = lowestMoney(there);
  const offer = original && prices[there.indexOf(original)];
  return { site: other, lowest: original && offer ? { original, converted: convertMoney(offer, site.currency) } : null };
}

/**
 * The payload's field: the part with the link to the product's page there, in `locale`. The
 * link is in the URL's normal form, the only form the client's payload check accepts.
 */
export function otherMarketPayload(part: OtherMarketPart | null, path: string, locale: Locale): OtherMarket | null {
  return part && { domain: part.site.domain, url: new URL(absoluteUrl(part.site, path, locale)).href };
}

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
 * Writes the other market's price beside each product's page that shows the line. The pages
 * read it after hydration, so the other site's daily price changes rewrite these small files,
 * not this site's pages in seven languages. A file's key (its JSON's hash) goes into `keys`;
 * with the live build's keys (`carry`), a file with the same key is hard-linked over from it
 * instead of written: a link costs a fraction of a new file, and no old file is read.
 */
export function writeOtherMarketFiles(
  siteDir: string,
  snapshot: Snapshot,
  site: Site,
  keys?: PageKeys,
  carry?: { previousDir: string; previousKeys: PageKeys },
): { written: number; carried: number } {
  const counts = { written: 0, carried: 0 };
  for (const { path, json } of otherMarketFiles(snapshot, site)) {
    const id = `other-market:${path}`;
    const key = jsonKey(json);
    keys?.set(id, key);
    if (carry?.previousKeys.get(id) === key && linkInto(join(carry.previousDir, path), join(siteDir, path))) {
      counts.carried += 1;
      continue;
    }
    writeFile(join(siteDir, path), json);
    counts.written += 1;
  }
  return counts;
}

/** The dev server's answer for `pathname`: the file's JSON, null for no such product, undefined when not such a file. */
export function readOtherMarketFile(snapshot: Snapshot, site: Site, pathname: string): string | null | undefined {
  if (!pathname.endsWith(`/${OTHER_MARKET_FILE}`)) return undefined;
  for (const file of otherMarketFiles(snapshot, site)) if (file.path === pathname) return file.json;
  return null;
}
