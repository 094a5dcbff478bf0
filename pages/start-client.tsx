import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteMatch, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageContextProvider, type PageContext } from '../src/components/site-context.tsx';
import { leaveOpenedPage } from '../src/components/grid-lists.tsx';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../src/i18n/i18n.ts';
import { markOutdated } from '../src/deploy/outdated.ts';
import { loadMessages } from '../src/i18n/load-messages.ts';
import { DEFAULT_LOCALE, type Locale } from '../src/i18n/locales.ts';
import { loadFeatureTexts } from '../src/i18n/feature-texts.ts';
import { fixedT } from '../src/i18n/use-locale.ts';
import { followAppLinks } from '../src/lib/app-links.ts';
import { localizedPath } from '../src/lib/paths.ts';
import { createClientLoader } from './client-loader.ts';
import { fetchPayload } from './fetch-payload.ts';
import { firstPayload } from './first-payload.ts';
import { rememberNav } from './nav-files.ts';
import type { Payload, Screen } from './payload.ts';
import { StartNav } from './layout.tsx';
import { yieldToBrowser } from './yield-to-browser.ts';
import { createRoutes, loadScreen } from './routes.tsx';
import { SCREEN_TEXTS } from './screen-texts.ts';

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

type Matches = RouteMatch<string, RouteObject>[];

/** The language of the URL's path prefix, as the route table reads it (sr without one). */
function urlLocale(matches: Matches): Locale {
  return (matches[1]?.route.handle as { locale?: Locale } | undefined)?.locale ?? DEFAULT_LOCALE;
}

/**
 * The router state the page was prerendered with: the payload as the leaf route's data, or
 * on `404.html` (served for any unknown path) a 404 at the locale route, as the prerender had.
 */
function hydrationData(matches: Matches, payload: Payload): HydrationState {
  if (payload.screen === 'not-found') {
    const localeRoute = matches[1]?.route.id ?? 'root';
    return { errors: { [localeRoute]: { status: 404, statusText: 'Not Found', internal: false, data: null } } };
  }
  const leaf = matches.at(-1)?.route.id;
  return { loaderData: leaf ? { [leaf]: payload } : {} };
}

/**
 * Netlify, GitHub Pages and S3 answer every missing path with the root (sr) `404.html`. Under
 * another prefix that markup is in the wrong language, so it is not hydrated: the not-found
 * page is rendered afresh in the URL's language, with the menu of that language's home.
 */
async function notFoundIn(locale: Locale): Promise<Payload> {
  try {
    const home = await fetchPayload(new URL(localizedPath('/', locale), window.location.origin), new AbortController().signal);
    return { screen: 'not-found', locale, navFile: home.navFile, nav: home.nav };
  } catch {
    // fetchPayload has said why; the page shows without its menu.
    return { screen: 'not-found', locale, navFile: '', nav: [] };
  }
}

/** The URL always says its language in `lang` (docs/decisions/005-urls-and-languages.md); the path decides which. */
function keepLangOnUrl(locale: Payload['locale']): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('lang') === locale) return;
  url.searchParams.set('lang', locale);
  window.history.replaceState(window.history.state, '', url);
}

/** The texts the screen shows at once (routes.tsx), in the page's language; a failure is logged where they are used. */
function screenTexts(screen: Screen, i18n: I18n, locale: Locale): Promise<void> {
  const feature = SCREEN_TEXTS[screen];
  return feature ? loadFeatureTexts(i18n, feature, locale).catch(() => {}) : Promise.resolve();
}

/** Reads the page, matches its route and hydrates it (or renders it afresh), in tasks of their own. */
export async function start(): Promise<void> {
  const context = readJson<PageContext>('__ctx');
  const first = await firstPayload(context.otherDomain);
  if (!first) return;
  const prerendered = first.payload;
  // The page's menu comes with its payload: later payloads that name the same file reuse it.
  if (prerendered.nav) rememberNav(prerendered.navFile, prerendered.nav);
  // Reading the payload, setting up the translator, matching the route and creating the router:
  // each a task of its own, none long enough to hold up a tap on a slow phone.
  await yieldToBrowser();
  const i18n = createI18n({});
  await yieldToBrowser();
  const routes = createRoutes(createClientLoader(i18n, context.otherDomain));
  const matches: Matches = matchRoutes(routes, window.location) ?? [];
  const locale = urlLocale(matches);
  const hydrate = first.rendered && (prerendered.screen !== 'not-found' || prerendered.locale === locale);
  const [payload] = await Promise.all([
    hydrate || prerendered.screen !== 'not-found' ? prerendered : notFoundIn(locale),
    loadMessages(i18n, hydrate ? prerendered.locale : locale),
    loadScreen(prerendered.screen).catch(markOutdated),
    screenTexts(prerendered.screen, i18n, hydrate ? prerendered.locale : locale),
  ]);
  await yieldToBrowser();
  keepLangOnUrl(payload.locale);
  if (!hydrate) {
    const { applyHead, buildHead } = await import('./head-apply.ts');
    applyHead(buildHead(payload, context.site, fixedT(i18n, locale)));
  }
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: hydrationData(matches, payload) });
  followAppLinks((to, options) => router.navigate(to, options));
  // Told before the next page renders: its grids lay out every list (grid-lists.tsx).
  const opened = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location === opened) return;
    leaveOpenedPage();
    unsubscribe();
  });

  // A chunk of this build failed to load: its files were replaced by a newer deployment, so
  // the next client navigation becomes a full page load. The failed import itself still fails.
  window.addEventListener('vite:preloadError', markOutdated);
  const idle = (callback: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(callback) : window.setTimeout(callback, 1);
  idle(() => void import('../src/deploy/build-watch.ts').then(({ watchBuilds }) => watchBuilds(context.buildId)));

  await yieldToBrowser();
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageContextProvider value={context}>
          <StartNav.Provider value={payload.nav ?? []}>
            <RouterProvider router={router} />
          </StartNav.Provider>
        </PageContextProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('app') as HTMLElement;
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (hundreds of ms on a slow phone).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
