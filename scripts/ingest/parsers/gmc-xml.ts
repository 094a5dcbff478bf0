import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FeedError, isRawField, type FeedParser, type ItemSink, type RawField, type RawShipping } from '../raw-item.ts';
import { inline } from '../printable.ts';
import { addCapped, createCappedText, overFieldCap } from './field-cap.ts';
import { guardSaxes, trackTags } from './xml-stream.ts';

const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** A `g:shipping` rule's handling and transit times, by their element names. */
const SHIPPING_TIMES = {
  min_handling_time: 'minHandling',
  max_handling_time: 'maxHandling',
  min_transit_time: 'minTransit',
  max_transit_time: 'maxTransit',
} as const satisfies Record<string, keyof RawShipping>;

const SHIPPING_PARTS = new Set(['country', 'region', 'service', 'price', ...Object.keys(SHIPPING_TIMES)]);
const DESCRIPTIONS = new Set(['description', 'summary', 'content']);
const DETAIL_PARTS = ['section_name', 'attribute_name', 'attribute_value'] as const;

type Fields = Partial<Record<RawField, string>>;
type Capture =
  { to: 'google' | 'plain'; field: RawField } | { to: 'image' } | { to: 'group'; part: string } | { to: 'feed-time'; name: string };

interface Draft {
  itemNumber: number;
  line: number;
  google: Fields;
  plain: Fields;
  additionalImages: string[];
  shipping: RawShipping[];
  details: string[];
  overCap?: string;
}

interface Group {
  kind: 'shipping' | 'product_detail';
  parts: Record<string, string>;
}

/**
 * Google Merchant Center XML, RSS 2.0 (`rss > channel > item`) or Atom (`feed > entry`).
 * A `g:` element wins over the plain RSS/Atom one. A nested `g:product_detail` becomes
 * `section:name:value` (the TSV shorthand), several joined by newlines.
 */
