import type { Currency } from '../../../sites/index.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formatDay } from '../../../src/lib/format-day.ts';
import { formatTickPrice } from './format.ts';
import { VIEW, type ChartGeometry } from './geometry.ts';
import type { Range } from './ranges.ts';

interface ChartSvgProps {
  geometry: ChartGeometry;
  range: Range;
  /** Shop indexes whose lines are drawn. */
  shown: readonly boolean[];
  /** The tooltip's day: a marker line. */
  focus: { x: number; y: number | null } | null;
  descId: string;
  title: string;
  desc: string;
  currency: Currency;
  locale: Locale;
}

/** The chart itself: axes, grid, the market's line, the shops' lines and the all-time low. No `style`: colours come from classes. */
export function ChartSvg({ geometry, range, shown, focus, descId, title, desc, currency, locale }: ChartSvgProps) {
  const bottom = VIEW.height - VIEW.bottom;
  const tickStyle = range === '1m' || range === '3m' ? 'tick' : 'month';
  return (
    <svg className="chart" viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} role="img" aria-label={title} aria-describedby={descId}>
      {/* No <title>: the document's own title is the only one crawlers and tests should find. */}
      <desc id={descId}>{desc}</desc>
      {/* The grid's lines as one path each, the labels' anchoring in the stylesheet: the chart is in every product page. */}
      <g className="chart-grid" aria-hidden="true">
        <path d={geometry.yTicks.map((tick) => `M${VIEW.left},${tick.y}H${VIEW.width - VIEW.right}`).join('')} />
        <path d={geometry.xTicks.map((tick) => `M${tick.x},${bottom}v4`).join('')} />
        {geometry.yTicks.map((tick) => (
          <text key={tick.minor} className="y" x={VIEW.left - 6} y={tick.y}>
            {formatTickPrice(tick.minor, currency, locale)}
          </text>
        ))}
        {geometry.xTicks.map((tick) => (
          <text key={tick.day} x={tick.x} y={bottom + 16}>
            {formatDay(tick.day, locale, tickStyle)}
          </text>
        ))}
      </g>
      {geometry.shops.map((d, index) => (shown[index] && d ? <path key={index} className={`line-shop shop-${index % 10}`} d={d} /> : null))}
      <path className="line-market" d={geometry.market} />
      {geometry.allTimeLow ? (
        <g className="atl">
          <line className="atl-line" x1={VIEW.left} x2={VIEW.width - VIEW.right} y1={geometry.allTimeLow.y} y2={geometry.allTimeLow.y} />
          {geometry.allTimeLow.x !== null ? (
            <circle className="atl-mark" cx={geometry.allTimeLow.x} cy={geometry.allTimeLow.y} r={4} />
          ) : null}
        </g>
      ) : null}
      {focus ? (
        <g className="chart-focus" transform={`translate(${focus.x} 0)`}>
          <line y1={VIEW.top} y2={bottom} />
          {focus.y !== null ? <circle cy={focus.y} r={4} /> : null}
        </g>
      ) : null}
    </svg>
  );
}
