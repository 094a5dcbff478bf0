import { gtinCheckDigit } from '../catalogue/gtin.ts';
import type { MasterProduct } from './master.ts';
import { createRandom, hashString } from './random.ts';
import type { SampleShop } from './shops.ts';

/** Of a shop's items that would carry a GTIN, the share sent without one: with the shops that send none, about 40% of all items. */
const NO_GTIN = 0.32;
/** Of the items without a GTIN, the share without an MPN too. */
const NO_MPN = 0.5;
/** Items whose GTIN is wrong: a bad check digit, or another product's. */
const WRONG_GTIN = 0.02;
const NO_BRAND = 0.1;

/** What a shop's item says identifies it: GTIN, brand and MPN, each possibly missing or wrong. */
export interface ItemIdentifiers {
  gtin: string | null;
  brand: string | null;
  mpn: string | null;
}

/** The GTIN with its check digit wrong, as a typo makes it. */
function badCheckDigit(gtin: string): string {
  const body = gtin.slice(0, -1);
  return `${body}${(gtinCheckDigit(body) + 1) % 10}`;
}

/**
 * The identifiers a sample shop sends for a product, the same every day: as real regional feeds,
 * many carry no GTIN and some no MPN either, the brand is missing now and then, and a few GTINs
 * are wrong (a bad check digit, or the GTIN of the product's neighbour in the list, another
 * variant of its line more often than not). `neighbour` is that product; null for a product
 * given a case, whose shops send its identifiers whole.
 */
export function itemIdentifiers(shop: SampleShop, product: MasterProduct, neighbour: MasterProduct | null | undefined): ItemIdentifiers {
  // The offers that play a case of scenarios.ts (null) identify their product, so that every case shows.
  if (neighbour === null) return { gtin: shop.gtins ? product.gtin : null, brand: product.brand, mpn: product.mpn };
  const random = createRandom(hashString(`${shop.id}:${product.id}:identifiers`));
  const brand = random.chance(NO_BRAND) ? null : product.brand;
  if (!shop.gtins || random.chance(NO_GTIN)) return { gtin: null, brand, mpn: random.chance(NO_MPN) ? null : product.mpn };
  if (!random.chance(WRONG_GTIN)) return { gtin: product.gtin, brand, mpn: product.mpn };
  const gtin = neighbour && random.chance(0.5) ? neighbour.gtin : badCheckDigit(product.gtin);
  return { gtin, brand, mpn: product.mpn };
}
