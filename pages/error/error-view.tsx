import { LocaleLink } from '../../src/components/locale-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/** The error page: status from the error (default 500) and a message. */
export function ErrorView({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = usePageTranslation();
  const notFound = status === 404;
  return (
    <section className="error-page" data-status={status}>
      <p className="error-status">{status}</p>
      <h1>{notFound ? t('error.notFound') : t('error.internal')}</h1>
      {message ? <p className="error-message">{message}</p> : null}
      <p>{notFound ? t('error.description') : t('error.internalDescription')}</p>
      <p>
        <LocaleLink to="/">{t('error.home')}</LocaleLink>
      </p>
    </section>
  );
}
