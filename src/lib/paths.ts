import { localePrefix, type Locale } from '../i18n/locales.ts';

/** An unprefixed app path in a locale: `/telefoni` in en is `/en/telefoni`; a locale's home ends in `/`. */
export function localizedPath(path: string, locale: Locale): string {
  if (path === '/') return locale === 'sr' ? '/' : `${localePrefix(locale)}/`;
  return `${localePrefix(locale)}${path}`;
}

/** The href of an unprefixed app path in a locale, with `lang` kept (design.md section 3). */
export function localizedHref(path: string, locale: Locale, query: Record<string, string> = {}): string {
  const { lang: _ignored, ...rest } = query;
  const extra = Object.keys(rest).length > 0 ? `${new URLSearchParams(rest)}&` : '';
  return `${localizedPath(path, locale)}?${extra}lang=${locale}`;
}

/** Where a page's payload lives: `<path>/_payload.json`. */
export function payloadUrl(pathname: string): string {
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
