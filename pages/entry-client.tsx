import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageContextProvider, type PageContext } from '../src/components/site-context.tsx';
import { createI18n } from '../src/i18n/i18n.ts';
import { markOutdated } from '../src/deploy/outdated.ts';
import { loadMessages } from '../src/i18n/load-messages.ts';
import { createClientLoader } from './client-loader.ts';
import type { Payload } from './payload.ts';
import { StartNav } from './layout.tsx';
import { createRoutes } from './routes.tsx';
import '../src/styles.css';

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

/**
 * The router state the page was prerendered with: the payload as the leaf route's data, or
 * on `404.html` (served for any unknown path) a 404 at the locale route, as the prerender had.
 */
function hydrationData(routes: RouteObject[], payload: Payload): HydrationState {
  const matches = matchRoutes(routes, window.location) ?? [];
  if (payload.screen === 'not-found') {
    const localeRoute = matches[1]?.route.id ?? 'root';
    return { errors: { [localeRoute]: { status: 404, statusText: 'Not Found', internal: false, data: null } } };
  }
  const leaf = matches.at(-1)?.route.id;
  return { loaderData: leaf ? { [leaf]: payload } : {} };
}

/** The URL always says its language in `lang` (spec section 2); the path decides which. */
function keepLangOnUrl(locale: Payload['locale']): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('lang') === locale) return;
  url.searchParams.set('lang', locale);
  window.history.replaceState(window.history.state, '', url);
}

async function start(): Promise<void> {
  const payload = readJson<Payload>('__payload');
  const context = readJson<PageContext>('__ctx');
  keepLangOnUrl(payload.locale);
  const i18n = createI18n({});
  await loadMessages(i18n, payload.locale);

  const routes = createRoutes(createClientLoader(i18n));
  const router = createBrowserRouter(routes, { hydrationData: hydrationData(routes, payload) });

  // A chunk of this build failed to load: its files were replaced by a newer deployment, so
  // the next client navigation becomes a full page load. The failed import itself still fails.
  window.addEventListener('vite:preloadError', markOutdated);
  const idle = (callback: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(callback) : window.setTimeout(callback, 1);
  idle(() => void import('../src/deploy/build-watch.ts').then(({ watchBuilds }) => watchBuilds(context.buildId)));

  hydrateRoot(
    document.getElementById('app') as HTMLElement,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageContextProvider value={context}>
          <StartNav.Provider value={payload.nav}>
            <RouterProvider router={router} />
          </StartNav.Provider>
        </PageContextProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
