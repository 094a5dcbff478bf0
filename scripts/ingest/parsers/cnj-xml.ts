import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FeedError, splitUrlList, type FeedParser, type ItemSink, type RawField, type RawItem } from '../raw-item.ts';
import { inline } from '../printable.ts';
import { addCapped, createCappedText, FIELD_CAP, overFieldCap } from './field-cap.ts';
import { guardSaxes, trackTags } from './xml-stream.ts';

/** CNJExport `<Item>` children (lower-cased, matched case-insensitively) and their attribute names. */
const FIELDS = new Map<string, RawField>(
  Object.entries({
    id: 'id',
    name: 'title',
    description: 'description',
    link: 'link',
    mainimage: 'image_link',
    price: 'price',
    stock: 'availability',
    fileunder: 'product_type',
    brand: 'brand',
    ean: 'gtin',
    productcode: 'mpn',
    condition: 'condition',
    warranty: 'warranty',
    deliverytimemin: 'delivery_time_min',
    deliverytimemax: 'delivery_time_max',
  } satisfies Record<string, RawField>),
);

interface Draft extends RawItem {
  currency?: string;
  /** `moreImages` text outside child elements: a comma-separated list. */
  imageList: string;
}

/**
 * CNJExport: `<CNJExport><Item>…</Item></CNJExport>`. `price` and `curCode` are joined with
 * a space; `deliveryCost` becomes one shipping rule, as written (its currency is the item's).
 */
export function createCnjXmlParser(onItem: ItemSink): FeedParser {
  const sax = new SaxesParser({ xmlns: false });
  let itemNumber = 0;
  let item: Draft | undefined;
  let capture: string | undefined;
  const text = createCappedText();
  let feedTime: string | null = null;
  const place = trackTags(sax, text, { open: openElement, close: closeElement, capturing: () => capture !== undefined });

  function openElement(tag: SaxesTagPlain): void {
    const name = tag.name.toLowerCase();
    const { depth } = place;
    if (depth === 0) {
      if (name !== 'cnjexport') {
        throw new FeedError(
          `not a CNJExport feed: the root element is <${inline(tag.name)}>, expected <CNJExport>`,
          `line ${place.line}, column ${place.column}`,
        );
      }
      feedTime = rootTime(tag.attributes);
    } else if (depth === 1 && name === 'item') {
      itemNumber += 1;
      item = { itemNumber, line: place.line, fields: {}, additionalImages: [], shipping: [], imageList: '' };
    } else if (item && depth === 2) {
      capture = name;
      text.take();
    } else if (item && depth === 3 && capture === 'moreimages') {
      addImageText(item, text.take());
    }
  }

  function closeElement(): void {
    if (!item) return;
    const { depth } = place;
    if (depth === 3 && capture === 'moreimages') {
      const url = text.take()?.trim();
      if (url === undefined) markOverCap(item, overFieldCap('moreImages'));
      else if (url) markOverCap(item, addCapped(item.additionalImages, [url], 'moreImages'));
    } else if (depth === 2 && capture !== undefined) {
      const value = text.take()?.trim();
      if (value === undefined) markOverCap(item, overFieldCap(FIELDS.get(capture) ?? capture));
      else finishField(item, capture, value);
      capture = undefined;
    } else if (depth === 1) {
      finishItem(item);
      item = undefined;
    }
  }

  /** `moreImages` text between its child elements, kept up to FIELD_CAP like any field. */
  function addImageText(draft: Draft, value: string | null): void {
    if (value === null || draft.imageList.length + value.length > FIELD_CAP) {
      markOverCap(draft, overFieldCap('moreImages'));
      draft.imageList = '';
    } else draft.imageList += value;
  }

  function markOverCap(draft: Draft, reason: string | null): void {
    if (reason) draft.overCap ??= reason;
  }

  function finishField(draft: Draft, name: string, value: string): void {
    if (name === 'moreimages') {
      addImageText(draft, value);
      const list = draft.imageList.trim();
      if (list) markOverCap(draft, addCapped(draft.additionalImages, splitUrlList(list), 'moreImages'));
      draft.imageList = '';
      return;
    }
    if (value === '') return;
    const field = FIELDS.get(name);
    if (field) draft.fields[field] ??= value;
    else if (name === 'curcode') draft.currency ??= value;
    else if (name === 'deliverycost' && draft.shipping.length === 0) draft.shipping.push({ price: value });
  }

  function finishItem(draft: Draft): void {
    const { itemNumber: number, line, fields, additionalImages, shipping, currency, overCap } = draft;
    if (fields.price !== undefined && currency !== undefined) fields.price = `${fields.price} ${currency}`;
    onItem({ itemNumber: number, line, fields, additionalImages, shipping, ...(overCap && { overCap }) });
  }

  return {
    // A value saxes dropped belongs to the field being read, else to some other part of the item.
    ...guardSaxes(sax, () => {
      if (capture !== undefined) text.drop();
      else if (item) markOverCap(item, overFieldCap('a value in the item'));
    }),
    feedTime: () => feedTime,
  };
}

/** A `date` or `generated` attribute on the root, when it reads as a date with a time zone. */
function rootTime(attributes: Record<string, string>): string | null {
  for (const [name, value] of Object.entries(attributes)) {
    if (!['date', 'generated'].includes(name.toLowerCase())) continue;
    if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) continue;
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return new Date(ms).toISOString();
  }
  return null;
}
