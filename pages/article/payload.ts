import type { Availability } from '../../src/domain/availability.ts';
import type { MatchedBy } from '../../src/domain/matched-by.ts';
import type { Money } from '../../src/domain/money.ts';
import type { PriceHistory } from '../../src/domain/history.ts';
import type { PriceCheck } from '../../src/domain/price-check.ts';
import type { BasePayload, NavLink } from '../../src/components/payload-parts.ts';

export interface OfferRow {
  shop: string;
  shopId: string;
  price: Money;
  shipping: Money;
  total: Money;
  /** The shop priced it in the other currency; shown converted at the display rate. */
  converted: boolean;
  availability: Availability;
  /** Outbound link to the shop, http(s) only. */
  url: string;
  /**
   * ISO time the shop's feed last confirmed the offer; null while the offer is in its shop's
   * latest feed and fresh (that feed's time is in `builds/freshness.json`, so the payload stays
   * the same while the shop keeps confirming it).
   */
  lastSeen: string | null;
  /** Not confirmed for more than 3 days before the catalogue's newest change; listed after the fresh offers. */
  stale: boolean;
  matchedBy: MatchedBy;
  /** The reduction the shop advertises now (src/domain/discount.ts), in whole percentage points; null when none. */
  discount: OfferDiscount | null;
}

export interface OfferDiscount {
  /** Against the shop's regular price during a sale, else the price before the drop. */
  claimed: number;
  /** Against the shop's lowest price of the 30 days before the reduction (negative: above it); null without a day of history then. */
  honest: number | null;
  /** The claimed discount is more than 5 points above the honest one. */
  fake: boolean;
}

/**
 * The product on the other site (cjenovnik.me / cjenovnik.ba), when it is listed there. Its
 * price there is not in the page: it is in `<product path>/other-market.json`, so that the other
 * site's daily price changes do not re-render this site's pages (docs/decisions/011-other-market.md).
 */
export interface OtherMarket {
  /** The other site's domain. */
  domain: string;
  /** The product's page there in this page's language: absolute, to `domain` only. */
  url: string;
}

/** The file beside a product's page (unprefixed: one per site) with its price on the other site. */
export const OTHER_MARKET_FILE = 'other-market.json';

/** What `OTHER_MARKET_FILE` holds. */
export interface OtherMarketPrice {
  /**
   * The lowest buyable price there: as that site shows it (`original`, its currency) and
   * converted into this site's currency at the display rate. Null when nothing there is buyable now.
   */
  lowest: { original: Money; converted: Money } | null;
}

export interface ArticlePayload extends BasePayload {
  screen: 'article';
  menu: NavLink;
  subMenu: NavLink;
  category: NavLink;
  product: {
    path: string;
    name: string;
    brand: string;
    gtin: string | null;
    mpn: string | null;
    image: string;
    /** `key` is the catalogue's spec key; `number` its value when that is a plain number (for the compare page). */
    specs: { key?: string; label: string; value: string; number?: number }[];
  };
  lowest: Money | null;
  /** Cheapest total (price + shipping) first. */
  offers: OfferRow[];
  history: PriceHistory;
  priceCheck: PriceCheck;
  otherMarket: OtherMarket | null;
}
