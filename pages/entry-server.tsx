import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import { PageContextProvider, type PageContext } from '../src/components/site-context.tsx';
import { createI18n } from '../src/i18n/i18n.ts';
import { languageTag, type Locale } from '../src/i18n/locales.ts';
import { rootRedirectScript } from '../src/i18n/root-locale.ts';
import { plainTexts } from '../src/i18n/plain-texts.ts';
import { fixedT, PageLanguage, printPlainTexts } from '../src/i18n/use-locale.ts';
import ConsentDialog from '../src/consent/consent-dialog.tsx';
import { EARLY_CONSENT_SCRIPT } from '../src/consent/early-script.ts';
import { renderDocument, type PageAssets } from './document.ts';
import { loadPriceChart } from './article/price-chart/chart-slot.tsx';
import { loadCategoryView } from './category/category-page.tsx';
import { buildHead } from './head.ts';
import { buildStructuredData } from './structured-data.ts';
import type { Payload } from './payload.ts';
import { StartNav } from './layout.tsx';
import { createPageRouter, matchedBranch } from './page-router.ts';
import { payloadPath } from '../src/lib/paths.ts';
import { stamp } from '../src/lib/stamp.ts';

printPlainTexts(plainTexts);

const files = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
// Features' texts that the browser loads with their chunks (src/i18n/feature-texts.ts): here all at once.
const featureFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = Object.fromEntries(
  Object.entries(files).map(([file, messages]) => {
    const locale = file.replace(/^.*\/(\w+)\.json$/, '$1') as Locale;
    const translation: Record<string, unknown> = { ...messages };
    for (const [featureFile, texts] of Object.entries(featureFiles)) {
      const [, feature, of] = /\/(\w+)\/(\w+)\.json$/.exec(featureFile) ?? [];
      if (feature && of === locale) translation[feature] = { ...(translation[feature] as object | undefined), ...texts };
    }
    return [languageTag(locale), { translation }];
  }),
);

export interface PageToRender {
  /** The page's path with its locale prefix, e.g. `/en/racunari`. */
  path: string;
  payload: Payload;
  /** `JSON.stringify(payload)` without its menu: the page's `_payload.json`. */
  payloadJson: string;
  /** The menu's shared file (`payload.navFile`) as written. */
  navJson: string;
  /**
   * The payload and menu go in the page (the error pages, served at any path, have no
   * `_payload.json` beside them); a page otherwise fetches its `_payload.json` and menu file.
   */
  embed?: boolean;
  /** 500 renders the error page, as a static page with no hydration. */
  status?: number;
}

/** Renders pages to whole HTML documents; one per worker, reused for every page. */
export function createRenderer(context: PageContext, assetsFor: (payload: Payload) => PageAssets) {
  const i18n = createI18n(resources);
  const router = createPageRouter();
  const contextJson = JSON.stringify(context);
  const earlyConsentHtml = new Map<Locale, string>();
  /** The forced consent dialog's inert copy in the page language (src/consent/early.ts), made once per language. */
  const earlyConsent = (locale: Locale): string => {
    let html = earlyConsentHtml.get(locale);
    if (html === undefined) {
      const noop = () => {};
      html = renderToString(
        <I18nextProvider i18n={i18n}>
          <PageLanguage.Provider value={{ locale, t: fixedT(i18n, locale) }}>
            <ConsentDialog saved={{ status: 'none' }} view="modal" onView={noop} onConsent={noop} early />
          </PageLanguage.Provider>
        </I18nextProvider>,
      );
      earlyConsentHtml.set(locale, html);
    }
    return html;
  };
  const rootRedirect = rootRedirectScript(context.site.defaultLocale);

  return async function render(page: PageToRender): Promise<string> {
    const result = await router.context(page);
    const staticRouter = createStaticRouter(matchedBranch(result.matches), result);
    // The chart is a lazy chunk in the browser; here it must render at once (renderToString does not wait).
    if (page.payload.screen === 'article') await loadPriceChart();
    if (page.payload.screen === 'category') await loadCategoryView();
    const body = renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <PageContextProvider value={context}>
            <StartNav.Provider value={page.payload.nav ?? []}>
              <StaticRouterProvider router={staticRouter} context={result} hydrate={false} />
            </StartNav.Provider>
          </PageContextProvider>
        </I18nextProvider>
      </StrictMode>,
    );
    const t = fixedT(i18n, page.payload.locale);
    const head = buildHead(page.payload, context.site, t, page.status);
    const structuredData = buildStructuredData(page.payload, context.site, t);
    const assets = assetsFor(page.payload);
    if (page.status) return renderDocument({ head, body, assets: { ...assets, script: '', preload: [] } });
    // Only the sr home (`/`) decides a visitor's language and redirects (docs/decisions/005-urls-and-languages.md).
    const rootPage = page.payload.screen === 'home' && page.payload.locale === 'sr';
    // The page's payload and menu, fetched by the client before it hydrates.
    const prefetch = page.embed ? [] : [payloadPath(page.path), page.payload.navFile];
    return renderDocument({
      head,
      structuredData,
      inlineScripts: rootPage ? [EARLY_CONSENT_SCRIPT, rootRedirect] : [EARLY_CONSENT_SCRIPT],
      afterApp: earlyConsent(page.payload.locale),
      prefetch,
      // What the search page's early script reads at once: its results' chain starts with it.
      ...(page.payload.screen === 'search' ? { earlyJson: JSON.stringify(page.payload.index) } : {}),
      body,
      hydration: page.embed
        ? { contextJson, payloadJson: `${page.payloadJson.slice(0, -1)},"nav":${page.navJson}}` }
        : { contextJson, stamp: stamp(page.payloadJson + page.navJson), navFile: page.payload.navFile },
      assets,
    });
  };
}