export function createGmcXmlParser(onItem: ItemSink): FeedParser {
  const sax = new SaxesParser({ xmlns: true });
  let root: 'rss' | 'atom' | undefined;
  /** Namespace of the plain RSS/Atom elements: none for RSS, the root's for Atom. */
  let plainNs = '';
  let sawChannel = false;
  let inChannel = false;
  let itemNumber = 0;
  let item: Draft | undefined;
  let group: Group | undefined;
  let capture: Capture | undefined;
  let captureDepth = 0;
  const text = createCappedText();
  const feedTimes: Record<string, string> = {};
  const place = trackTags(sax, text, {
    // Markup inside a captured value (Atom xhtml content) contributes its text only.
    open: (tag) => {
      if (capture === undefined) openElement(tag);
    },
    close: closeElement,
    capturing: () => capture !== undefined,
  });

  const itemDepth = () => (root === 'rss' ? 2 : 1);
  const here = () => `line ${sax.line}, column ${sax.column}`;

  function startCapture(to: Capture): void {
    capture = to;
    captureDepth = place.depth;
    text.take();
  }

  function openRoot(tag: SaxesTagNS): void {
    if (tag.local === 'rss' && tag.uri === '') root = 'rss';
    else if (tag.local === 'feed') {
      root = 'atom';
      plainNs = tag.uri;
    } else {
      throw new FeedError(
        `not a Google Merchant Center feed: the root element is <${inline(tag.name)}>, expected <rss> (RSS 2.0) or <feed> (Atom)`,
        `line ${place.line}, column ${place.column}`,
      );
    }
  }

  function openOutsideItem(tag: SaxesTagNS): void {
    const { depth } = place;
    if (root === 'rss' && depth === 1 && tag.local === 'channel' && tag.uri === '') {
      sawChannel = inChannel = true;
    } else if (root === 'rss' && depth === 2 && inChannel && tag.uri === '') {
      if (tag.local === 'item') startItem();
      else if (tag.local === 'lastBuildDate' || tag.local === 'pubDate') startCapture({ to: 'feed-time', name: tag.local });
    } else if (root === 'atom' && depth === 1 && tag.uri === plainNs) {
      if (tag.local === 'entry') startItem();
      else if (tag.local === 'updated') startCapture({ to: 'feed-time', name: tag.local });
    }
  }

  function startItem(): void {
    itemNumber += 1;
    item = { itemNumber, line: place.line, google: {}, plain: {}, additionalImages: [], shipping: [], details: [] };
  }

  function openItemChild(draft: Draft, tag: SaxesTagNS): void {
    if (tag.uri === GOOGLE_NS || tag.prefix === 'g') {
      if (tag.local === 'shipping' || tag.local === 'product_detail') group = { kind: tag.local, parts: {} };
      else if (tag.local === 'additional_image_link') startCapture({ to: 'image' });
      else if (isRawField(tag.local)) startCapture({ to: 'google', field: tag.local });
      return;
    }
    if (tag.uri !== plainNs) return;
    if (tag.local === 'title') startCapture({ to: 'plain', field: 'title' });
    else if (DESCRIPTIONS.has(tag.local)) startCapture({ to: 'plain', field: 'description' });
    else if (tag.local === 'link' && root === 'rss') startCapture({ to: 'plain', field: 'link' });
    else if (tag.local === 'link') {
      const rel = tag.attributes.rel?.value ?? 'alternate';
      const href = tag.attributes.href?.value.trim();
      if (rel === 'alternate' && href) draft.plain.link ??= href;
    }
  }

  function openGroupChild(current: Group, tag: SaxesTagNS): void {
    if (tag.uri !== GOOGLE_NS && tag.prefix !== 'g') return;
    const known = current.kind === 'shipping' ? SHIPPING_PARTS.has(tag.local) : DETAIL_PARTS.some((part) => part === tag.local);
    if (known) startCapture({ to: 'group', part: tag.local });
  }

  function finishCapture(done: Capture): void {
    const value = text.take()?.trim();
    capture = undefined;
    if (value === undefined) return markOverCap(overFieldCap(captureName(done)));
    if (value === '') return;
    if (done.to === 'feed-time') feedTimes[done.name] ??= value;
    else if (done.to === 'group') {
      if (group) group.parts[done.part] ??= value;
    } else if (done.to === 'image') {
      if (item) markOverCap(addCapped(item.additionalImages, [value], 'additional_image_link'));
    } else if (item) item[done.to][done.field] ??= value;
  }

  function markOverCap(reason: string | null): void {
    if (item && reason) item.overCap ??= reason;
  }

  function captureName(done: Capture): string {
    if (done.to === 'image') return 'additional_image_link';
    if (done.to === 'group') return `${group?.kind ?? 'shipping'} ${done.part}`;
    return done.to === 'feed-time' ? done.name : done.field;
  }

  function finishGroup(draft: Draft, done: Group): void {
    group = undefined;
    const { parts } = done;
    if (Object.keys(parts).length === 0) return;
    if (done.kind === 'product_detail') {
      markOverCap(addCapped(draft.details, [DETAIL_PARTS.map((part) => parts[part] ?? '').join(':')], 'product_detail'));
      return;
    }
    const rule: RawShipping = { price: parts.price ?? '' };
    if (parts.country) rule.country = parts.country;
    if (parts.region) rule.region = parts.region;
    if (parts.service) rule.service = parts.service;
    for (const [element, key] of Object.entries(SHIPPING_TIMES)) if (parts[element]) rule[key] = parts[element];
    markOverCap(addCapped(draft.shipping, [rule], 'shipping'));
  }

  function finishItem(draft: Draft): void {
    item = undefined;
    const fields: Fields = { ...draft.plain, ...draft.google };
    if (draft.details.length > 0) fields.product_detail ??= draft.details.join('\n');
    const { itemNumber: number, line, additionalImages, shipping, overCap } = draft;
    onItem({ itemNumber: number, line, fields, additionalImages, shipping, ...(overCap && { overCap }) });
  }

  function openElement(tag: SaxesTagNS): void {
    const { depth } = place;
    if (depth === 0) openRoot(tag);
    else if (!item) openOutsideItem(tag);
    else if (depth === itemDepth() + 1) openItemChild(item, tag);
    else if (group && depth === itemDepth() + 2) openGroupChild(group, tag);
  }
  function closeElement(): void {
    const { depth } = place;
    if (capture && depth === captureDepth) finishCapture(capture);
    else if (item && group && depth === itemDepth() + 1) finishGroup(item, group);
    else if (item && depth === itemDepth()) finishItem(item);
    else if (depth === 1) inChannel = false;
    else if (depth === 0 && root === 'rss' && !sawChannel) {
      throw new FeedError('not a Google Merchant Center feed: <rss> has no <channel>', here());
    }
  }

  return {
    // A value saxes dropped belongs to the field being read, else to some other part of the item.
    ...guardSaxes(sax, () => (capture ? text.drop() : markOverCap(overFieldCap('a value in the item')))),
    feedTime: () => toIsoTime(feedTimes.lastBuildDate ?? feedTimes.pubDate ?? feedTimes.updated),
  };
}

/** RFC 822 (RSS) and RFC 3339 (Atom) dates as ISO 8601 in UTC; null when unreadable. */
function toIsoTime(value: string | undefined): string | null {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
