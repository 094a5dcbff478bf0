import type { OfferRow } from '../../pages/article/payload.ts';
import type { Payload } from '../../pages/payload.ts';
import type { Site } from '../../sites/index.ts';
import { LOCALES, localePrefix, type Locale } from '../../src/i18n/locales.ts';
import type { Snapshot, SnapshotNode } from '../catalogue/snapshot.ts';
import { buildArticlePayload, buildOfferRows } from './payloads/article.ts';
import { buildCategoryPayload } from './payloads/category.ts';
import { buildNav, hasProducts, productPath, type PageScope } from './payloads/common.ts';
import { buildHomePayload, findDrops } from './payloads/home.ts';
import { buildMenuPayload, buildSubMenuPayload } from './payloads/menus.ts';

/** One page to prerender: its URL path (with locale prefix) and how to build its payload. */
export interface Page {
  path: string;
  payload: () => Payload;
  /** Error pages (`404.html`, `500.html`) are written in the locale's home folder, with no `_payload.json`. */
  file?: '404.html' | '500.html';
}

function localized(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path === '/' ? '' : path}` || '/';
}

/**
 * Every page of one site, in every locale, one at a time so nothing accumulates: the
 * prerender builds and writes each page as it comes; the dev server builds only the one asked for.
 */
export function* listPages(snapshot: Snapshot, site: Site): Generator<Page> {
  const scopes: PageScope[] = LOCALES.map((locale) => ({ snapshot, site, locale, nav: buildNav(snapshot, locale) }));
  const drops = findDrops(snapshot, site);
  for (const scope of scopes) {
    const { locale } = scope;
    yield { path: localized(locale, '/'), payload: () => buildHomePayload(scope, drops) };
    yield { path: localized(locale, '/search'), payload: () => ({ screen: 'search', locale, nav: scope.nav }) };
    // Deeper than any screen's route, so the catch-all renders it.
    const unmatched = localized(locale, '/_/_/_/_/_');
    yield { path: unmatched, payload: () => ({ screen: 'not-found', locale, nav: scope.nav }), file: '404.html' };
    yield { path: unmatched, payload: () => ({ screen: 'not-found', locale, nav: scope.nav }), file: '500.html' };
    for (const menu of snapshot.menus.filter(hasProducts)) {
      yield { path: localized(locale, menu.path), payload: () => buildMenuPayload(scope, menu) };
      for (const subMenu of menu.children.filter(hasProducts)) {
        yield { path: localized(locale, subMenu.path), payload: () => buildSubMenuPayload(scope, menu, subMenu) };
        for (const category of subMenu.children.filter(hasProducts)) {
          yield { path: localized(locale, category.path), payload: () => buildCategoryPayload(scope, [menu, subMenu, category]) };
        }
      }
    }
  }
  for (const menu of snapshot.menus) {
    for (const subMenu of menu.children) {
      for (const category of subMenu.children) {
        const trail: [SnapshotNode, SnapshotNode, SnapshotNode] = [menu, subMenu, category];
        for (const product of category.products) {
          let offers: OfferRow[] | undefined;
          for (const scope of scopes) {
            yield {
              path: localized(scope.locale, productPath(category, product)),
              payload: () => buildArticlePayload(scope, trail, product, (offers ??= buildOfferRows(product, scope))),
            };
          }
        }
      }
    }
  }
}
