import type { TFunction } from 'i18next';
import type { Site } from '../sites/index.ts';
import { languageTag } from '../src/i18n/locales.ts';
import { highestMoney, lowestMoney, minorToDecimal, type Money } from '../src/domain/money.ts';
import { pricedOffers } from '../src/domain/offers.ts';
import { absoluteUrl } from './head.ts';
import { pictureAddress } from '../src/lib/picture.ts';
import type { NavLink } from '../src/components/payload-parts.ts';
import type { ArticlePayload, Payload } from './payload.ts';

type Thing = Record<string, unknown>;

const amount = (money: Money) => minorToDecimal(money.minor);

function breadcrumbs(payload: Payload, site: Site, trail: NavLink[], t: TFunction): Thing {
  const crumbs = [{ name: t('home.index'), path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    // The last crumb is the page itself: Google reads it without its address (the canonical says it).
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < crumbs.length - 1 || payload.screen !== 'article' ? { item: absoluteUrl(site, crumb.path, payload.locale) } : {}),
    })),
  };
}

/** Google's comparison-page shape: a Product with an AggregateOffer over the shops' offers; its address is the page's canonical. */
function product(payload: ArticlePayload, site: Site): Thing {
  const prices = pricedOffers(payload.offers).map((offer) => offer.price);
  const low = lowestMoney(prices);
  const high = highestMoney(prices);
  const { product: item } = payload;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    ...(item.image ? { image: [`https://${site.domain}${pictureAddress(item.image)}`] } : {}),
    brand: { '@type': 'Brand', name: item.brand },
    ...(item.gtin ? { gtin: item.gtin } : {}),
    ...(item.mpn ? { mpn: item.mpn } : {}),
    ...(low && high
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: site.currency,
            lowPrice: amount(low),
            highPrice: amount(high),
            offerCount: payload.offers.length,
          },
        }
      : {}),
  };
}

/**
 * JSON-LD for crawlers: Product + BreadcrumbList on articles, BreadcrumbList on categories,
 * WebSite + Organization on the home page.
 */
export function buildStructuredData(payload: Payload, site: Site, t: TFunction): Thing[] {
  const home = `https://${site.domain}/`;
  switch (payload.screen) {
    case 'home':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: t('site.name'),
          url: absoluteUrl(site, '/', payload.locale),
          inLanguage: languageTag(payload.locale),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl(site, '/search', payload.locale)}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
        { '@context': 'https://schema.org', '@type': 'Organization', name: t('site.name'), url: home, logo: `${home}favicon.svg` },
      ];
    case 'category':
      return [breadcrumbs(payload, site, [payload.menu, payload.subMenu, payload.category], t)];
    case 'article':
      return [
        product(payload, site),
        breadcrumbs(
          payload,
          site,
          [payload.menu, payload.subMenu, payload.category, { name: payload.product.name, path: payload.product.path }],
          t,
        ),
      ];
    default:
      return [];
  }
}
