import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { feedPath, FEED_FILE } from '../../src/lib/feed-path.ts';
import { formatDay } from '../../pages/article/price-chart/format.ts';
import type { Site } from '../../sites/index.ts';
import { dayOf } from '../../src/domain/days.ts';
import { newestEvents, productEvents, type FeedEvent } from '../../src/domain/feed-events.ts';
import { OMNIBUS_DAYS } from '../../src/domain/rules.ts';
import { LOCALES, languageTag, localePrefix, type Locale } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { localizedPath, sameOriginUrl } from '../../src/lib/paths.ts';
import type { Snapshot, SnapshotProduct } from '../catalogue/snapshot.ts';
import { nodeLink, productPath, shopHistory } from './payloads/common.ts';
import { writeFile } from './write-file.ts';

/** The year in the feeds' tag URIs (RFC 4151): a date the domain was ours; never changes. */
const TAG_YEAR = 2026;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped; markup characters escaped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);
}

/** An absolute https URL on the site for an unprefixed path in a locale; null for one that would leave it. */
function siteUrl(site: Site, path: string, locale: Locale): string | null {
  const origin = `https://${site.domain}`;
  const url = sameOriginUrl(localizedPath(path, locale), origin);
  return url && url.protocol === 'https:' ? url.href : null;
}

interface Entry {
  id: string;
  title: string;
  updated: string;
  link: string;
  summary: string;
}

type Values = Record<string, string | number | null>;
type Texts = (key: string, values?: Values) => string;

let messages: Map<Locale, Record<string, Record<string, string>>> | undefined;

/**
 * The locale files' texts with their `{{value}}`s filled in one pass (a value's own braces
 * stay as they are). Not i18next's `t`: a feed of the sample catalogue has some 60,000
 * entries per locale, and `t` made writing the feeds take seconds per locale.
 */
function texts(locale: Locale): Texts {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', file), 'utf8')) as Record<string, unknown>;
  // The page's texts (the feed's title), and the entries' own, which no page loads (locales/feeds/).
  messages ??= new Map(
    LOCALES.map((code) => {
      const page = read(`${code}.json`) as Record<string, Record<string, string>>;
      return [code, { ...page, feeds: { ...page.feeds, ...(read(`feeds/${code}.json`) as Record<string, string>) } }];
    }),
  );
  const all = messages.get(locale) as Record<string, Record<string, string>>;
  return (key, values = {}) => {
    const [namespace, name] = key.split('.') as [string, string];
    const template = all[namespace]?.[name] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (whole, value: string) => (values[value] == null ? whole : String(values[value])));
  };
}

/** What one feed holds, before it is written in a locale. */
export interface FeedSource {
  /** Unprefixed path of the page the feed belongs to. */
  page: string;
  name(locale: Locale): string;
  entries: { product: SnapshotProduct; path: string; event: FeedEvent }[];
  /** When the feed has no entries: the newest change of its offers, so an unchanged feed stays byte-identical. */
  quietSince: string;
}

function entry(site: Site, locale: Locale, t: Texts, item: FeedSource['entries'][number]): Entry | null {
  const { product, path, event } = item;
  const link = siteUrl(site, path, locale);
  if (!link) return null;
  const money = (minor: number) => formatMoney({ minor, currency: site.currency }, locale);
  const values = {
    name: product.name,
    shop: product.offers.find((offer) => offer.shopId === event.shop)?.shop ?? event.shop,
    price: money(event.priceMinor),
    percent: event.percent,
    reference: event.referenceMinor === null ? '' : money(event.referenceMinor),
    days: OMNIBUS_DAYS,
    date: formatDay(dayOf(event.at), locale),
  };
  const key = event.kind === 'drop' ? 'drop' : 'back';
  return {
    id: `tag:${site.domain},${TAG_YEAR}:${product.id}/${encodeURIComponent(event.shop)}/${event.kind}/${event.at}`,
    title: t(`feeds.${key}`, values),
    updated: event.at,
    link,
    summary: t(`feeds.${key}Text`, values),
  };
}

const written = new WeakMap<FeedEvent, Map<Locale, Entry | null>>();

