import { usePageTranslation } from '../i18n/use-locale.ts';
import { localizedPath } from '../lib/paths.ts';
import { feedPath } from '../lib/feed-path.ts';

/** The visible link to the Atom feed of the page at `path` (a category or a product), in the page's language. */
export function FeedLink({ path }: { path: string }) {
  const { t, locale } = usePageTranslation();
  return (
    <p className="feed-link">
      <a href={localizedPath(feedPath(path), locale)} type="application/atom+xml">
        {t('feeds.link')}
      </a>
    </p>
  );
}
