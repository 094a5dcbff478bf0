import type { Locale } from '../src/i18n/locales.ts';
import type { Head } from './head.ts';
import type { Screen } from './payload.ts';

/** The hashed client files a page needs, from Vite's manifest. */
export interface PageAssets {
  script: string;
  /** The site's stylesheets, linked at the end of the body: they never hold up the first paint. */
  css: string[];
  /** The styles of the page's first screen, inlined in the head (docs/decisions/042-first-screen-styles.md). */
  inlineCss?: string;
  /** Chunks to fetch in parallel with the entry: imports and the page language's messages. */
  preload: string[];
  /** The screen's early script (scripts/prerender/assets.ts, SCREEN_EARLY), inlined after the app's markup. */
  early?: { code: string };
}

/** A site's client files (scripts/prerender/assets.ts): per locale the scripts and stylesheet, per screen its first screen's styles. */
export interface SiteAssets {
  /** Per locale the page's files, and what a screen adds to its preloads (its own chunk, where a first visit waits for it). */
  locales: Record<Locale, Omit<PageAssets, 'inlineCss'> & { screens: Partial<Record<Screen, string[]>> }>;
  critical: Record<Screen, string>;
  /** Per screen that has one, its early script's code. */
  early: Partial<Record<Screen, { code: string }>>;
}

/** What one page links and inlines. */
export function pageAssetsFor(assets: SiteAssets, payload: { locale: Locale; screen: Screen }): PageAssets {
  const { screens, ...files } = assets.locales[payload.locale];
  const early = assets.early[payload.screen];
  return {
    ...files,
    preload: [...files.preload, ...(screens[payload.screen] ?? [])],
    inlineCss: assets.critical[payload.screen],
    ...(early ? { early } : {}),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/** JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can end it early. */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Code or CSS as an inline `<script>` or `<style>` element's text: nothing in it can end the element early. */
export function elementText(text: string): string {
  return text.replace(/<\//g, '<\\/');
}

/**
 * The whole page: head from `buildHead`, the rendered app, and (unless it is a static
 * error page) its payload and context for hydration.
 */
export function renderDocument(parts: {
  head: Head;
  /** JSON-LD objects for crawlers. */
  structuredData?: object[];
  /** Run before anything paints, each its own element (the consent test; the root page's language redirect). */
  inlineScripts?: string[];
  /** Markup after the app's root, outside what React hydrates (the consent dialog's early copy). */
  afterApp?: string;
  /** Data the page will fetch at once, fetched in parallel with the scripts (its payload and menu). */
  prefetch?: string[];
  /** JSON for the screen's early script, which reads it as `#__early` (the search page: its index's entry). */
  earlyJson?: string;
  body: string;
  /**
   * The page context, and the payload with its menu (`payloadJson`) or, where the page fetches
   * them, their files' `stamp` and the menu's file, for the client to check it has what the
   * page was rendered from.
   */
  hydration?: { contextJson: string; payloadJson?: string; stamp?: string; navFile?: string };
  assets: PageAssets;
}): string {
  const { head, body, hydration, assets, structuredData = [], inlineScripts = [], afterApp = '', prefetch = [], earlyJson } = parts;
  // The page's own tags, which the client replaces after a navigation (PAGE_HEAD_TAGS, pages/head-apply.ts).
  const alternates = head.alternates
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`)
    .join('');
  const og = head.og.map(({ property, content }) => `<meta property="${property}" content="${escapeHtml(content)}">`).join('');
  const jsonLd = structuredData
    .map((thing) => `<script type="application/ld+json">${jsonForScript(JSON.stringify(thing))}</script>`)
    .join('');
  // Low priority: hydration waits for the whole bundle anyway, and the product image and the
  // document come first on a slow link (and Lighthouse's simulation stops counting the bundle
  // as render-blocking: module scripts never block the first paint).
  const script = assets.script ? `<script type="module" src="${assets.script}" fetchpriority="low"></script>` : '';
  const data = hydration
    ? (hydration.payloadJson === undefined
        ? ''
        : `<script type="application/json" id="__payload">${jsonForScript(hydration.payloadJson)}</script>`) +
      `<script type="application/json" id="__ctx">${jsonForScript(hydration.contextJson)}</script>`
    : '';
  // Where the payload is fetched: the stamp of the files the page was rendered from, and the menu's file.
  const app =
    hydration?.stamp === undefined
      ? '<div id="app">'
      : `<div id="app" data-stamp="${escapeHtml(hydration.stamp)}" data-nav="${escapeHtml(hydration.navFile ?? '')}">`;
  const canonical = head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '';
  const feed = head.feed
    ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`
    : '';
  const robots = head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '';
  const criticalCss = assets.inlineCss ? `<style>${elementText(assets.inlineCss)}</style>` : '';
  // At the end of the body, the stylesheet holds up nothing the first screen shows (its styles
  // are inline): Chromium paints what comes before it. Module scripts wait for it, so the app
  // never hydrates without its styles.
  const stylesheets = assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const modulePreloads = (hrefs: string[], priority: string) =>
    hrefs.map((href) => `<link rel="modulepreload" href="${href}"${priority}>`).join('');
  // A screen's early script runs as soon as the page has arrived (the search page: its results'
  // chain of index files starts at once), before the stylesheet, which a script after it would wait for.
  const early = assets.early
    ? (earlyJson === undefined ? '' : `<script type="application/json" id="__early">${jsonForScript(earlyJson)}</script>`) +
      `<script>${elementText(assets.early.code)}</script>`
    : '';
  const preload =
    prefetch.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin fetchpriority="low">`).join('') +
    modulePreloads(assets.preload, ' fetchpriority="low"');
  return (
    `<!doctype html><html lang="${escapeHtml(head.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    inlineScripts.map((script) => `<script>${elementText(script)}</script>`).join('') +
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}">${robots}${canonical}${alternates}${feed}${og}${jsonLd}` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest">${criticalCss}` +
    // No frame shows the header half parsed: on a slow phone or line the parser stops within it,
    // and the logo and buttons moved as the rest of their row came. Chromium paints from the
    // start of main on (waiting for the footer instead cost the first paint 100-300 ms).
    '<link rel="expect" href="#main" blocking="render">' +
    `${script}${preload}</head><body>${app}${body}</div>${early}${afterApp}${stylesheets}${data}</body></html>`
  );
}
