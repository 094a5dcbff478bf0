import { AVAILABILITIES, type Availability } from '../../src/domain/availability.ts';
import type { Country } from '../../sites/index.ts';
import type { Money } from '../../src/domain/money.ts';
import { safeHttpUrl } from '../../src/lib/safe-url.ts';
import { isValidGtin, normaliseGtin } from '../catalogue/gtin.ts';
import type { DeliveryDays } from '../../src/domain/delivery.ts';
import { cleanText } from './control-chars.ts';
import { readDeliveryDays } from './delivery-days.ts';
import { parseAmount, parsePrice } from './parse-price.ts';
import { quote } from './printable.ts';
import type { RawField, RawItem } from './raw-item.ts';
import { itemGroupOf, variantOfItem } from './variant-fields.ts';
import type { VariantValue } from '../catalogue/families.ts';

/** An item that passed every check, in the catalogue's terms. */
export interface ValidItem {
  shopItemId: string;
  title: string;
  link: string;
  image: string | null;
  availability: Availability;
  price: Money;
  /** The sale price when it is in effect at the feed's time. */
  salePrice: Money | null;
  /** Shipping to the shop's country when the feed says; otherwise the shop's default applies. */
  shipping: Money | null;
  /** Working days to arrive, when the feed states them soundly (delivery-days.ts). */
  delivery: DeliveryDays | null;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  productType: string | null;
  /** The feed's item group (GMC `item_group_id`): the shop's variants of one model. */
  itemGroupId: string | null;
  /** What tells this item from the other variants of its model (variant-fields.ts). */
  variant: VariantValue[];
}

export type RejectReason = 'missing field' | 'too long' | 'bad price' | 'bad availability' | 'bad link' | 'duplicate id';

/** `dropped`: why a value the feed stated was left out while the item landed. */
export type Checked = { ok: true; item: ValidItem; dropped: string | null } | { ok: false; reason: RejectReason; detail: string };

const LIMITS: Partial<Record<RawField, number>> = {
  id: 50,
  title: 150,
  description: 5000,
  link: 2000,
  image_link: 2000,
  brand: 70,
  mpn: 70,
  gtin: 50,
  product_type: 750,
};

const AVAILABILITY: Record<string, Availability> = {
  in_stock: 'in_stock',
  'in stock': 'in_stock',
  instock: 'in_stock',
  'na stanju': 'in_stock',
  dostupno: 'in_stock',
  da: 'in_stock',
  yes: 'in_stock',
  '1': 'in_stock',
  out_of_stock: 'out_of_stock',
  'out of stock': 'out_of_stock',
  outofstock: 'out_of_stock',
  'nema na stanju': 'out_of_stock',
  'nije dostupno': 'out_of_stock',
  ne: 'out_of_stock',
  no: 'out_of_stock',
  '0': 'out_of_stock',
  preorder: 'preorder',
  'pre-order': 'preorder',
  'pre order': 'preorder',
  prednarudzba: 'preorder',
  prednarudžba: 'preorder',
  backorder: 'backorder',
  'back order': 'backorder',
  'po narudzbi': 'backorder',
  'po narudžbi': 'backorder',
  'po porudžbini': 'backorder',
};

const AVAILABILITY_LIST = `${AVAILABILITIES.slice(0, -1).join(', ')} or ${AVAILABILITIES.at(-1)}`;

/** ISO country codes of the sites' countries, as feeds write them in shipping rules. */
const COUNTRY_CODES: Record<Country, string[]> = { MNE: ['ME', 'MNE'], BIH: ['BA', 'BIH'] };

/** Is the sale on at `at`? `sale_price_effective_date` is `start/end` in ISO 8601. */
function saleInEffect(range: string | undefined, at: string): boolean {
  if (!range) return true;
  const [start, end] = range.split('/').map((part) => Date.parse(part.trim()));
  const now = Date.parse(at);
  return !(start !== undefined && now < start) && !(end !== undefined && Number.isFinite(end) && now > end);
}

