import type { RouteObject } from 'react-router';
import { LOCALES, localePrefix, type Locale } from '../src/i18n/locales.ts';
import type { Screen } from './payload.ts';

/**
 * Home, search, compare, watchlist, shops and a shop, privacy, menu, sub-menu, category, article and the catch-all, each
 * under every locale prefix (docs/architecture.md, Pages and payloads). A category's
 * further pages are a second route of its screen (`variant` keeps the route ids apart); the
 * literal `page` segment keeps them from ever matching an article (`<category>/<id>-<slug>`).
 */
export const SCREEN_ROUTES: { screen: Screen; path?: string; variant?: string }[] = [
  { screen: 'home' },
  { screen: 'search', path: 'search' },
  { screen: 'compare', path: 'compare' },
  { screen: 'watchlist', path: 'watchlist' },
  { screen: 'shops', path: 'shops' },
  { screen: 'shop', path: 'shops/:shop' },
  { screen: 'privacy', path: 'privacy' },
  { screen: 'menu', path: ':menu' },
  { screen: 'sub-menu', path: ':menu/:subMenu' },
  { screen: 'category', path: ':menu/:subMenu/:category' },
  { screen: 'category', path: ':menu/:subMenu/:category/page/:page', variant: 'page' },
  { screen: 'article', path: ':menu/:subMenu/:category/:articleId' },
  { screen: 'not-found', path: '*' },
];

function routeId(locale: Locale, screen: Screen, variant?: string): string {
  return variant ? `${locale}:${screen}:${variant}` : `${locale}:${screen}`;
}

export function screenOfRoute(id: string): Screen | undefined {
  const screen = id.split(':')[1];
  return SCREEN_ROUTES.find((route) => route.screen === screen)?.screen;
}

/** Builds the route tree; `leaf` adds what a screen route needs (component, loader). */
export function buildRouteTree(leaf: (screen: Screen) => Partial<RouteObject>, layout: Partial<RouteObject> = {}): RouteObject[] {
  return [
    {
      id: 'root',
      ...layout,
      children: LOCALES.map((locale): RouteObject => ({
        id: locale,
        path: localePrefix(locale) || '/',
        handle: { locale },
        ErrorBoundary: layout.ErrorBoundary,
        children: SCREEN_ROUTES.map(({ screen, path, variant }): RouteObject => {
          const id = routeId(locale, screen, variant);
          return path ? { id, path, ...leaf(screen) } : ({ id, index: true, ...leaf(screen) } as RouteObject);
        }),
      })),
    } as RouteObject,
  ];
}

let shapes: RouteObject[] | undefined;

/** The route tree without components, for matching a path to its screen. */
export function routeTable(): RouteObject[] {
  shapes ??= buildRouteTree(() => ({}));
  return shapes;
}
