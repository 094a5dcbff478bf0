import { CURRENCIES } from '../sites/site.ts';
import { FACET_KINDS, showsCounts, type Facet } from '../src/catalogue-list/types.ts';
import { isAvailability } from '../src/domain/availability.ts';
import { MATCHED_BY } from '../src/domain/matched-by.ts';
import { isLocale } from '../src/i18n/locales.ts';
import { safeHttpUrl } from '../src/lib/safe-url.ts';
import type { OtherMarketPrice } from './article/payload.ts';
import type { Payload, Screen } from './payload.ts';
import type { NavMenu } from '../src/components/payload-parts.ts';

type Fields = Record<string, unknown>;
type Check = (value: unknown) => boolean;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isTime: Check = (value) => typeof value === 'string' && Number.isFinite(Date.parse(value));
const isCount: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/**
 * An unprefixed path inside the site: one leading slash, never `//host` or `/\host`, and no
 * control character, space or backslash anywhere (browsers drop tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`).
 */
const isInternalPath: Check = (value) => typeof value === 'string' && /^\/(?![/\\])[^\p{Cc} \\]*$/u.test(value);

const isMoney = shape({
  minor: Number.isSafeInteger,
  currency: (value) => (CURRENCIES as readonly unknown[]).includes(value),
});
const isLink = shape({ name: isString, path: isInternalPath });
const isMenu = shape({ name: isString, path: isInternalPath, subMenus: listOf(isLink) });
/** A shared menu file (scripts/prerender/payloads/common.ts, siteNav), and what it holds. */
const isNavFile: Check = (value) => typeof value === 'string' && /^\/nav\/[\w-]+\.json$/.test(value);
export const isNav = listOf(isMenu) as (value: unknown) => value is NavMenu[];
const isCategoryLink = shape({ name: isString, path: isInternalPath, products: isCount });
const isCard = shape({
  path: isInternalPath,
  name: isString,
  image: isString,
  price: nullable(isMoney),
  shops: isCount,
  dropPercent: optional(Number.isFinite),
  specs: optional(listOf(isString)),
});
const isOffer = shape({
  shop: isString,
  shopId: isString,
  price: isMoney,
  shipping: isMoney,
  total: isMoney,
  converted: isBoolean,
  availability: (value) => typeof value === 'string' && isAvailability(value),
  url: (value) => typeof value === 'string' && safeHttpUrl(value) !== null,
  lastSeen: nullable(isTime),
  stale: isBoolean,
  matchedBy: (value) => (MATCHED_BY as readonly unknown[]).includes(value),
  discount: nullable(shape({ claimed: Number.isSafeInteger, honest: nullable(Number.isSafeInteger), fake: isBoolean })),
});
const isProduct = shape({
  path: isInternalPath,
  name: isString,
  brand: isString,
  gtin: nullable(isString),
  mpn: nullable(isString),
  image: isString,
  specs: listOf(shape({ key: optional(isString), label: isString, value: isString, number: optional(Number.isFinite) })),
});

/** The article's price history (docs/decisions/010-article-history-and-chart.md): per shop, [minute, price or null] change points. */
const isHistoryPoint: Check = (value) =>
  Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[0]) && nullable(Number.isSafeInteger)(value[1]);
const isPriceHistory = shape({
  today: isString,
  shops: listOf(shape({ shopId: isString, name: isString, converted: isBoolean, points: listOf(isHistoryPoint) })),
});
const isPriceCheck = shape({
  current: nullable(isMoney),
  low30: nullable(isMoney),
  low90: nullable(isMoney),
  low365: nullable(isMoney),
  median90: nullable(isMoney),
  allTimeLow: nullable(shape({ price: isMoney, date: isString, shop: isString })),
  days: isCount,
  verdict: nullable(isString),
});

/**
 * A link to this product's page on the other site: absolute http(s) to exactly `domain` (no
 * credentials, no other port), already in its normal form, with a path like an internal one.
 */
const isUrlOn =
  (domain: string | undefined): Check =>
  (value) => {
    if (typeof value !== 'string' || !domain) return false;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.host === domain &&
      url.href === value &&
      !url.username &&
      !url.password &&
      isInternalPath(url.pathname)
    );
  };
