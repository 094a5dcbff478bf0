import { scaleLinear, scaleUtc, type ScaleLinear, type ScaleTime } from 'd3-scale';
import { curveStepAfter, line } from 'd3-shape';
import { DAY_MS } from '../../../src/domain/days.ts';
import type { Range } from './ranges.ts';
import { rangeStart, steps, type ChartSeries, type Step } from './series.ts';

/** The SVG's coordinate system; CSS scales it to the container's width. */
export const VIEW = { width: 640, height: 240, top: 12, right: 12, bottom: 26, left: 72 } as const;

export interface ChartGeometry {
  start: number;
  today: number;
  x: ScaleTime<number, number>;
  y: ScaleLinear<number, number>;
  market: string;
  shops: string[];
  xTicks: { day: number; x: number }[];
  yTicks: { minor: number; y: number }[];
  /** The all-time low: its level always (so a range without it still shows how far above it is), its point when in range. */
  allTimeLow: { y: number; x: number | null } | null;
}

const dayDate = (day: number) => new Date(day * DAY_MS);

const made = new WeakMap<ChartSeries, Map<Range, ChartGeometry>>();

/** A range's geometry, made once per series (the prerender draws the same chart in seven languages). */
export function geometryOf(series: ChartSeries, range: Range): ChartGeometry {
  let byRange = made.get(series);
  if (!byRange) made.set(series, (byRange = new Map<Range, ChartGeometry>()));
  let geometry = byRange.get(range);
  if (!geometry) byRange.set(range, (geometry = chartGeometry(series, range)));
  return geometry;
}

/** Geometry of one range: scales by d3-scale, step paths with gaps by d3-shape. */
export function chartGeometry(series: ChartSeries, range: Range): ChartGeometry {
  const { today } = series;
  const start = rangeStart(series, range);
  const x = scaleUtc()
    .domain([dayDate(start), dayDate(today + 1)])
    .range([VIEW.left, VIEW.width - VIEW.right]);
  const marketSteps = steps(series.market, start, today);
  const shopSteps = series.shops.map((shop) => steps(shop.daily, start, today));
  const low = series.allTimeLow;
  const prices = [...marketSteps, ...shopSteps.flat()].flatMap((step) => (step.minor === null ? [] : [step.minor]));
  if (low) prices.push(low.minor);
  const min = prices.length ? Math.min(...prices) : 0;
  const max = prices.length ? Math.max(...prices) : 100;
  const y = scaleLinear()
    .domain(min === max ? [min * 0.9, max * 1.1 + 100] : [min, max])
    .nice(4)
    .range([VIEW.height - VIEW.bottom, VIEW.top]);
  const path = line<Step>()
    .defined((step) => step.minor !== null)
    .x((step) => x(dayDate(step.day)))
    .y((step) => y(step.minor as number))
    .curve(curveStepAfter)
    .digits(0);
  const lowDay = low ? Math.round(Date.parse(`${low.date}T00:00:00Z`) / DAY_MS) : null;
  return {
    start,
    today,
    x,
    y,
    market: path(marketSteps) ?? '',
    shops: shopSteps.map((shop) => path(shop) ?? ''),
    xTicks: x.ticks(range === '1m' ? 5 : 6).map((date) => ({ day: Math.round(date.getTime() / DAY_MS), x: round(x(date)) })),
    yTicks: y.ticks(4).map((minor) => ({ minor, y: round(y(minor)) })),
    allTimeLow:
      low && lowDay !== null
        ? { y: round(y(low.minor)), x: lowDay >= start ? round(x(dayDate(lowDay)) + dayWidth(x, lowDay) / 2) : null }
        : null,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function dayWidth(x: ScaleTime<number, number>, day: number): number {
  return x(dayDate(day + 1)) - x(dayDate(day));
}

/** The day under a horizontal position in the view, clamped to the range. */
export function dayAt(geometry: ChartGeometry, viewX: number): number {
  const day = Math.floor(geometry.x.invert(viewX).getTime() / DAY_MS);
  return Math.min(geometry.today, Math.max(geometry.start, day));
}

/** The centre of a day's step, for the tooltip's marker. */
export function dayCentre(geometry: ChartGeometry, day: number): number {
  return round(geometry.x(dayDate(day)) + dayWidth(geometry.x, day) / 2);
}
