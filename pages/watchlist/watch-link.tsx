import { Icon } from '../../src/components/icon.tsx';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/**
 * The header's link to the watchlist: an icon and its label (on a phone, the label is the
 * link's name only), with the count of followed products changed or at their target.
 */
export function WatchLink({ count = 0 }: { count?: number }) {
  const { t } = usePageTranslation();
  return (
    <LocaleLink to="/watchlist" className="button watch-link">
      <Icon name="heart" />
      <span className="header-label">{t('watchlist.link')}</span>
      {count > 0 ? (
        <span className="watch-count" data-testid="watch-count">
          {count}
          <span className="visually-hidden"> {t('watchlist.countLabel', { count })}</span>
        </span>
      ) : null}
    </LocaleLink>
  );
}
