import type { FamilySpan } from '../../../src/domain/family.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

/** A product as the search index needs it. */
export interface IndexProduct {
  path: string;
  name: string;
  brand: string;
  mpn: string | null;
  image: string;
  /** Lowest price in the site's currency, minor units; -1 when none. */
  priceMinor: number;
  /** Lowest total with delivery in the site's currency, minor units; -1 when nothing is buyable. */
  totalMinor: number;
  shops: number;
  buyable: boolean;
  category: number;
  /** Whether its category holds accessories of other products (a device ranks before them). */
  accessory?: boolean;
  /** Working days its fastest buyable offer takes to arrive at most (src/domain/delivery.ts); null when no feed says. */
  delivery?: number | null;
  /** Its family on the site (docs/decisions/038-search-by-family.md); absent when it is alone. */
  family?: IndexFamily | null;
}

/** A family as search shows it: a key its members share, its name, the shops selling any member, what the members span. */
export interface IndexFamily {
  key: number;
  name: string;
  shops: number;
  spans: FamilySpan[];
}

export interface IndexCategory {
  path: string;
  names: Record<Locale, string>;
  /** Words search finds it by besides its names (SnapshotNode.searchWords). */
  words?: string[];
  /** Whether it holds accessories of other products (games, controllers, chargers). */
  accessory?: boolean;
}
