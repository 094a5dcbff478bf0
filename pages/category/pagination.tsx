import { AppLink } from '../../src/components/app-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/** Page numbers to show: the first, the last and two either side of the current one; 0 marks a gap. */
function pageNumbers(page: number, pages: number): number[] {
  const numbers: number[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) numbers.push(n);
    else if (numbers.at(-1) !== 0) numbers.push(0);
  }
  return numbers;
}

/** Crawlable links to the other pages of a list (previous, numbers, next); `href` gives a page's URL. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = usePageTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('category.pages')}>
      <ul>
        {page > 1 ? (
          <li>
            <AppLink to={href(page - 1)} rel="prev" className="button">
              {t('category.previous')}
            </AppLink>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, index) =>
          n === 0 ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <AppLink
                to={href(n)}
                className="button"
                aria-label={t('category.pageLabel', { page: n })}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </AppLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <AppLink to={href(page + 1)} rel="next" className="button">
              {t('category.next')}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
