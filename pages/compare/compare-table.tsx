import { useState } from 'react';
import type { TFunction } from 'i18next';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { Price } from '../../src/components/price.tsx';
import { ProductPicture } from '../../src/components/product-picture.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { DeliveryNote } from '../../src/components/delivery-note.tsx';
import type { CompareColumn, SpecRow } from './compare-rows.ts';

function Best({ best, t }: { best: boolean; t: TFunction }) {
  return best ? <span className="compare-best">{t('compare.best')}</span> : null;
}

/** The products side by side: a real table, a column per product, a row per figure or spec. */
export function CompareTable({ columns, rows, category }: { columns: CompareColumn[]; rows: SpecRow[]; category: string }) {
  const { t } = usePageTranslation();
  const [onlyDifferences, setOnlyDifferences] = useState(true);
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <>
      <p className="compare-options">
        <label>
          <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          {t('compare.onlyDifferences')}
        </label>
      </p>
      <div className="compare-scroll">
        <table className="compare-table">
          <caption>
            <span>{t('compare.caption', { category })}</span>
          </caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  <ProductPicture image={column.image} alt="" size={96} sizes="6rem" loading="lazy" />
                  <LocaleLink to={column.path}>{column.name}</LocaleLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* What a shopper pays first: the total with delivery decides the best; the item's price and the delivery time follow. */}
            <tr>
              <th scope="row">{t('article.lowestTotal')}</th>
              {columns.map((column) => (
                <td key={column.id} className={column.best ? 'best' : undefined}>
                  {column.total ? <Price money={column.total} /> : t('card.noPrice')}
                  {column.totalShop ? <span className="compare-shop">{column.totalShop}</span> : null}
                  <Best best={column.best} t={t} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('article.lowest')}</th>
              {columns.map((column) => (
                <td key={column.id}>
                  {column.lowest ? <Price money={column.lowest} /> : t('card.noPrice')}
                  {column.shop ? <span className="compare-shop">{column.shop}</span> : null}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.fastestDelivery')}</th>
              {columns.map((column) => (
                <td key={column.id}>{column.delivery ? <DeliveryNote delivery={column.delivery} className="compare-delivery" /> : '—'}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('priceCheck.title')}</th>
              {columns.map((column) => (
                <td key={column.id}>{column.verdict ? t(`priceCheck.verdict.${column.verdict}`) : t('priceCheck.noData')}</td>
              ))}
            </tr>
            {shown.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={columns[index]?.id ?? index} className={row.best[index] ? 'best' : undefined}>
                    {value ?? '—'}
                    <Best best={row.best[index] ?? false} t={t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length < rows.length ? (
        <p className="compare-hidden-rows">{t('compare.sameRows', { n: rows.length - shown.length })}</p>
      ) : null}
    </>
  );
}
