import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FeedError, type FeedParser, type ItemSink, type RawField, type RawItem } from '../raw-item.ts';
import { splitUrlList } from '../raw-item.ts';
import { guardSaxes } from './xml-stream.ts';

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
  let depth = 0;
  let tagLine = 1;
  let tagColumn = 1;
  let itemNumber = 0;
  let item: Draft | undefined;
  let capture: string | undefined;
  let text = '';
  let feedTime: string | null = null;

  function openElement(tag: SaxesTagPlain): void {
    const name = tag.name.toLowerCase();
    if (depth === 0) {
      if (name !== 'cnjexport') {
        throw new FeedError(
          `not a CNJExport feed: the root element is <${tag.name}>, expected <CNJExport>`,
          `line ${tagLine}, column ${tagColumn}`,
        );
      }
      feedTime = rootTime(tag.attributes);
    } else if (depth === 1 && name === 'item') {
      itemNumber += 1;
      item = { itemNumber, line: tagLine, fields: {}, additionalImages: [], shipping: [], imageList: '' };
    } else if (item && depth === 2) {
      capture = name;
      text = '';
    } else if (item && depth === 3 && capture === 'moreimages') {
      item.imageList += text;
      text = '';
    }
  }

  function closeElement(): void {
    if (!item) return;
    if (depth === 3 && capture === 'moreimages') {
      const url = text.trim();
      if (url) item.additionalImages.push(url);
      text = '';
    } else if (depth === 2 && capture !== undefined) {
      finishField(item, capture, text.trim());
      capture = undefined;
      text = '';
    } else if (depth === 1) {
      finishItem(item);
      item = undefined;
    }
  }

  function finishField(draft: Draft, name: string, value: string): void {
    if (name === 'moreimages') {
      const list = (draft.imageList + value).trim();
      if (list) draft.additionalImages.push(...splitUrlList(list));
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
    const { itemNumber: number, line, fields, additionalImages, shipping, currency } = draft;
    if (fields.price !== undefined && currency !== undefined) fields.price = `${fields.price} ${currency}`;
    onItem({ itemNumber: number, line, fields, additionalImages, shipping });
  }

  sax.on('opentagstart', (tag) => {
    tagLine = sax.line;
    tagColumn = sax.column - tag.name.length - 1;
  });
  sax.on('opentag', (tag) => {
    openElement(tag);
    depth += 1;
  });
  sax.on('closetag', () => {
    depth -= 1;
    closeElement();
  });
  sax.on('text', (chunk) => {
    if (capture !== undefined) text += chunk;
  });
  sax.on('cdata', (chunk) => {
    if (capture !== undefined) text += chunk;
  });

  return {
    ...guardSaxes(sax),
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
