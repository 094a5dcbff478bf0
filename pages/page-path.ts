import { categoryPagePath } from '../src/catalogue-list/page-path.ts';
import type { Payload } from './payload.ts';

/** Unprefixed path of the page a payload belongs to; null for the error page. */
export function pagePath(payload: Payload): string | null {
  switch (payload.screen) {
    case 'home':
      return '/';
    case 'search':
      return '/search';
    case 'compare':
      return '/compare';
    case 'watchlist':
      return '/watchlist';
    case 'shops':
      return '/shops';
    case 'shop':
      return payload.shop.path;
    case 'privacy':
      return '/privacy';
    case 'menu':
      return payload.menu.path;
    case 'sub-menu':
      return payload.subMenu.path;
    case 'category':
      return categoryPagePath(payload.category.path, payload.page);
    case 'article':
      return payload.product.path;
    case 'not-found':
      return null;
  }
}
