import { LocaleLink } from '../../src/components/locale-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/** The error page: status from the error (default 500), and for a page not found the address asked for, in the page's language. */
export function ErrorView({ status = 500, path }: { status?: number; path?: string }) {
  const { t } = usePageTranslation();
  const notFound = status === 404;
  return (
    <section className="error-page" data-status={status}>
      <p className="error-status">{status}</p>
      <h1>{notFound ? t('error.notFound') : t('error.internal')}</h1>
      {path ? <p className="error-message">{t('error.address', { path })}</p> : null}
      <p>{notFound ? t('error.description') : t('error.internalDescription')}</p>
      <p>
        <LocaleLink to="/">{t('error.home')}</LocaleLink>
      </p>
    </section>
  );
}
