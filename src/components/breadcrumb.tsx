import type { NavLink } from './payload-parts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { LocaleLink } from './locale-link.tsx';

/** Home > menu > sub-menu > ...; the last crumb is the current page and not a link. */
export function Breadcrumb({ trail }: { trail: NavLink[] }) {
  const { t } = usePageTranslation();
  const crumbs = [{ name: t('home.index'), path: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <LocaleLink to={crumb.path}>{crumb.name}</LocaleLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