const reject = (reason: RejectReason, detail: string): Checked => ({ ok: false, reason, detail });

/** Checks one feed item: required fields, lengths, price, availability, GTIN, links. */
export function validateItem(raw: RawItem, context: { country: Country; at: string }): Checked {
  if (raw.overCap) return reject('too long', raw.overCap);
  const fields: Partial<Record<RawField, string>> = {};
  for (const [name, value] of Object.entries(raw.fields) as [RawField, string][]) {
    const cleaned = cleanText(value);
    if (cleaned) fields[name] = cleaned;
  }
  const field = (name: RawField) => fields[name];
  for (const name of ['id', 'title', 'link', 'price', 'availability'] as const) {
    if (!field(name)) return reject('missing field', `${name} is missing`);
  }
  for (const [name, limit] of Object.entries(LIMITS) as [RawField, number][]) {
    const value = field(name);
    if (value && value.length > limit) return reject('too long', `${name} has ${value.length} characters (at most ${limit})`);
  }
  const price = parsePrice(field('price') as string);
  if ('error' in price) return reject('bad price', price.error);
  const availability = AVAILABILITY[(field('availability') as string).toLowerCase()];
  if (!availability) {
    return reject('bad availability', `availability ${quote(field('availability') as string)} is not ${AVAILABILITY_LIST}`);
  }
  const link = safeHttpUrl(field('link') as string);
  if (!link) return reject('bad link', `link ${quote(field('link') as string)} is not an http(s) URL`);
  const imageText = field('image_link');
  const image = imageText ? safeHttpUrl(imageText) : null;
  if (imageText && !image) return reject('bad link', `image_link ${quote(imageText)} is not an http(s) URL`);
  // A GTIN with a wrong check digit is a typo: the item lands without it, to be matched otherwise.
  const gtinText = field('gtin')?.replace(/[\s-]/g, '');
  const gtinOk = !gtinText || isValidGtin(gtinText);
  const badGtin = gtinOk ? null : `gtin ${quote(field('gtin') as string)} is not a GTIN with a correct check digit: left out`;

  let salePrice: Money | null = null;
  const saleText = field('sale_price');
  if (saleText) {
    const sale = parsePrice(saleText, price.currency);
    if ('error' in sale) return reject('bad price', `sale_price: ${sale.error}`);
    if (sale.currency !== price.currency) return reject('bad price', `sale_price is in ${sale.currency}, price in ${price.currency}`);
    if (sale.minor < price.minor && saleInEffect(field('sale_price_effective_date'), context.at)) salePrice = sale;
  }
  let shipping: Money | null = null;
  const rule = raw.shipping.find((entry) => !entry.country || COUNTRY_CODES[context.country].includes(entry.country.toUpperCase()));
  if (rule) {
    const cost = parseAmount(rule.price, price.currency);
    if ('error' in cost) return reject('bad price', `shipping: ${cost.error}`);
    // Free is free in any currency; a cost must be in the price's.
    if (cost.minor > 0 && cost.currency !== price.currency) {
      return reject('bad price', `shipping is in ${cost.currency}, price in ${price.currency}`);
    }
    shipping = { minor: cost.minor, currency: price.currency };
  }
  const { delivery, dropped } = readDeliveryDays(field, rule);
  return {
    ok: true,
    dropped: [badGtin, dropped].filter(Boolean).join('; ') || null,
    item: {
      shopItemId: field('id') as string,
      title: field('title') as string,
      link,
      image,
      availability,
      price,
      salePrice,
      shipping,
      delivery,
      brand: field('brand') ?? null,
      gtin: gtinText && gtinOk ? normaliseGtin(gtinText) : null,
      mpn: field('mpn') ?? null,
      productType: field('product_type') ?? null,
      itemGroupId: itemGroupOf(fields),
      variant: variantOfItem(fields, field('title') as string),
    },
  };
}
