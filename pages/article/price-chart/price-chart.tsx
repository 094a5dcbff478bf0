import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { usePageContext } from '../../../src/components/site-context.tsx';
import { isoDate } from '../../../src/domain/days.ts';
import { usePageTranslation } from '../../../src/i18n/use-locale.ts';
import { useHydrated } from '../../../src/lib/use-hydrated.ts';
import { formatMoney } from '../../../src/lib/money.ts';
import type { PriceHistory } from '../../../src/domain/history.ts';
import { ChartSvg } from './chart-svg.tsx';
import { ChartTable } from './chart-table.tsx';
import { formatDay } from '../../../src/lib/format-day.ts';
import { dayAt, dayCentre, geometryOf, VIEW } from './geometry.ts';
import { DEFAULT_RANGE, RANGES, type Range } from './ranges.ts';
import { lowOn, seriesOf } from './series.ts';

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, PageUp: -30, PageDown: 30 };

/**
 * The price history chart: prerendered as SVG at three months; ranges, shop
 * lines and the tooltip work once this chunk has hydrated.
 */
export function PriceChart({ history }: { history: PriceHistory }) {
  const { t, locale } = usePageTranslation();
  const { currency } = usePageContext().site;
  const hydrated = useHydrated();
  const id = useId();
  const series = seriesOf(history, currency);
  const [range, setRange] = useState<Range>(DEFAULT_RANGE);
  const [shown, setShown] = useState<boolean[]>(() => history.shops.map(() => true));
  const [day, setDay] = useState<number | null>(null);
  const geometry = geometryOf(series, range);
  const names = useMemo(() => new Map(history.shops.map((shop) => [shop.shopId, shop.name])), [history]);
  const shopName = (shopId: string) => names.get(shopId) ?? shopId;
  const money = (minor: number) => formatMoney({ minor, currency }, locale);

  const active = day === null ? null : Math.min(geometry.today, Math.max(geometry.start, day));
  const activeLow = active === null ? null : lowOn(series.market, active);
  const low = series.allTimeLow;
  const current = active ?? geometry.today;
  const describeDay = (value: number) => {
    const dayLow = lowOn(series.market, value);
    const what = dayLow ? `${money(dayLow.minor)}, ${shopName(dayLow.shop)}` : t('priceChart.noStock');
    return `${formatDay(value, locale)}: ${what}`;
  };
  const rangeName = t(`priceChart.ranges.${range}`);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (active ?? geometry.today) + (active === null ? 0 : step);
    else if (event.key === 'Home') next = geometry.start;
    else if (event.key === 'End') next = geometry.today;
    else if (event.key === 'Escape') setDay(null);
    if (next === null) return;
    event.preventDefault();
    setDay(Math.min(geometry.today, Math.max(geometry.start, next)));
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const svg = event.currentTarget.querySelector('svg');
    if (!svg) return;
    const box = svg.getBoundingClientRect();
    setDay(dayAt(geometry, ((event.clientX - box.left) / box.width) * VIEW.width));
  };

  return (
    <section className="price-chart" aria-labelledby={`${id}h`}>
      <h2 id={`${id}h`}>{t('priceChart.title')}</h2>
      <div className="chart-ranges" role="group" aria-label={t('priceChart.range')}>
        {RANGES.map((option) => (
          <button key={option} type="button" aria-pressed={option === range} aria-disabled={!hydrated} onClick={() => setRange(option)}>
            {t(`priceChart.ranges.${option}`)}
          </button>
        ))}
      </div>
      <div
        className="chart-plot"
        role="slider"
        tabIndex={0}
        aria-label={t('priceChart.plot', { range: rangeName })}
        aria-valuemin={geometry.start}
        aria-valuemax={geometry.today}
        aria-valuenow={current}
        aria-valuetext={describeDay(current)}
        aria-describedby={`${id}k`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointer}
        onPointerMove={onPointer}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setDay(null)}
        onBlur={() => setDay(null)}
      >
        <ChartSvg
          {...{ geometry, range, shown, currency, locale }}
          focus={active === null ? null : { x: dayCentre(geometry, active), y: activeLow ? geometry.y(activeLow.minor) : null }}
          descId={`${id}d`}
          title={t('priceChart.svgTitle', { range: rangeName })}
          desc={t('priceChart.svgDesc', { from: formatDay(geometry.start, locale), to: formatDay(geometry.today, locale) })}
        />
        {active !== null ? (
          <div
            className={`chart-tooltip${dayCentre(geometry, active) > VIEW.width / 2 ? ' left' : ''}`}
            style={{ left: `${(dayCentre(geometry, active) / VIEW.width) * 100}%` }}
            data-day={isoDate(active)}
          >
            <span className="tip-date">{formatDay(active, locale)}</span>
            {activeLow ? (
              <>
                <span className="tip-price">{money(activeLow.minor)}</span>
                <span className="tip-shop">{shopName(activeLow.shop)}</span>
              </>
            ) : (
              <span className="tip-shop">{t('priceChart.noStock')}</span>
            )}
          </div>
        ) : null}
      </div>
      <p id={`${id}k`} className="chart-hint">
        {t('priceChart.hint')}
      </p>
      <p className="chart-legend">
        <span className="key-market">{t('priceChart.lowest')}</span>
        {low ? <span className="key-atl">{`${t('priceChart.allTimeLow')}: ${money(low.minor)} (${shopName(low.shop)})`}</span> : null}
      </p>
      <div className="chart-shops" role="group" aria-label={t('priceChart.shops')}>
        {history.shops.map((shop, index) => (
          <button
            key={shop.shopId}
            type="button"
            className={`shop-${index % 10}`}
            aria-pressed={shown[index] ?? true}
            aria-disabled={!hydrated}
            onClick={() => setShown((current) => current.map((value, i) => (i === index ? !value : value)))}
          >
            {shop.name}
          </button>
        ))}
      </div>
      <ChartTable series={series} start={geometry.start} shopName={shopName} currency={currency} />
    </section>
  );
}

/** The article's figures as of the catalogue's latest day travel in this chunk (use-latest-figures.ts). */
export { latestFigures } from '../latest-figures.ts';
