import { usePageContext } from '../components/site-context.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { PriceAlertProps } from './price-alert-form.tsx';

/** The form, in a chunk of its own: no page's first load carries it. */
export const PriceAlertPart = lazyPart(() => import('./price-alert-form.tsx').then((module) => module.PriceAlertForm));

/**
 * "Alert me when it drops" where the site has an alerts service, once the page has hydrated
 * (without JavaScript the form could not send).
 */
export function PriceAlert(props: PriceAlertProps) {
  const { site } = usePageContext();
  const hydrated = useHydrated();
  return site.alertsUrl && hydrated ? <PriceAlertPart.Part {...props} /> : null;
}
