/**
 * The root page's language (docs/decisions/005-urls-and-languages.md): the `locale` cookie, then the
 * `lang` query parameter, then the browser's languages (only before the first redirect,
 * while no `i18n_redirected` cookie exists), then the site's default.
 *
 * It runs inlined in the root page before anything paints, so it is self-contained: no
 * imports, no closures, plain syntax. `pages/document.ts` inlines its source.
 */
export function resolveRootLocale(input: { cookie: string; search: string; languages: readonly string[]; siteDefault: string }): string {
  const supported = ['sr', 'me', 'ba', 'en', 'ru', 'de', 'tr'];
  const cookies: Record<string, string> = {};
  for (const part of input.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    let value = part.slice(index + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch (_malformed) {
      // Any script on the domain may set a cookie that is not URI-encoded (`tracker=50%`);
      // it stays as written rather than stop the redirect.
    }
    cookies[part.slice(0, index).trim()] = value;
  }
  const saved = cookies.locale;
  if (saved && supported.includes(saved)) return saved;
  const query = new URLSearchParams(input.search).get('lang');
  if (query && supported.includes(query)) return query;
  if (!cookies.i18n_redirected) {
    for (const tag of input.languages) {
      const lower = tag.toLowerCase();
      if (lower === 'cnr' || lower.startsWith('cnr-') || /^sr(-latn|-cyrl)?-me$/.test(lower)) return 'me';
      if (lower === 'bs' || lower.startsWith('bs-')) return 'ba';
      const base = lower.split('-')[0] as string;
      if (supported.includes(base) && base !== 'me' && base !== 'ba') return base;
    }
  }
  return input.siteDefault;
}

/** The inline script of the root page: resolve, remember, and go to `/{locale}/?lang={locale}` unless it is sr. */
export function rootRedirectScript(siteDefault: string): string {
  return (
    `(function(){try{var l=(${resolveRootLocale.toString()})({cookie:document.cookie,search:location.search,` +
    `languages:navigator.languages||[navigator.language],siteDefault:${JSON.stringify(siteDefault)}});` +
    `document.cookie='i18n_redirected='+l+'; max-age=31536000; path=/; SameSite=Lax';` +
    `if(l!=='sr')location.replace('/'+l+'/?lang='+l);}catch(e){}})();`
  );
}
