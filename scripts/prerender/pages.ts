import type { Payload } from '../../pages/payload.ts';
import type { SiteIndex } from './site-index.ts';
import { LOCALES, localePrefix, type Locale } from '../../src/i18n/locales.ts';
import type { Snapshot, SnapshotNode, SnapshotProduct } from '../catalogue/snapshot.ts';
import { articleKey, carryArticle, noteArticle, pageKey } from './article-key.ts';
import { buildArticleParts, buildArticlePayload, type ArticleParts } from './payloads/article.ts';
import { categoryPagePath } from '../../src/catalogue-list/page-path.ts';
import { shopPath } from '../../src/lib/paths.ts';
import type { Facet } from '../../src/catalogue-list/types.ts';
import { buildCategoryPayload, categoryFacets, pageCount } from './payloads/category.ts';
import { buildCategoryParts, type CategoryParts } from './payloads/category-list.ts';
import { cardCount } from './payloads/category-families.ts';
import type { OutputKeys } from './incremental/build-keys.ts';
import { hasProducts, productPath, siteNav, type PageScope } from './payloads/common.ts';
import { productFigures } from './payloads/price-history.ts';
import { buildHomePayload, findDrops } from './payloads/home.ts';
import { buildMenuPayload, buildSubMenuPayload } from './payloads/menus.ts';
import { buildSearchPayload } from './payloads/search.ts';
import { buildShopPayload, buildShopsPayload, listedShops, shopKey } from './payloads/shops.ts';
import type { SiteShop } from '../catalogue/shops.ts';

/** One page to prerender: its URL path (with locale prefix) and how to build its payload. */
export interface Page {
  path: string;
  locale: Locale;
  /** The path without the locale prefix, the same in every locale. */
  route: string;
  /** The latest offer change the page shows (ISO), for sitemaps. */
  lastmod: string;
  payload: () => Payload;
  /** Left out of the sitemaps (the compare page: `noindex`, its content is in the URL's query). */
  unlisted?: boolean;
  /** Error pages (`404.html`, `500.html`) are written in the locale's home folder, with no `_payload.json`. */
  file?: '404.html' | '500.html';
  /** What the page is made of besides the code, the same in every language (article-key.ts; shops.ts's `shopKey`): the same key, the same files. */
  key?: () => string;
}

