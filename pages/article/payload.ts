import type { Availability } from '../../src/domain/availability.ts';
import type { Money } from '../../src/domain/money.ts';
import type { BasePayload, NavLink } from '../../src/components/payload-parts.ts';

export interface OfferRow {
  shop: string;
  price: Money;
  shipping: Money;
  total: Money;
  /** The shop priced it in the other currency; shown converted at the display rate. */
  converted: boolean;
  availability: Availability;
  /** Outbound link to the shop, http(s) only. */
  url: string;
  /** ISO date the offer was last seen in the shop's feed. */
  lastSeen: string;
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
    specs: { label: string; value: string }[];
  };
  lowest: Money | null;
  /** Cheapest total (price + shipping) first. */
  offers: OfferRow[];
}
