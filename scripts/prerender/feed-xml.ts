import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDay } from '../../src/lib/format-day.ts';
import type { Site } from '../../sites/index.ts';
import { dayOf } from '../../src/domain/days.ts';
import type { FeedEvent } from '../../src/domain/feed-events.ts';
import { OMNIBUS_DAYS } from '../../src/domain/rules.ts';
import { feedPath } from '../../src/lib/feed-path.ts';
import { LOCALES, languageTag, localePrefix, type Locale } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { localizedPath, sameOriginUrl } from '../../src/lib/paths.ts';

/** The year in the feeds' tag URIs (RFC 4151): a date the domain was ours; never changes. */
const TAG_YEAR = 2026;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A character `xmlText` must drop or escape: one XML 1.0 forbids, or a markup character. */
const NEEDS_WORK = /[^\t\n\r !#-%(-;=?-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped; markup characters escaped. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);
}

/** An absolute https URL on the site for an unprefixed path in a locale; null for one that would leave it. */
function siteUrl(site: Site, path: string, locale: Locale): string | null {
  const url = sameOriginUrl(localizedPath(path, locale), `https://${site.domain}`);
  return url && url.protocol === 'https:' ? url.href : null;
}

/** The files of a page's feed: one per locale whose page and feed URLs stay on the site (atomFeed). */
export function feedFiles(site: Site, page: string): string[] {
  return LOCALES.filter((locale) => siteUrl(site, page, locale) && siteUrl(site, feedPath(page), locale)).map((locale) =>
    localizedPath(feedPath(page), locale),
  );
}

/**
 * What one feed holds, as plain data: it crosses to a worker thread as JSON, and that JSON is
 * what an incremental build compares (feeds.ts).
 */
export interface FeedSource {
  /** Unprefixed path of the page the feed belongs to. */
  page: string;
  /** The feed's name in each locale, or one name for all (a product's). */
  name: string | Record<Locale, string>;
  entries: { product: { id: number; name: string }; path: string; shopName: string; event: FeedEvent }[];
  /** When the feed has no entries: the newest change of its offers, so an unchanged feed stays byte-identical. */
  quietSince: string;
}

type Values = Record<string, string | number | null>;
type Texts = (key: string, values?: Values) => string;

type Messages = Record<string, Record<string, string>>;

/** The page's texts (the feed's title) and the entries' own, which no page loads (locales/feeds/). */
export function readFeedTexts(): Record<Locale, Messages> {
  const read = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', file), 'utf8')) as Messages;
  const all = {} as Record<Locale, Messages>;
  for (const code of LOCALES) {
    const page = read(`${code}.json`);
    all[code] = { ...page, feeds: { ...page.feeds, ...(read(`feeds/${code}.json`) as unknown as Record<string, string>) } };
  }
  return all;
}

let messages: ReturnType<typeof readFeedTexts> | undefined;
const compiled = new Map<string, (values: Values) => string>();

/** A text with its `{{value}}`s filled in one pass (a value's own braces stay as they are). */
function compile(template: string): (values: Values) => string {
  // Odd items are the values' names, even ones the text between them.
  const parts = template.split(/\{\{(\w+)\}\}/);
  return (values) => {
    let text = parts[0] as string;
    for (let index = 1; index < parts.length; index += 2) {
      const name = parts[index] as string;
      const value = values[name];
      text += (value == null ? `{{${name}}}` : String(value)) + (parts[index + 1] as string);
    }
    return text;
  };
}

/**
 * The locale files' texts, each made into a function once. Not i18next's `t`: a feed of the
 * sample catalogue has some 60,000 entries per locale, and `t` made writing the feeds take
 * seconds per locale.
 */
export function texts(locale: Locale): Texts {
  const all = (messages ??= readFeedTexts())[locale];
  return (key, values = {}) => {
    let fill = compiled.get(`${locale}:${key}`);
    if (!fill) {
      const [namespace, name] = key.split('.') as [string, string];
      compiled.set(`${locale}:${key}`, (fill = compile(all[namespace]?.[name] ?? key)));
    }
    return fill(values);
  };
}

const link = (rel: string, type: string, href: string) => `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;

function entryXml(site: Site, locale: Locale, t: Texts, item: FeedSource['entries'][number], href: string): string {
  const { product, event } = item;
  const money = (minor: number) => formatMoney({ minor, currency: site.currency }, locale);
  const values = {
    name: product.name,
    shop: item.shopName,
    price: money(event.priceMinor),
    percent: event.percent,
    reference: event.referenceMinor === null ? '' : money(event.referenceMinor),
    days: OMNIBUS_DAYS,
    date: formatDay(dayOf(event.at), locale),
  };
  const key = event.kind === 'drop' ? 'drop' : 'back';
  const id = `tag:${site.domain},${TAG_YEAR}:${product.id}/${encodeURIComponent(event.shop)}/${event.kind}/${event.at}`;
  return (
    `<entry><id>${xmlText(id)}</id><title>${xmlText(t(`feeds.${key}`, values))}</title><updated>${event.at}</updated>` +
    `${link('alternate', 'text/html', href)}<summary>${xmlText(t(`feeds.${key}Text`, values))}</summary></entry>`
  );
}

/** The feed as Atom 1.0 (RFC 4287) in one locale; null when its page's URL would leave the site. */
export function atomFeed(source: FeedSource, site: Site, locale: Locale): string | null {
  const t = texts(locale);
  const page = siteUrl(site, source.page, locale);
  const self = siteUrl(site, feedPath(source.page), locale);
  if (!page || !self) return null;
  // A product's entries all link to its page: each URL is made once.
  const hrefs = new Map<string, string | null>();
  const entries: string[] = [];
  for (const item of source.entries) {
    if (!hrefs.has(item.path)) hrefs.set(item.path, siteUrl(site, item.path, locale));
    const href = hrefs.get(item.path);
    if (href) entries.push(entryXml(site, locale, t, item, href));
  }
  const name = typeof source.name === 'string' ? source.name : source.name[locale];
  const updated = source.entries.find((item) => hrefs.get(item.path))?.event.at ?? source.quietSince;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTag(locale)}">`,
    `<id>tag:${xmlText(site.domain)},${TAG_YEAR}:feed${xmlText(localePrefix(locale) + feedPath(source.page))}</id>`,
    `<title>${xmlText(t('feeds.title', { name }))}</title>`,
    `<subtitle>${xmlText(t('feeds.subtitle', { days: OMNIBUS_DAYS }))}</subtitle>`,
    `<updated>${updated}</updated>`,
    link('self', 'application/atom+xml', self),
    link('alternate', 'text/html', page),
    `<author><name>${xmlText(t('site.name'))}</name><uri>${xmlText(`https://${site.domain}/`)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
