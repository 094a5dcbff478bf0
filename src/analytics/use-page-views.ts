import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './page-views.ts';

/** A page view on every client navigation (the first page's is sent when analytics start). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    trackPageView();
  }, [pathname]);
}
