import { useSearchParams } from 'react-router';
import { BrowserViewShell, browserView } from '../browser-view.tsx';

// The loader and the table are a chunk of their own, not every page's first-load JavaScript.
const CompareView = browserView('compare', () => import('./compare-view.tsx').then((module) => module.CompareView));

/** The prerendered shell is the same for every comparison: the products are in the URL's `ids`, read once hydrated. */
export function ComparePage() {
  const [params] = useSearchParams();
  return (
    <BrowserViewShell feature="compare">
      <CompareView query={params.get('ids')} />
    </BrowserViewShell>
  );
}
