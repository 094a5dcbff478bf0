import { localePrefix, type Locale } from '../i18n/locales.ts';

/** The href of an unprefixed app path in a locale, with `lang` kept (design.md section 3). */
export function localizedHref(path: string, locale: Locale, query: Record<string, string> = {}): string {
  const prefixed = `${localePrefix(locale)}${path === '/' ? '' : path}` || '/';
  const params = new URLSearchParams({ ...query, lang: locale });
  return `${locale !== 'sr' && path === '/' ? `${prefixed}/` : prefixed}?${params}`;
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
