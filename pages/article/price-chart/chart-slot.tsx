import { lazy, Suspense, type ComponentType } from 'react';
import type { PriceHistory } from '../payload.ts';

type Chart = ComponentType<{ history: PriceHistory }>;

let loaded: Chart | null = null;

/** Loads the chart's chunk (d3-scale, d3-shape, the chart); the prerender awaits it before rendering. */
export function loadPriceChart(): Promise<Chart> {
  return import('./price-chart.tsx').then((module) => (loaded = module.PriceChart));
}

const LazyChart = lazy(() => loadPriceChart().then((PriceChart) => ({ default: PriceChart })));

/**
 * The chart outside the first-load JavaScript (design.md section 7): the prerendered SVG stays
 * as it is until its chunk arrives, then React hydrates just this boundary (selective hydration).
 */
export function PriceChartSlot({ history }: { history: PriceHistory }) {
  const Chart = loaded ?? LazyChart;
  return (
    <Suspense fallback={<div className="price-chart loading" />}>
      <Chart history={history} />
    </Suspense>
  );
}
