import type { CategoryLink } from './payload-parts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { LocaleLink } from './locale-link.tsx';

export function CategoryList({ categories }: { categories: CategoryLink[] }) {
  const { t } = usePageTranslation();
  return (
    <ul className="tiles">
      {categories.map((category) => (
        <li key={category.path} className="tile">
          <LocaleLink to={category.path}>{category.name}</LocaleLink>
          <span className="tile-count">{t('card.products', { count: category.products })}</span>
        </li>
      ))}
    </ul>
  );
}
