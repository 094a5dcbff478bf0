/**
 * What a feed parser hands on: one item's fields as the feed wrote them (text, trimmed),
 * under Google Merchant Center attribute names whatever the format. Format types never
 * leave the parser; validation turns a RawItem into an offer or a rejection.
 */
export interface RawItem {
  /** 1-based position of the item in the feed. */
  itemNumber: number;
  /** 1-based line where the item starts in the file. */
  line: number;
  fields: Partial<Record<RawField, string>>;
  /** `additional_image_link` values (GMC) or `moreImages` (CNJExport). */
  additionalImages: string[];
  shipping: RawShipping[];
  /** Set when a value went over a cap while streaming (its text was dropped): why the item is rejected. */
  overCap?: string;
}

/** The attributes a parser delivers, named as Google Merchant Center names them. */
export const RAW_FIELDS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'availability_date',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'brand',
  'gtin',
  'mpn',
  'identifier_exists',
  'condition',
  'product_type',
  'google_product_category',
  'item_group_id',
  'color',
  'size',
  'material',
  'pattern',
  'product_detail',
  'warranty',
  'delivery_time_min',
  'delivery_time_max',
  'min_handling_time',
  'max_handling_time',
  'transit_time_label',
] as const;

/** `price` is as written: `1299.00 EUR`, `1.299,00 EUR`, `1 299,00 KM`; CNJExport's `price` + `curCode` joined with a space. */
export type RawField = (typeof RAW_FIELDS)[number];

const FIELD_NAMES: ReadonlySet<string> = new Set(RAW_FIELDS);

export function isRawField(name: string): name is RawField {
  return FIELD_NAMES.has(name);
}

/** Splits a URL list at commas that start a new absolute URL, so commas inside a URL survive. */
export function splitUrlList(list: string): string[] {
  return splitAtCommas(list, startsUrl);
}

/**
 * Splits a list at the commas after which `startsNext` holds, dropping white space around the
 * parts; any other comma belongs to a value. A scanner, not a pattern: `\s*,\s*(?=…)` took
 * quadratic time on a long run of spaces. Each lookahead stops at the next comma, so it is linear.
 */
export function splitAtCommas(list: string, startsNext: (text: string, at: number) => boolean): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let comma = list.indexOf(','); comma !== -1; comma = list.indexOf(',', comma + 1)) {
    let next = comma + 1;
    while (next < list.length && /\s/.test(list.charAt(next))) next += 1;
    if (!startsNext(list, next)) continue;
    parts.push(list.slice(start, comma).trim());
    start = next;
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** Does an absolute URL (`scheme:` or `//`) start at `at`? */
function startsUrl(text: string, at: number): boolean {
  if (text.startsWith('//', at)) return true;
  if (!/[a-z]/i.test(text.charAt(at))) return false;
  let end = at + 1;
  while (end < text.length && /[a-z0-9+.-]/i.test(text.charAt(end))) end += 1;
  return text.charAt(end) === ':';
}

/**
 * One shipping rule: `<g:shipping>` in XML, `country:region:service:price[:min handling:max handling:min
 * transit:max transit]` in TSV, `deliveryCost` in CNJExport.
 */
export interface RawShipping {
  country?: string;
  region?: string;
  service?: string;
  /** As written, with or without currency, e.g. `5.00 EUR`, `5,00`. */
  price: string;
  /** Working days, as written: the rule's handling time (else the item's) and its transit time. */
  minHandling?: string;
  maxHandling?: string;
  minTransit?: string;
  maxTransit?: string;
}

/** The feed itself is unusable (not XML, wrong encoding, cut off): nothing of it may land. */
export class FeedError extends Error {
  constructor(
    message: string,
    /** Where: `line 12, column 4` or `byte 1048576`. */
    readonly where: string,
  ) {
    super(`${message} (at ${where})`);
    this.name = 'FeedError';
  }
}

/** A streaming parser: text goes in chunk by chunk, items come out through `onItem` as they complete. */
export interface FeedParser {
  write(text: string): void;
  /** Ends the input; throws FeedError if the feed is cut off or empty of structure. */
  end(): void;
  /** Feed-level time when the feed states one (RSS `lastBuildDate`/`pubDate`, Atom `updated`), ISO 8601. */
  feedTime(): string | null;
}

export type ItemSink = (item: RawItem) => void;

/** Wraps a parser's steps so that once one throws, every later call throws the same error. */
export function stickyFailure(): (step: () => void) => void {
  let failure: { error: unknown } | undefined;
  return (step) => {
    if (failure) throw failure.error;
    try {
      step();
    } catch (error) {
      failure = { error };
      throw error;
    }
  };
}