/** The feed as Atom 1.0 (RFC 4287) in one locale; null when its page's URL would leave the site. */
export function atomFeed(source: FeedSource, site: Site, locale: Locale): string | null {
  const t = texts(locale);
  const page = siteUrl(site, source.page, locale);
  const self = siteUrl(site, feedPath(source.page), locale);
  if (!page || !self) return null;
  const entries = source.entries.flatMap((item) => {
    // A category's entries are its products' own events: each is written once per locale.
    let byLocale = written.get(item.event);
    if (!byLocale) written.set(item.event, (byLocale = new Map<Locale, Entry | null>()));
    if (!byLocale.has(locale)) byLocale.set(locale, entry(site, locale, t, item));
    return byLocale.get(locale) ?? [];
  });
  const link = (rel: string, type: string, href: string) => `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTag(locale)}">`,
    `<id>tag:${xmlText(site.domain)},${TAG_YEAR}:feed${xmlText(localePrefix(locale) + feedPath(source.page))}</id>`,
    `<title>${xmlText(t('feeds.title', { name: source.name(locale) }))}</title>`,
    `<subtitle>${xmlText(t('feeds.subtitle', { days: OMNIBUS_DAYS }))}</subtitle>`,
    `<updated>${entries[0]?.updated ?? source.quietSince}</updated>`,
    link('self', 'application/atom+xml', self),
    link('alternate', 'text/html', page),
    `<author><name>${xmlText(t('site.name'))}</name><uri>${xmlText(`https://${site.domain}/`)}</uri></author>`,
    ...entries.map(
      (item) =>
        `<entry><id>${xmlText(item.id)}</id><title>${xmlText(item.title)}</title><updated>${item.updated}</updated>` +
        `${link('alternate', 'text/html', item.link)}<summary>${xmlText(item.summary)}</summary></entry>`,
    ),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}

function newestChange(products: readonly SnapshotProduct[]): string {
  let newest = new Date(0).toISOString();
  for (const product of products) for (const offer of product.offers) if (offer.changedAt > newest) newest = offer.changedAt;
  return newest;
}

/** Every category's and product's feed source on the site; a product's events are worked out once for both. */
export function* feedSources(snapshot: Snapshot, site: Site): Generator<FeedSource> {
  for (const category of snapshot.categories) {
    if (category.products.length === 0) continue;
    const products = category.products.map((product) => ({
      product,
      path: productPath(category, product),
      events: productEvents(product.offers.map(shopHistory), site.currency),
    }));
    for (const { product, path, events } of products) {
      yield {
        page: path,
        name: () => product.name,
        entries: events.map((event) => ({ product, path, event })),
        quietSince: newestChange([product]),
      };
    }
    const newest = newestEvents(
      products.map(({ product, path, events }) => ({ product: { product, path }, events })),
      (a, b) => a.product.id - b.product.id,
    );
    yield {
      page: category.path,
      name: (locale) => nodeLink(category, locale).name,
      entries: newest.map(({ product, event }) => ({ ...product, event })),
      quietSince: newestChange(category.products),
    };
  }
}

/** Writes `<locale prefix><page path>/feed.xml` for every category and product of the site in every locale; returns the files written. */
export function writeFeeds(siteDir: string, snapshot: Snapshot, site: Site): number {
  let written = 0;
  for (const source of feedSources(snapshot, site)) {
    for (const locale of LOCALES) {
      const xml = atomFeed(source, site, locale);
      if (xml === null) continue;
      writeFile(join(siteDir, localizedPath(feedPath(source.page), locale)), xml);
      written += 1;
    }
  }
  return written;
}

/** The dev server's answer for `pathname`: the feed's XML, null for no such feed, undefined when not a feed path. */
export function readFeedFile(snapshot: Snapshot, site: Site, pathname: string): string | null | undefined {
  if (!pathname.endsWith(`/${FEED_FILE}`)) return undefined;
  const locale = LOCALES.find((code) => code !== 'sr' && pathname.startsWith(`${localePrefix(code)}/`)) ?? 'sr';
  const page = pathname.slice(localePrefix(locale).length, -`/${FEED_FILE}`.length);
  for (const source of feedSources(snapshot, site)) if (source.page === page) return atomFeed(source, site, locale);
  return null;
}
