import { Form } from 'react-router';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { localePrefix } from '../i18n/locales.ts';

/**
 * A GET form to the search page: works without JavaScript, navigates on the client with it.
 * `landmark`: one search landmark per page (the header's); a second, unnamed one would be
 * indistinguishable from it in a screen reader's landmark list.
 */
export function SearchForm({ id, query = '', landmark = true }: { id: string; query?: string; landmark?: boolean }) {
  const { t, locale } = usePageTranslation();
  return (
    <Form method="get" action={`${localePrefix(locale)}/search`} role={landmark ? 'search' : undefined} className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input id={id} key={query} type="search" name="q" defaultValue={query} placeholder={t('search.placeholder')} />
      <input type="hidden" name="lang" value={locale} />
      <button type="submit">{t('search.submit')}</button>
    </Form>
  );
}
