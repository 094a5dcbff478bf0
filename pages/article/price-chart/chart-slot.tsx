import { lazyPart } from '../../../src/lib/lazy-part.tsx';

/**
 * The chart outside the first-load JavaScript (docs/benchmarks.md): d3-scale, d3-shape and the
 * chart are a chunk of their own; the prerender awaits it (`loadPriceChart`), the browser keeps
 * the prerendered SVG until it arrives, then hydrates just this part (selective hydration).
 */
const chart = lazyPart(() => import('./price-chart.tsx').then((module) => module.PriceChart), <div className="price-chart loading" />);

export const PriceChartSlot = chart.Part;
export const loadPriceChart = chart.load;
