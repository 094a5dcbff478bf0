import { lazy, Suspense, type ComponentType } from 'react';
import { markOutdated } from '../../../src/deploy/outdated.ts';
import type { PriceHistory } from '../payload.ts';

type Chart = ComponentType<{ history: PriceHistory }>;

let loaded: Chart | null = null;

/**
 * Loads the chart's chunk (d3-scale, d3-shape, the chart); the prerender awaits it before rendering.
 * Once loaded it resolves without a new `import()`, which costs a module resolution each time.
 */
export function loadPriceChart(): Promise<Chart> {
  if (loaded) return Promise.resolve(loaded);
  return import('./price-chart.tsx').then((module) => (loaded = module.PriceChart));
}

/**
 * A chunk that fails to load belongs to a replaced deployment (README, Caching): the boundary then
 * stays as it is (the prerendered SVG, or the placeholder) instead of failing the whole page.
 */
const LazyChart = lazy(() =>
  loadPriceChart().then(
    (PriceChart) => ({ default: PriceChart }),
    () => {
      markOutdated();
      return new Promise<never>(() => {});
    },
  ),
);

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
