import { useLocation, useMatches } from 'react-router';
import { AppLink } from '../src/components/app-link.tsx';
import { Icon } from '../src/components/icon.tsx';
import { LANGUAGE_NAMES, LOCALES, languageTag, type Locale } from '../src/i18n/locales.ts';
import { usePageTranslation } from '../src/i18n/use-locale.ts';
import { localizedHref } from '../src/lib/paths.ts';
import { useHydrated } from '../src/lib/use-hydrated.ts';
import { pagePath } from './page-path.ts';
import type { Payload } from './payload.ts';

/** The `locale` cookie: the visitor's choice, which the root page honours first. */
function saveLocale(locale: Locale): void {
  // The cookie library loads on the first click, not with the page.
  void import('universal-cookie').then(({ default: Cookies }) =>
    new Cookies().set('locale', locale, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' }),
  );
}

/**
 * Links to the same page in every language (docs/decisions/005-urls-and-languages.md). The page comes
 * from the payload, not the URL, so the prerendered links and the hydrated ones agree; once
 * hydrated they keep the URL's query too (a comparison's ids, a search, a category's filters).
 * The button shows the language's code; its name says the language in full.
 */
export function LanguageSwitcher() {
  const { t, locale } = usePageTranslation();
  const matches = useMatches();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const payload = matches[matches.length - 1]?.data as Payload | undefined;
  const path = (payload?.screen && pagePath(payload)) || '/';
  const query = hydrated ? Object.fromEntries(new URLSearchParams(search)) : {};
  return (
    <details className="language">
      <summary className="button">
        <Icon name="globe" />
        <span className="visually-hidden">
          {`${t('site.language')}: `}
          <span lang={languageTag(locale)}>{LANGUAGE_NAMES[locale]}</span>{' '}
        </span>
        {locale.toUpperCase()}
      </summary>
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            <AppLink
              to={localizedHref(path, code, query)}
              hrefLang={languageTag(code)}
              lang={languageTag(code)}
              aria-current={code === locale ? 'true' : undefined}
              onClick={(event) => {
                saveLocale(code);
                event.currentTarget.closest('details')?.removeAttribute('open');
              }}
            >
              {LANGUAGE_NAMES[code]}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
