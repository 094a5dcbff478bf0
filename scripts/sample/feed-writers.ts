import type { Availability } from '../../src/domain/availability.ts';
import type { Currency } from '../../sites/index.ts';
import { minorToDecimal } from '../../src/domain/money.ts';
import { effectivePriceMinor } from '../../src/domain/offers.ts';

/** One line of a sample shop's feed on one day. */
export interface FeedLine {
  id: string;
  title: string;
  link: string;
  /** The picture's link; null: the line names none (a sample made without its picture host). */
  image: string | null;
  priceMinor: number;
  saleMinor: number | null;
  currency: Currency;
  availability: Availability;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  productType: string;
  shippingMinor: number;
  /** What the feed says of delivery, in working days; null: it says nothing. */
  delivery: DeliveryPlan | null;
}

/** A shop's handling and transit times, fewest and most: GMC feeds state them apart, CNJExport their sum. */
export interface DeliveryPlan {
  handling: [number, number];
  transit: [number, number];
}

export type SampleFormat = 'rss' | 'atom' | 'tsv' | 'cnj';

const xml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** An element with its value, or nothing when the feed does not state it. */
const element = (name: string, value: string | null) => (value === null ? '' : `<${name}>${xml(value)}</${name}>`);
/** CNJExport writes decimal commas, as regional shops do. */
const regional = (minor: number) => minorToDecimal(minor).replace('.', ',');

/** GMC's handling time on the item and transit time in its shipping rule, as Google's feed specification writes them. */
function gmcDelivery(plan: DeliveryPlan | null): { item: string; rule: string } {
  if (!plan) return { item: '', rule: '' };
  const [minHandling, maxHandling] = plan.handling;
  const [minTransit, maxTransit] = plan.transit;
  return {
    item: `<g:min_handling_time>${minHandling}</g:min_handling_time><g:max_handling_time>${maxHandling}</g:max_handling_time>`,
    rule: `<g:min_transit_time>${minTransit}</g:min_transit_time><g:max_transit_time>${maxTransit}</g:max_transit_time>`,
  };
}

/** TSV's shipping rule tail: `:min handling:max handling:min transit:max transit`. */
const tsvDelivery = (plan: DeliveryPlan | null) => (plan ? `:${[...plan.handling, ...plan.transit].join(':')}` : '');

/** CNJExport's delivery time is the whole time: handling plus transit. */
function cnjDelivery(plan: DeliveryPlan | null): string {
  if (!plan) return '';
  const min = plan.handling[0] + plan.transit[0];
  const max = plan.handling[1] + plan.transit[1];
  return `<deliveryTimeMin>${min}</deliveryTimeMin><deliveryTimeMax>${max}</deliveryTimeMax>`;
}

function gmcFields(line: FeedLine, country: string): string {
  const delivery = gmcDelivery(line.delivery);
  return (
    `<g:id>${xml(line.id)}</g:id><g:link>${xml(line.link)}</g:link>${element('g:image_link', line.image)}` +
    `<g:availability>${line.availability}</g:availability><g:price>${minorToDecimal(line.priceMinor)} ${line.currency}</g:price>` +
    (line.saleMinor ? `<g:sale_price>${minorToDecimal(line.saleMinor)} ${line.currency}</g:sale_price>` : '') +
    element('g:brand', line.brand) +
    element('g:gtin', line.gtin) +
    element('g:mpn', line.mpn) +
    `<g:condition>new</g:condition><g:product_type>${xml(line.productType)}</g:product_type>${delivery.item}` +
    `<g:shipping><g:country>${country}</g:country><g:service>Standard</g:service><g:price>${minorToDecimal(line.shippingMinor)} ${line.currency}</g:price>${delivery.rule}</g:shipping>`
  );
}

/** A feed in one of the formats shops send: GMC RSS, GMC Atom, GMC TSV or CNJExport. */
export function writeFeed(
  format: SampleFormat,
  shop: { name: string; url: string; country: string },
  at: string,
  lines: FeedLine[],
): string {
  const country = shop.country === 'MNE' ? 'ME' : 'BA';
  switch (format) {
    case 'rss':
      return (
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>` +
        `<title>${xml(shop.name)}</title><link>${xml(shop.url)}</link><lastBuildDate>${new Date(at).toUTCString()}</lastBuildDate>\n` +
        lines.map((line) => `<item><title>${xml(line.title)}</title>${gmcFields(line, country)}</item>\n`).join('') +
        `</channel></rss>\n`
      );
    case 'atom':
      return (
        `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">` +
        `<title>${xml(shop.name)}</title><link href="${xml(shop.url)}"/><updated>${at}</updated>\n` +
        lines.map((line) => `<entry><title>${xml(line.title)}</title>${gmcFields(line, country)}</entry>\n`).join('') +
        `</feed>\n`
      );
    case 'tsv': {
      const header = [
        'id',
        'title',
        'link',
        'image_link',
        'availability',
        'price',
        'sale_price',
        'brand',
        'gtin',
        'mpn',
        'product_type',
        'shipping',
      ];
      const rows = lines.map((line) =>
        [
          line.id,
          line.title,
          line.link,
          line.image ?? '',
          line.availability,
          `${minorToDecimal(line.priceMinor)} ${line.currency}`,
          line.saleMinor ? `${minorToDecimal(line.saleMinor)} ${line.currency}` : '',
          line.brand ?? '',
          line.gtin ?? '',
          line.mpn ?? '',
          line.productType,
          `${country}::Standard:${minorToDecimal(line.shippingMinor)} ${line.currency}${tsvDelivery(line.delivery)}`,
        ]
          .map((cell) => cell.replace(/[\t\r\n]/g, ' '))
          .join('\t'),
      );
      return `${header.join('\t')}\n${rows.join('\n')}\n`;
    }
    case 'cnj':
      return (
        `<?xml version="1.0" encoding="UTF-8"?>\n<CNJExport>\n` +
        lines
          .map(
            (line) =>
              `<Item><ID>${xml(line.id)}</ID><name>${xml(line.title)}</name><link>${xml(line.link)}</link>` +
              `${element('mainImage', line.image)}<price>${regional(effectivePriceMinor(line.priceMinor, line.saleMinor))}</price>` +
              `<curCode>${line.currency}</curCode><stock>${line.availability === 'in_stock' ? 'in stock' : line.availability === 'out_of_stock' ? 'out of stock' : line.availability}</stock>` +
              `<fileUnder>${xml(line.productType)}</fileUnder>${element('brand', line.brand)}${element('EAN', line.gtin)}` +
              `${element('productCode', line.mpn)}<condition>new</condition><warranty>24</warranty>` +
              `<deliveryCost>${regional(line.shippingMinor)}</deliveryCost>${cnjDelivery(line.delivery)}</Item>\n`,
          )
          .join('') +
        `</CNJExport>\n`
      );
  }
}

export const FEED_EXTENSIONS: Record<SampleFormat, string> = { rss: 'xml', atom: 'xml', tsv: 'tsv', cnj: 'xml' };
