import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { ArticlePage } from './article/article-page.tsx';
import { lazyPart } from '../src/lib/lazy-part.tsx';
import { CategoryPage, loadCategoryView } from './category/category-page.tsx';
import { ErrorPage } from './error/error-page.tsx';
import { Layout } from './layout.tsx';
import type { Screen } from './payload.ts';
import { buildRouteTree } from './route-table.ts';

/** The catch-all's loader always throws 404, so the error boundary renders instead. */
function Unmatched() {
  return null;
}

/**
 * Screens other than the article and the category (the largest pages, whose own heavy parts are
 * lazy) are chunks of their own, out of every page's first-load JavaScript. A route's loader
 * fetches its screen's chunk together with the payload; the prerender's loader does the same,
 * so the prerender renders them at once.
 */
const LAZY_SCREENS = {
  home: lazyPart(() => import('./home/home-page.tsx').then((module) => module.HomePage)),
  search: lazyPart(() => import('./search/search-page.tsx').then((module) => module.SearchPage)),
  compare: lazyPart(() => import('./compare/compare-page.tsx').then((module) => module.ComparePage)),
  watchlist: lazyPart(() => import('./watchlist/watchlist-page.tsx').then((module) => module.WatchlistPage)),
  shops: lazyPart(() => import('./shops/shops-page.tsx').then((module) => module.ShopsPage)),
  shop: lazyPart(() => import('./shops/shop-page.tsx').then((module) => module.ShopPage)),
  privacy: lazyPart(() => import('./privacy/privacy-page.tsx').then((module) => module.PrivacyPage)),
  menu: lazyPart(() => import('./menu/menu-page.tsx').then((module) => module.MenuPage)),
  'sub-menu': lazyPart(() => import('./sub-menu/sub-menu-page.tsx').then((module) => module.SubMenuPage)),
} satisfies Partial<Record<Screen, { Part: ComponentType; load: () => Promise<unknown> }>>;

const SCREENS: Record<Screen, ComponentType> = {
  home: LAZY_SCREENS.home.Part,
  search: LAZY_SCREENS.search.Part,
  compare: LAZY_SCREENS.compare.Part,
  watchlist: LAZY_SCREENS.watchlist.Part,
  shops: LAZY_SCREENS.shops.Part,
  shop: LAZY_SCREENS.shop.Part,
  privacy: LAZY_SCREENS.privacy.Part,
  menu: LAZY_SCREENS.menu.Part,
  'sub-menu': LAZY_SCREENS['sub-menu'].Part,
  category: CategoryPage,
  article: ArticlePage,
  'not-found': Unmatched,
};

/**
 * A screen's chunk, when it has one. The client loads the first page's before hydrating (with the
 * page's messages), so the whole page hydrates at once and a click never meets unhydrated markup.
 */
export function loadScreen(screen: Screen): Promise<unknown> {
  if (screen === 'category') return loadCategoryView();
  return (LAZY_SCREENS as Partial<Record<Screen, { load: () => Promise<unknown> }>>)[screen]?.load() ?? Promise.resolve();
}

/** The route's loader, and its screen's chunk alongside. */
function withScreen(screen: Screen, loader: LoaderFunction): LoaderFunction {
  return async (args) => (await Promise.all([loader(args), loadScreen(screen)]))[0];
}

/**
 * A category's filters and sort, a search's query, facets and pages, the compared products: all
 * live in the query, and changing them keeps the page's payload (no fetch that could fail).
 */
const samePage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

const QUERY_SCREENS: readonly Screen[] = ['category', 'search', 'compare'];

/**
 * The one route table, for the prerender and the client. The loader differs: the
 * prerender hands over the payload it built, the client fetches `<path>/_payload.json`.
 */
export function createRoutes(loader: LoaderFunction): RouteObject[] {
  return buildRouteTree(
    (screen) => ({
      Component: SCREENS[screen],
      loader: withScreen(screen, loader),
      ...(QUERY_SCREENS.includes(screen) ? { shouldRevalidate: samePage } : {}),
    }),
    {
      Component: Layout,
      ErrorBoundary: ErrorPage,
    },
  );
}
