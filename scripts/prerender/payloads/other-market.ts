import { absoluteUrl } from '../../../pages/head.ts';
import type { OtherMarket, OtherMarketPrice } from '../../../pages/article/payload.ts';
import { loadSites, type Site } from '../../../sites/index.ts';
import { convertMoney, lowestMoney, type Money } from '../../../src/domain/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

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
