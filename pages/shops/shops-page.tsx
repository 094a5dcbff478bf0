import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import type { ShopsPayload } from './payload.ts';

/** Every shop of the site, with its offers and categories, each leading to its page and record. */
export function ShopsPage() {
  useFeatureTexts('shops');
  const { shops } = useLoaderData<ShopsPayload>();
  const { t } = usePageTranslation();
  const { site } = usePageContext();
  return (
    <>
      <Breadcrumb trail={[{ name: t('shops.title'), path: '/shops' }]} />
      <h1>{t('shops.title')}</h1>
      <p>{t('shops.intro', { country: t(`country.${site.country}`) })}</p>
      <table className="specs shops-table">
        <thead>
          <tr>
            <th scope="col">{t('shops.shop')}</th>
            <th scope="col">{t('shops.offers')}</th>
            <th scope="col">{t('shops.categories')}</th>
          </tr>
        </thead>
        <tbody>
          {shops.map((shop) => (
            <tr key={shop.id}>
              <th scope="row">
                <LocaleLink to={shop.path}>{shop.name}</LocaleLink>
              </th>
              <td>{shop.offers}</td>
              <td>{shop.categories}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
