import {
  FeedError,
  stickyFailure,
  isRawField,
  splitAtCommas,
  splitUrlList,
  type FeedParser,
  type ItemSink,
  type RawField,
  type RawShipping,
} from '../raw-item.ts';
import { quote } from '../printable.ts';
import { addCapped, FIELD_CAP, LIST_CAP, overFieldCap } from './field-cap.ts';
import { createTsvTokenizer, type Delimiter } from './tsv-tokenizer.ts';

type Column = RawField | 'additional_image_link' | 'shipping' | undefined;

/**
 * Does the next shipping rule (`CC:`, or an empty country's `:`) start at `at`? Rules split only
 * there; any other comma is part of a value, such as the decimal comma of `5,00 EUR`.
 */
const startsRule = (text: string, at: number) => text.charAt(at) === ':' || /^[a-z]{2}:/i.test(text.slice(at, at + 3));

/**
 * Attributes a feed may repeat as columns, their values joined (Google's "repeat the column");
 * any other attribute named twice would keep a copy of its value per column for every row.
 */
const REPEATABLE: ReadonlySet<string> = new Set(['additional_image_link', 'shipping', 'product_detail']);

/**
 * Google Merchant Center text feeds: a header row of attribute names, then one item per row
 * (the tokenizer reads the rows). Unknown columns are skipped as they stream.
 */
export function createGmcTsvParser(onItem: ItemSink, options: { delimiter?: Delimiter } = {}): FeedParser {
  let columns: Column[] = [];
  let itemNumber = 0;
  const tokenizer = createTsvTokenizer(
    {
      onHeader(cells, line) {
        columns = readHeader(cells, line);
        return columns.map(Boolean);
      },
      onRow: emitItem,
    },
    options,
  );

  function emitItem(cells: string[], lineNumber: number, over: number | undefined): void {
    itemNumber += 1;
    const fields: Partial<Record<RawField, string>> = {};
    const additionalImages: string[] = [];
    const shipping: RawShipping[] = [];
    let overCap = over === undefined ? null : overFieldCap(columns[over] ?? `column ${over + 1}`);
    columns.forEach((name, index) => {
      const value = cells[index]?.trim();
      if (!name || !value) return;
      if (name === 'additional_image_link') overCap ??= addCapped(additionalImages, splitUrlList(value), name);
      else if (name === 'shipping') overCap ??= addCapped(shipping, parseShipping(value), name);
      else if (name === 'product_detail' && fields.product_detail) {
        fields.product_detail += `\n${value}`;
        if (fields.product_detail.length > FIELD_CAP) overCap ??= overFieldCap(name);
      } else fields[name] ??= value;
    });
    onItem({ itemNumber, line: lineNumber, fields, additionalImages, shipping, ...(overCap && { overCap }) });
  }

  const run = stickyFailure();
  return {
    write: (text) => run(() => tokenizer.write(text)),
    end: () =>
      run(() => {
        if (!tokenizer.end()) {
          throw new FeedError('the file is empty: expected a header row naming id, title and the other attributes', 'line 1');
        }
      }),
    feedTime: () => null,
  };
}

function readHeader(cells: string[], lineNumber: number): Column[] {
  const names = cells.map((cell) => cell.trim().toLowerCase().replace(/^g:/, ''));
  if (!names.includes('id') || !names.includes('title')) {
    const shown = names
      .slice(0, 8)
      .map((name) => quote(name))
      .join(', ');
    throw new FeedError(
      `not a product feed: the header must name id and title columns (with price, link, availability, …); its first row holds ${shown}${names.length > 8 ? ', …' : ''}`,
      `line ${lineNumber}`,
    );
  }
  const columns = names.map((name) => (isRawField(name) || REPEATABLE.has(name) ? (name as Column) : undefined));
  const seen = new Map<string, number[]>();
  columns.forEach((name, index) => {
    if (!name) return;
    const at = seen.get(name) ?? [];
    at.push(index + 1);
    seen.set(name, at);
    if (!REPEATABLE.has(name) && at.length > 1) {
      throw new FeedError(
        `not a product feed: the header names ${name} twice (columns ${at[0]} and ${index + 1}), and Google Merchant Center refuses a repeated attribute that takes one value: keep one of them`,
        `line ${lineNumber}`,
      );
    }
    if (at.length > LIST_CAP) {
      throw new FeedError(
        `not a product feed: the header has over ${LIST_CAP} ${name} columns, the most one item may list`,
        `line ${lineNumber}`,
      );
    }
  });
  return columns;
}

/** After the price, in Google's order: `min_handling_time:max_handling_time:min_transit_time:max_transit_time`. */
const SHIPPING_TIMES = ['minHandling', 'maxHandling', 'minTransit', 'maxTransit'] as const satisfies (keyof RawShipping)[];

/** `country:region:service:price[:handling and transit times]`; fewer parts: country first, price last. */
function parseShipping(value: string): RawShipping[] {
  const rules: RawShipping[] = [];
  for (const rule of splitAtCommas(value, startsRule)) {
    const parts = rule.split(':').map((part) => part.trim());
    if (parts.every((part) => part === '')) continue;
    const price = parts.length >= 4 ? parts[3] : parts[parts.length - 1];
    const shipping: RawShipping = { price: price ?? '' };
    if (parts.length > 1 && parts[0]) shipping.country = parts[0];
    if (parts.length >= 4 && parts[1]) shipping.region = parts[1];
    if (parts.length >= 4 && parts[2]) shipping.service = parts[2];
    SHIPPING_TIMES.forEach((key, index) => {
      const time = parts[4 + index];
      if (time) shipping[key] = time;
    });
    rules.push(shipping);
  }
  return rules;
}
