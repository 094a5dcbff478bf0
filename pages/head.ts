import type { TFunction } from 'i18next';
import type { Site } from '../sites/index.ts';
import { LOCALES, languageTag } from '../src/i18n/locales.ts';
import { formatMoney } from '../src/lib/money.ts';
import { localizedPath } from '../src/lib/paths.ts';
import { feedPath } from '../src/lib/feed-path.ts';
import { pictureAddress } from '../src/lib/picture.ts';
import { pagePath } from './page-path.ts';
import type { Payload } from './payload.ts';

export interface Head {
  lang: string;
  title: string;
  description: string;
  /** Absolute clean URL of the page; none for error pages. */
  canonical: string | null;
  /** The same page in every locale of the site, plus `x-default` (the sr page). */
  alternates: { hreflang: string; href: string }[];
  /** Open Graph properties. */
  og: { property: string; content: string }[];
  /** The page's Atom feed of price drops and back in stock (category and article pages; docs/decisions/014-atom-feeds.md). */
  feed?: { href: string; title: string };
  /** `noindex` for a page search engines should not list (the compare page: its content is in the URL's query). */
  robots?: string;
}

/** Open Graph wants language_TERRITORY. */
const OG_LOCALES: Record<Payload['locale'], string> = {
  sr: 'sr_RS',
  me: 'sr_ME',
  ba: 'bs_BA',
  en: 'en_GB',
  ru: 'ru_RU',
  de: 'de_DE',
  tr: 'tr_TR',
};

/** The absolute URL of an unprefixed path in a locale, without the query. */
export function absoluteUrl(site: Site, path: string, locale: Payload['locale']): string {
  return `https://${site.domain}${localizedPath(path, locale)}`;
}

/**
 * Title rule: the sub-menu name, else the menu name, else the index
 * word, upper case, then the site postfix; category and article pages put their name first.
 */
function title(payload: Payload, site: Site, t: TFunction, status: number): string {
  const upper = (text: string) => text.toLocaleUpperCase(languageTag(payload.locale));
  switch (payload.screen) {
    case 'menu':
      return `${upper(payload.menu.name)}${site.titlePostfix}`;
    case 'sub-menu':
      return `${upper(payload.subMenu.name)}${site.titlePostfix}`;
    case 'category': {
      const name = payload.page > 1 ? t('category.pageTitle', { name: payload.category.name, page: payload.page }) : payload.category.name;
      return `${name} - ${upper(payload.subMenu.name)}${site.titlePostfix}`;
    }
    case 'article':
      return `${payload.product.name} - ${upper(payload.subMenu.name)}${site.titlePostfix}`;
    case 'search':
      return `${upper(t('search.title'))}${site.titlePostfix}`;
    case 'compare':
      return `${upper(t('compare.title'))}${site.titlePostfix}`;
    case 'watchlist':
      return `${upper(t('watchlist.title'))}${site.titlePostfix}`;
    case 'shops':
      return `${upper(t('shops.title'))}${site.titlePostfix}`;
    case 'shop':
      return `${payload.shop.name} - ${upper(t('shops.title'))}${site.titlePostfix}`;
    case 'privacy':
      return `${upper(t('privacy.title'))}${site.titlePostfix}`;
    case 'not-found':
      return `${upper(t(status === 404 ? 'error.notFound' : 'error.internal'))}${site.titlePostfix}`;
    case 'home':
      return `${upper(t('home.index'))}${site.titlePostfix}`;
  }
}

function description(payload: Payload, site: Site, t: TFunction): string {
  const country = t(`country.${site.country}`);
  switch (payload.screen) {
    case 'menu':
      return t('menu.description', { name: payload.menu.name });
    case 'sub-menu':
      return t('menu.description', { name: payload.subMenu.name });
    case 'category':
      return t('category.description', { name: payload.category.name, count: payload.total, country });
    case 'article':
      return payload.lowest
        ? t('article.description', {
            name: payload.product.name,
            count: payload.offers.length,
            price: formatMoney(payload.lowest, payload.locale),
            country,
          })
        : payload.product.name;
    case 'shops':
      return t('shops.description', { country });
    case 'shop':
      return t('shops.shopDescription', { name: payload.shop.name, count: payload.shop.offers, country });
    case 'privacy':
      return t('privacy.description');
    default:
      return t('home.description', { country });
  }
}

/** The page whose feed a category or article page links: the category (on each of its pages) or the product. */
function feedOf(payload: Payload): { path: string; name: string } | null {
  if (payload.screen === 'category') return payload.category;
  if (payload.screen === 'article') return payload.product;
  return null;
}

/** The head of a page; `status` tells a `not-found` payload's 404 page from the 500 page. */
export function buildHead(payload: Payload, site: Site, t: TFunction, status = 404): Head {
  const path = pagePath(payload);
  const head: Head = {
    lang: languageTag(payload.locale),
    title: title(payload, site, t, status),
    description: description(payload, site, t),
    canonical: path === null ? null : absoluteUrl(site, path, payload.locale),
    alternates: [],
    og: [],
  };
  if (payload.screen === 'compare' || payload.screen === 'watchlist') head.robots = 'noindex';
  const feed = feedOf(payload);
  if (feed) head.feed = { href: absoluteUrl(site, feedPath(feed.path), payload.locale), title: t('feeds.title', { name: feed.name }) };
  if (path === null) return head;
  head.alternates = [
    ...LOCALES.map((locale) => ({ hreflang: languageTag(locale), href: absoluteUrl(site, path, locale) })),
    { hreflang: 'x-default', href: absoluteUrl(site, path, 'sr') },
  ];
  // Open Graph adds what the head does not say already: link previews read the title, the
  // description and the address from <title>, the description and the canonical link when their
  // og: copies are absent (docs/decisions/046-product-page-bytes.md).
  head.og = [
    { property: 'og:type', content: payload.screen === 'article' ? 'product' : 'website' },
    { property: 'og:site_name', content: t('site.name') },
    { property: 'og:locale', content: OG_LOCALES[payload.locale] },
  ];
  if (payload.screen === 'article' && payload.product.image) {
    head.og.push({ property: 'og:image', content: `https://${site.domain}${pictureAddress(payload.product.image)}` });
  }
  return head;
}
