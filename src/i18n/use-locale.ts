import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { UIMatch } from 'react-router';
import type { plainTexts } from './plain-texts.ts';
import { DEFAULT_LOCALE, isLocale, languageTag, type Locale } from './locales.ts';

/** The page language: the path's prefix (docs/decisions/005-urls-and-languages.md), from the matched locale route. */
export function localeOfMatches(matches: UIMatch[]): Locale {
  for (const match of matches) {
    const locale = (match.handle as { locale?: unknown } | undefined)?.locale;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The page language and its `t`, provided once per page by `LocaleScope` (locale-scope.tsx). */
export const PageLanguage = createContext<{ t: TFunction; locale: Locale } | null>(null);

const fixed = new WeakMap<I18n, Map<Locale, TFunction>>();

let printer: typeof plainTexts | undefined;

/**
 * Has `t` print texts with changing values through `plainTexts` (plain-texts.ts) rather than
 * i18next: the prerender's choice, which renders tens of thousands of pages. The browser renders
 * a page at a time and keeps that code out of its first load. Set before the first `fixedT`.
 */
export function printPlainTexts(print: typeof plainTexts): void {
  printer = print;
}

/**
 * A `t` that looks up once each text that cannot change: one without options, or with frozen
 * (constant) options. Texts with changing options are printed by `print` where it can,
 * i18next otherwise: i18next copies all its options on every call, which was a quarter of the
 * prerender's time. A key it cannot find yet (messages still loading) is not kept.
 */
function rememberTexts(t: TFunction, print?: ReturnType<typeof plainTexts>): TFunction {
  const plain = new Map<string, string>();
  const withOptions = new WeakMap<object, Map<string, string>>();
  const call = t as unknown as (...args: unknown[]) => string;
  const remembered = (key: unknown, ...rest: unknown[]): string => {
    const options = rest[0];
    const oneObject = rest.length === 1 && typeof options === 'object' && options !== null;
    if (typeof key !== 'string' || (rest.length > 0 && !oneObject)) return call(key, ...rest);
    if (oneObject && !Object.isFrozen(options)) return print?.(key, options as Record<string, unknown>) ?? call(key, ...rest);
    let texts = options ? withOptions.get(options) : plain;
    if (!texts) withOptions.set(options as object, (texts = new Map<string, string>()));
    let text = texts.get(key);
    if (text === undefined) {
      text = call(key, ...rest);
      if (text !== key) texts.set(key, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
}

/**
 * `t` fixed to a language, made once per language: react-i18next's `useTranslation({ lng })`
 * builds a new one on every call, a cost the prerender pays on every component of every page.
 * Messages are loaded before a page renders, so nothing needs to re-render when they arrive.
 */
export function fixedT(i18n: I18n, locale: Locale): TFunction {
  let byLocale = fixed.get(i18n);
  if (!byLocale) fixed.set(i18n, (byLocale = new Map<Locale, TFunction>()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = rememberTexts(i18n.getFixedT(languageTag(locale)), printer?.(i18n, languageTag(locale)))));
  return t;
}

/** `t` fixed to the page language. */
export function usePageTranslation(): { t: TFunction; locale: Locale } {
  const language = useContext(PageLanguage);
  if (!language) throw new Error('usePageTranslation: no page language here; render the component inside <LocaleScope>.');
  return language;
}

/** The page language. */
export function useLocale(): Locale {
  return usePageTranslation().locale;
}
