import type { StaticHandlerContext } from 'react-router';
import { expect, test } from 'vitest';
import { LOCALES } from '../src/i18n/locales.ts';
import { localizedPath } from '../src/lib/paths.ts';
import type { Payload, Screen } from './payload.ts';
import { createPageRouter } from './page-router.ts';

const router = createPageRouter();

// A page of every screen (a category's first and further pages), and the catch-all.
const PAGES: [Screen, string][] = [
  ['home', '/'],
  ['search', '/search'],
  ['compare', '/compare'],
  ['watchlist', '/watchlist'],
  ['shops', '/shops'],
  ['shop', '/shops/adria-gadget'],
  ['privacy', '/privacy'],
  ['menu', '/telefoni'],
  ['sub-menu', '/telefoni/mobilni'],
  ['category', '/telefoni/mobilni/pametni'],
  ['category', '/telefoni/mobilni/pametni/page/3'],
  ['article', '/telefoni/mobilni/pametni/295-xiaomi-14t-pro'],
  ['not-found', '/_/_/_/_/_'],
];

/** The state as rendering reads it: each match's route (its id, component, boundary), params and paths. */
function asRendered(state: StaticHandlerContext) {
  return {
    ...state,
    matches: state.matches.map(({ route, ...match }) => ({
      ...match,
      route: route.id,
      Component: route.Component,
      ErrorBoundary: route.ErrorBoundary,
      hasErrorBoundary: route.hasErrorBoundary,
    })),
  };
}

test.each(LOCALES.flatMap((locale) => PAGES.map(([screen, path]) => [locale, screen, localizedPath(path, locale)] as const)))(
  '%s %s at %s: the router state made without the query is the query’s',
  async (locale, screen, path) => {
    const page = { path, payload: { screen, locale, navFile: `/nav/${locale}-0.json` } as Payload };
    const made = await router.context(page);
    expect(asRendered(made)).toEqual(asRendered(await router.query(page)));
    expect(made.matches.at(-1)?.route.id).toMatch(new RegExp(`^${locale}:${screen}(:|$)`));
    expect(made.loaderData).toEqual(screen === 'not-found' ? {} : { [made.matches.at(-1)?.route.id as string]: page.payload });
    expect(made.statusCode).toBe(screen === 'not-found' ? 404 : 200);
  },
);

test('an error page keeps its status, caught by its language’s boundary', async () => {
  const payload = { screen: 'not-found', locale: 'en', navFile: '/nav/en-0.json' } as Payload;
  const made = await router.context({ path: '/en/_/_/_/_/_', payload, status: 500 });
  expect(made.statusCode).toBe(500);
  expect(Object.keys(made.errors ?? {})).toEqual(['en']);
});
