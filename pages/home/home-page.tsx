import { useLoaderData } from 'react-router';
import { CategoryList } from '../../src/components/category-list.tsx';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import type { HomePayload } from './payload.ts';

export function HomePage() {
  const payload = useLoaderData<HomePayload>();
  const { t } = usePageTranslation();
  return (
    <>
      <h1 className="visually-hidden">{t('site.tagline')}</h1>
      {payload.drops.length > 0 ? (
        <section aria-labelledby="drops">
          <h2 id="drops">{t('home.drops')}</h2>
          <ProductGrid cards={payload.drops} />
        </section>
      ) : null}
      <section aria-labelledby="categories">
        <h2 id="categories">{t('home.categories')}</h2>
        <CategoryList categories={payload.categories} />
      </section>
    </>
  );
}
