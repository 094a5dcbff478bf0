import { startTransition, useEffect, useState } from 'react';
import { usePageContext } from '../../src/components/site-context.tsx';
import type { LatestFigures } from './latest-figures.ts';
import type { ArticlePayload } from './payload.ts';

/**
 * The article's figures as of the catalogue's latest day, after hydration (null until then, so
 * the prerendered HTML and hydration agree). Its code comes with the price chart's chunk, which every
 * article loads after hydration: outside the first-load JavaScript, and no request of its own.
 */
export function useLatestFigures(payload: ArticlePayload): LatestFigures | null {
  const { currency } = usePageContext().site;
  const [latest, setLatest] = useState<{ payload: ArticlePayload; figures: LatestFigures } | null>(null);
  useEffect(() => {
    let current = true;
    import('./price-chart/price-chart.tsx')
      .then((module) => module.latestFigures(payload, currency))
      .then(
        (figures) => {
          // A transition: the page's re-render with these figures (chart included) yields to input.
          if (current && figures) startTransition(() => setLatest({ payload, figures }));
        },
        () => {},
      );
    return () => {
      current = false;
    };
  }, [payload, currency]);
  return latest?.payload === payload ? latest.figures : null;
}