const isOtherMarket = (domain: string | undefined): Check =>
  nullable(
    shape({
      domain: (value) => value === domain,
      url: isUrlOn(domain),
    }),
  );

/** The other market's price file (`OTHER_MARKET_FILE`), as fetched. */
export const isOtherMarketPrice = shape({ lowest: nullable(shape({ original: isMoney, converted: isMoney })) }) as (
  value: unknown,
) => value is OtherMarketPrice;

/** A category facet (docs/decisions/012-category-pages.md): its kind names its texts; value ids go into the URL as query values. */
const isFacetShape = shape({
  key: isString,
  kind: (value) => typeof value === 'string' && (FACET_KINDS as readonly string[]).includes(value),
  label: optional(isString),
  values: listOf(shape({ id: isString, label: optional(isString), count: optional(isCount) })),
});

/** A facet whose values have counts where its kind shows them (`showsCounts`), and none elsewhere. */
const isFacet = (value: unknown): boolean =>
  isFacetShape(value) && (value as Facet).values.every((item) => (item.count !== undefined) === showsCounts((value as Facet).kind));

const isShopSummary = shape({
  id: (value) => typeof value === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(value),
  name: isString,
  path: isInternalPath,
  offers: isCount,
  categories: isCount,
});
const isShop: Check = (value) =>
  isShopSummary(value) &&
  shape({
    url: (url) => url === null || (typeof url === 'string' && safeHttpUrl(url) !== null),
    shipping: nullable(shape({ lowest: isMoney, highest: isMoney })),
    defaultShipping: isMoney,
    asOf: isTime,
    record: shape({
      from: isTime,
      days: isCount,
      feedDays: nullable(shape({ arrived: isCount, of: isCount })),
      offers: isCount,
      staleOffers: isCount,
      reductions: isCount,
      flagged: isCount,
    }),
  })(value);

/** Per screen, the fields it renders besides the layout's menu, each item of a list included. */
const SCREEN_FIELDS: Record<Screen, Record<string, Check>> = {
  home: { drops: listOf(isCard), categories: listOf(isCategoryLink) },
  search: { brands: listOf(shape({ name: isString, categories: listOf(isLink) })) },
  compare: {},
  watchlist: {},
  shops: { shops: listOf(isShopSummary) },
  shop: { shop: isShop },
  menu: { menu: isLink, subMenus: listOf(shape({ name: isString, path: isInternalPath, categories: listOf(isCategoryLink) })) },
  'sub-menu': { menu: isLink, subMenu: isLink, categories: listOf(isCategoryLink) },
  category: {
    menu: isLink,
    subMenu: isLink,
    category: isLink,
    products: listOf(isCard),
    total: isCount,
    page: isCount,
    pages: isCount,
    facets: listOf(isFacet),
  },
  article: {
    menu: isLink,
    subMenu: isLink,
    category: isLink,
    product: isProduct,
    lowest: nullable(isMoney),
    offers: listOf(isOffer),
    history: isPriceHistory,
    priceCheck: isPriceCheck,
  },
  'not-found': {},
};

/**
 * Whether a fetched `_payload.json` has the shape the pages render: a known screen and
 * locale, the layout's menu, and the screen's own fields down to each item of its lists. It
 * guards against a wrong or hostile answer (docs/decisions/007-untrusted-input-in-the-browser.md); the prerender wrote the rest
 * to the type. An article's link to the other site must lead to `otherDomain` (the page
 * context's), so without it only an article that links nowhere passes.
 */
export function isPayload(value: unknown, otherDomain?: string): value is Payload {
  if (!isObject(value) || typeof value.screen !== 'string' || !Object.hasOwn(SCREEN_FIELDS, value.screen)) return false;
  if (!isLocale(value.locale) || !isNavFile(value.navFile)) return false;
  if (value.screen === 'article' && !isOtherMarket(otherDomain)(value.otherMarket)) return false;
  return shape(SCREEN_FIELDS[value.screen as Screen])(value);
}
