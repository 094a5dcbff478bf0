import { DEFAULT_LOCALE, LOCALES, localePrefix, type Locale } from '../i18n/locales.ts';

/** An unprefixed app path in a locale: `/telefoni` in en is `/en/telefoni`; a locale's home ends in `/`. */
export function localizedPath(path: string, locale: Locale): string {
  if (path === '/') return locale === 'sr' ? '/' : `${localePrefix(locale)}/`;
  return `${localePrefix(locale)}${path}`;
}

/** A path split into its locale and its unprefixed path: `/en/telefoni` is en and `/telefoni`; `/en` is en and `/`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const locale = LOCALES.find((code) => code !== DEFAULT_LOCALE && (path === `/${code}` || path.startsWith(`/${code}/`))) ?? DEFAULT_LOCALE;
  return { locale, path: path.slice(localePrefix(locale).length) || '/' };
}

/** The href of an unprefixed app path in a locale, with `lang` kept (docs/decisions/005-urls-and-languages.md). */
export function localizedHref(path: string, locale: Locale, query: Record<string, string> = {}): string {
  const { lang: _ignored, ...rest } = query;
  const extra = Object.keys(rest).length > 0 ? `${new URLSearchParams(rest)}&` : '';
  return `${localizedPath(path, locale)}?${extra}lang=${locale}`;
}

/**
 * `path` parsed as the browser will, against `origin`; null when it would leave that origin.
 * Leading slashes and backslashes collapse to one first: a page at `//evil.example/` is a
 * path on our site, not a link to that host (docs/decisions/007-untrusted-input-in-the-browser.md).
 */
export function sameOriginUrl(path: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(path.replace(/^[/\\]+/, '/'), origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url : null;
}

/** Where a page's payload lives: `<path>/_payload.json` on `origin`; null for a path that would leave it. */
export function payloadUrl(pathname: string, origin: string): URL | null {
  return sameOriginUrl(payloadPath(pathname), origin);
}

/** A page's `_payload.json`, inside its folder. */
export function payloadPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/_payload.json`;
}

/** Folds case and diacritics so `cokolada` finds `čokolada` and `Đ` finds `dj`. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A shop's page, unprefixed. */
export function shopPath(shopId: string): string {
  return `/shops/${shopId}`;
}
