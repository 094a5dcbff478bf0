import type { BasePayload } from '../../src/components/payload-parts.ts';
import type { Money } from '../../src/domain/money.ts';
import type { ShopRecord } from '../../src/domain/shop-record.ts';

/** A shop as the shops list shows it. */
export interface ShopSummary {
  id: string;
  name: string;
  /** Unprefixed path of its page (`/shops/<id>`). */
  path: string;
  /** Its offers listed on this site, and the categories they are in. */
  offers: number;
  categories: number;
}

export interface ShopsPayload extends BasePayload {
  screen: 'shops';
  shops: ShopSummary[];
}

export interface ShopPayload extends BasePayload {
  screen: 'shop';
  shop: ShopSummary & {
    /** The shop's own site, http(s) only (null when what it gave is not such a link). */
    url: string | null;
    /** What its offers' delivery costs, lowest and highest (null: no offers); and its default for items whose feed says none. */
    shipping: { lowest: Money; highest: Money } | null;
    defaultShipping: Money;
    /** The site's as-of (ISO): the record runs to it. */
    asOf: string;
    record: ShopRecord;
  };
}
