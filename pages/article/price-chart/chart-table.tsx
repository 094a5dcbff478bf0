import type { Money } from '../../../src/domain/money.ts';
import { formatMoney } from '../../../src/lib/money.ts';
import { usePageTranslation } from '../../../src/i18n/use-locale.ts';
import { formatDay } from '../../../src/lib/format-day.ts';
import { changeDays, type ChartSeries } from './series.ts';

/** The accessible alternative: the range's daily lowest as a table, only the days it changed and its cells plain text, so the HTML stays small. */
export function ChartTable({
  series,
  start,
  shopName,
  currency,
}: {
  series: ChartSeries;
  start: number;
  shopName: (id: string) => string;
  currency: Money['currency'];
}) {
  const { t, locale } = usePageTranslation();
  const rows = changeDays(series.market, start, series.today);
  return (
    <details className="chart-table">
      <summary>{t('priceChart.table')}</summary>
      <table>
        <caption>{t('priceChart.tableNote')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceChart.date')}</th>
            <th scope="col">{t('priceChart.lowest')}</th>
            <th scope="col">{t('priceChart.shop')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ day, low }) => (
            <tr key={day}>
              <th scope="row">{formatDay(day, locale)}</th>
              {low ? (
                <>
                  <td>{formatMoney({ minor: low.minor, currency }, locale)}</td>
                  <td>{shopName(low.shop)}</td>
                </>
              ) : (
                <td colSpan={2}>{t('priceChart.noStock')}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
