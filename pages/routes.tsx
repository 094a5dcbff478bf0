import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { ArticlePage } from './article/article-page.tsx';
import { CategoryPage } from './category/category-page.tsx';
import { ComparePage } from './compare/compare-page.tsx';
import { ErrorPage } from './error/error-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { Layout } from './layout.tsx';
import { MenuPage } from './menu/menu-page.tsx';
import type { Screen } from './payload.ts';
import { buildRouteTree } from './route-table.ts';
import { SearchPage } from './search/search-page.tsx';
import { SubMenuPage } from './sub-menu/sub-menu-page.tsx';
import { WatchlistPage } from './watchlist/watchlist-page.tsx';

/** The catch-all's loader always throws 404, so the error boundary renders instead. */
function Unmatched() {
  return null;
}

const SCREENS: Record<Screen, ComponentType> = {
  home: HomePage,
  search: SearchPage,
  compare: ComparePage,
  watchlist: WatchlistPage,
  menu: MenuPage,
  'sub-menu': SubMenuPage,
  category: CategoryPage,
  article: ArticlePage,
  'not-found': Unmatched,
};

/** A category's filters and sort live in the query: changing them keeps the page's payload. */
const sameCategoryPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/**
 * The one route table, for the prerender and the client. The loader differs: the
 * prerender hands over the payload it built, the client fetches `<path>/_payload.json`.
 */
export function createRoutes(loader: LoaderFunction): RouteObject[] {
  return buildRouteTree(
    (screen) => ({ Component: SCREENS[screen], loader, ...(screen === 'category' ? { shouldRevalidate: sameCategoryPage } : {}) }),
    {
      Component: Layout,
      ErrorBoundary: ErrorPage,
    },
  );
}
