import { createContext, useContext, useEffect, useState } from 'react';
import { matchRoutes, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { CompareTraySlot } from '../src/compare/tray-slot.tsx';
import { GridSkeleton } from '../src/components/grid-skeleton.tsx';
import { LocaleLink } from '../src/components/locale-link.tsx';
import { SearchForm } from '../src/components/search-form.tsx';
import { usePageContext } from '../src/components/site-context.tsx';
import { LocaleScope } from '../src/i18n/locale-scope.tsx';
import { usePageTranslation } from '../src/i18n/use-locale.ts';
import { WatchNoticeSlot, WatchSlot } from './watchlist/watch-slot.tsx';
import type { NavMenu } from '../src/components/payload-parts.ts';
import type { Payload } from './payload.ts';
import { usePageViews } from '../src/analytics/use-page-views.ts';
import { useHeadSync } from './head-sync.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { screenOfRoute, routeTable } from './route-table.ts';
import { removeEarlyConsent } from '../src/consent/early.ts';
import { lazyPart } from '../src/lib/lazy-part.tsx';
import { useHydrated } from '../src/lib/use-hydrated.ts';

/**
 * Parts that render nothing until the page has hydrated (consent reads cookies after mount; the
 * loading bar shows only during a later navigation): chunks of their own, fetched after
 * hydration, out of every page's first-load JavaScript.
 */
const Consent = lazyPart(() =>
  import('../src/consent/consent-root.tsx').then(
    (module) => module.ConsentRoot,
    (error: unknown) => {
      // No dialog will come: the early copy must not stay over the page.
      removeEarlyConsent();
      throw error;
    },
  ),
);
const Loading = lazyPart(() => import('./loading-bar.tsx').then((module) => module.LoadingBar));

/** The menu of the page the app started on, for error pages, which have no payload of their own. */
export const StartNav = createContext<NavMenu[]>([]);

/** The menu of the last payload seen. */
function useNav(): NavMenu[] {
  const matches = useMatches();
  const nav = (matches[matches.length - 1]?.data as Payload | undefined)?.nav;
  const start = useContext(StartNav);
  const [last, setLast] = useState(() => nav ?? start);
  // Kept across pages without a payload (errors): React's "storing information from previous renders".
  if (nav && nav !== last) setLast(nav);
  return nav ?? last;
}

/** While a payload loads, home and category pages show skeleton cards. */
function usePendingSkeleton(): boolean {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return false;
  const target = matchRoutes(routeTable(), navigation.location)?.at(-1)?.route.id;
  const screen = target ? screenOfRoute(target) : undefined;
  return screen === 'home' || screen === 'category';
}

/** The page frame; its parts and the screens in its outlet know the page language from `LocaleScope`. */
export function Layout() {
  return (
    <LocaleScope>
      <Frame />
    </LocaleScope>
  );
}

function Frame() {
  const { site, buildYear } = usePageContext();
  const { t } = usePageTranslation();
  const nav = useNav();
  const pending = usePendingSkeleton();
  const hydrated = useHydrated();
  // The compare page shows the products compared itself: no tray over its table.
  const matches = useMatches();
  const comparing = screenOfRoute(matches[matches.length - 1]?.id ?? '') === 'compare';
  useHeadSync();
  usePageViews();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {hydrated ? <Loading.Part /> : null}
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <header className="header">
        <LocaleLink to="/" className={`logo logo-${site.logoStyle}`}>
          {t('site.name')}
          <span className="logo-domain">{`.${site.domain.split('.').pop()}`}</span>
        </LocaleLink>
        <SearchForm id="header-search" typeahead />
        <WatchSlot />
        <LanguageSwitcher />
        {/* A row that scrolls sideways rather than a drawer: a shopper sees the categories at once, one tap away, and no script has to run. */}
        <nav aria-label={t('site.mainMenu')} className="menu">
          <ul>
            {nav.map((menu) => (
              <li key={menu.path}>
                <LocaleLink to={menu.path}>{menu.name}</LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="main">
        {pending ? <GridSkeleton /> : <Outlet />}
      </main>
      {/* A new page opens at its top; Back and Forward return to where the page was left (per history entry). */}
      <ScrollRestoration />
      <footer className="footer">
        <p>{t('site.tagline')}</p>
        <p>{t('site.sampleNotice')}</p>
        <p>
          <LocaleLink to="/shops">{t('shops.title')}</LocaleLink>
          {' · '}
          <LocaleLink to="/privacy">{t('privacy.title')}</LocaleLink>
        </p>
        <p>{`© ${site.launchYear}–${buildYear} Cjenovnik · ${t(`country.${site.country}`)}`}</p>
        {hydrated ? <Consent.Part /> : null}
      </footer>
      <div className="dock">
        <WatchNoticeSlot />
        {comparing ? null : <CompareTraySlot />}
      </div>
    </>
  );
}
