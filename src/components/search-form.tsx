import { Form } from 'react-router';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { localePrefix } from '../i18n/locales.ts';

/** A GET form to the search page: works without JavaScript, navigates on the client with it. */
export function SearchForm({ id, query = '' }: { id: string; query?: string }) {
  const { t, locale } = usePageTranslation();
  return (
    <Form method="get" action={`${localePrefix(locale)}/search`} role="search" className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input id={id} key={query} type="search" name="q" defaultValue={query} placeholder={t('search.placeholder')} />
      <input type="hidden" name="lang" value={locale} />
      <button type="submit">{t('search.submit')}</button>
    </Form>
  );
}
