import { matchRoutes } from 'react-router';
import { expect, test } from 'vitest';
import { LOCALES } from '../src/i18n/locales.ts';
import { localizedPath } from '../src/lib/paths.ts';
import { pagePath } from './page-path.ts';
import { routeTable, screenOfRoute } from './route-table.ts';

const screenAt = (path: string) => screenOfRoute(matchRoutes(routeTable(), path)?.at(-1)?.route.id ?? '');

test.each(LOCALES)('under the %s prefix, /privacy is the privacy screen, not a menu named so', (locale) => {
  expect(screenAt(localizedPath('/privacy', locale))).toBe('privacy');
  expect(screenAt(localizedPath('/shops', locale))).toBe('shops');
  expect(screenAt(localizedPath('/telefoni', locale))).toBe('menu');
  expect(pagePath({ screen: 'privacy', locale, navFile: '/nav/sr-0.json' })).toBe('/privacy');
});