function localized(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path === '/' ? '' : path}` || '/';
}

const latest = (dates: string[]) => dates.reduce((max, date) => (date > max ? date : max), '');

/** When each product and node last changed: its offers' latest change, rolled up the tree. */
function lastChanges(snapshot: Snapshot) {
  const changed = new Map<SnapshotNode | SnapshotProduct, string>();
  const of = (node: SnapshotNode): string => {
    const value =
      node.level === 3
        ? latest(
            node.products.map((product) => {
              const date = latest(product.offers.map((offer) => offer.changedAt));
              changed.set(product, date);
              return date;
            }),
          )
        : latest(node.children.map(of));
    changed.set(node, value);
    return value;
  };
  const all = latest(snapshot.menus.map(of)) || snapshot.asOf;
  return { all, of: (item: SnapshotNode | SnapshotProduct) => changed.get(item) || all };
}

export interface ListHooks {
  /** Called with each category's data as it is built (the build writes its list file). */
  onCategory?: (category: SnapshotNode, parts: CategoryParts) => void;
  /** The pages output's keys: products' drops and figures' spans are carried over by them (carryArticle). */
  keys?: OutputKeys;
}

type Trail = [SnapshotNode, SnapshotNode, SnapshotNode];

/** Every product with the menu, sub-menu and category above it. */
function* productsWithTrails(snapshot: Snapshot): Generator<{ trail: Trail; product: SnapshotProduct }> {
  for (const menu of snapshot.menus) {
    for (const subMenu of menu.children) {
      for (const category of subMenu.children) {
        const trail: Trail = [menu, subMenu, category];
        for (const product of category.products) yield { trail, product };
      }
    }
  }
}

/**
 * Every page of one site, in every locale, one at a time so nothing accumulates: the
 * prerender builds and writes each page as it comes; the dev server builds only the one asked for.
 */
export function* listPages(index: SiteIndex, hooks: ListHooks = {}): Generator<Page> {
  const { snapshot, site } = index;
  const scopes: PageScope[] = LOCALES.map((locale) => ({ snapshot, site, index, locale, navFile: siteNav(snapshot, locale).file }));
  const navFiles = scopes.map((scope) => scope.navFile);
  // Found when the first home page is built, so that listing the pages (to count them) costs little.
  let drops: ReturnType<typeof findDrops> | undefined;
  const changes = lastChanges(snapshot);
  // Worked out once per product: its pages in every locale, and its drop's carrying, ask for it.
  const articleKeys = new Map<SnapshotProduct, string>();
  const keyOf = (trail: Trail, product: SnapshotProduct): string => {
    let key = articleKeys.get(product);
    if (key === undefined) {
      key = articleKey(index, trail, product, navFiles);
      articleKeys.set(product, key);
    }
    return key;
  };
  const shopKeys = new Map<SiteShop, string>();
  const keyOfShop = (shop: SiteShop): string => {
    let key = shopKeys.get(shop);
    if (key === undefined) {
      key = shopKey(index, shop, navFiles);
      shopKeys.set(shop, key);
    }
    return key;
  };
  const page = (scope: PageScope, route: string, lastmod: string, payload: () => Payload): Page => ({
    path: localized(scope.locale, route),
    locale: scope.locale,
    route,
    lastmod,
    payload,
  });
  // Products first: the pages that show their drops (the home page, the categories' cards) come
  // after every product's drop is known, and the render workers start at once, while the main
  // thread works out each product's key as its pages come (a day carries most of them over).
  for (const { trail, product } of productsWithTrails(snapshot)) {
    // What the live build noted of it (its drop, its figures' span), taken before anything asks for them.
    if (hooks.keys) carryArticle(productPath(trail[2], product), product, keyOf(trail, product), index, hooks.keys);
    let parts: ArticleParts | undefined;
    // Its pages in every language share one key.
    let productKey: string | undefined;
    for (const scope of scopes) {
      yield {
        ...page(scope, productPath(trail[2], product), changes.of(product), () =>
          buildArticlePayload(scope, trail, product, (parts ??= buildArticleParts(product, scope))),
        ),
        key: () => (productKey ??= pageKey(keyOf(trail, product), productFigures(product, index).since)),
      };
    }
  }
  for (const scope of scopes) {
    const { locale, navFile } = scope;
    yield page(scope, '/', changes.all, () => buildHomePayload(scope, (drops ??= findDrops(index))));
    yield page(scope, '/search', changes.all, () => buildSearchPayload(scope));
    yield { ...page(scope, '/compare', changes.all, () => ({ screen: 'compare', locale, navFile })), unlisted: true };
    yield { ...page(scope, '/watchlist', changes.all, () => ({ screen: 'watchlist', locale, navFile })), unlisted: true };
    yield page(scope, '/shops', changes.all, () => buildShopsPayload(scope));
    yield page(scope, '/privacy', changes.all, () => ({ screen: 'privacy', locale, navFile }));
    for (const shop of listedShops(index)) {
      yield { ...page(scope, shopPath(shop.id), changes.all, () => buildShopPayload(scope, shop)), key: () => keyOfShop(shop) };
    }
    // Matches no screen's route (deeper than an article, no `page` segment), so the catch-all renders it.
    const unmatched = page(scope, '/_/_/_/_/_', changes.all, () => ({ screen: 'not-found', locale, navFile }));
    yield { ...unmatched, file: '404.html' };
    yield { ...unmatched, file: '500.html' };
    for (const menu of snapshot.menus.filter(hasProducts)) {
      yield page(scope, menu.path, changes.of(menu), () => buildMenuPayload(scope, menu));
      for (const subMenu of menu.children.filter(hasProducts)) {
        yield page(scope, subMenu.path, changes.of(subMenu), () => buildSubMenuPayload(scope, menu, subMenu));
      }
    }
  }
  for (const menu of snapshot.menus) {
    for (const subMenu of menu.children) {
      for (const category of subMenu.children.filter(hasProducts)) {
        // Built once per category, when its first payload is, for its list file and its pages in
        // every language; listing the pages alone (counting them) builds nothing.
        let parts: CategoryParts | undefined;
        const partsOf = (): CategoryParts => {
          if (parts) return parts;
          parts = buildCategoryParts(category, index);
          hooks.onCategory?.(category, parts);
          return parts;
        };
        const trail: [SnapshotNode, SnapshotNode, SnapshotNode] = [menu, subMenu, category];
        const pages = pageCount(cardCount(category));
        for (const scope of scopes) {
          let facets: Facet[] | undefined;
          for (let number = 1; number <= pages; number += 1) {
            yield page(scope, categoryPagePath(category.path, number), changes.of(category), () =>
              buildCategoryPayload(scope, trail, partsOf(), (facets ??= categoryFacets(partsOf(), scope)), number),
            );
          }
        }
      }
    }
  }
  // Last, when every product's figures are known (its pages' keys worked them out), for the next build.
  if (hooks.keys) {
    for (const { trail, product } of productsWithTrails(snapshot)) {
      noteArticle(productPath(trail[2], product), product, keyOf(trail, product), index, hooks.keys);
    }
  }
}
