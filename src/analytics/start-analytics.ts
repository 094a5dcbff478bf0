import type { PageContext } from '../components/site-context.tsx';
import type { ConsentGroup } from '../consent/consent-state.ts';
import { awaitPageViewTracker, setPageViewTracker } from './page-views.ts';

/** Mixpanel settings (docs/decisions/023-consent-and-analytics.md). */
export const MIXPANEL_CONFIG = {
  persistence: 'localStorage',
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5_000,
  batch_request_timeout_ms: 90_000,
  cookie_expiration: 365,
  track_pageview: false,
  record_sessions_percent: 0,
  record_idle_timeout_ms: 30 * 60 * 1000,
  autocapture: {
    pageview: false,
    click: false,
    input: false,
    rage_click: false,
    submit: false,
    scroll: true,
    scroll_depth_percent_checkpoints: [25, 50, 75, 100],
  },
} as const;

interface Tracker {
  track_pageview: (properties?: Record<string, unknown>) => void;
}

let started = false;

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

/** Cloudflare's cookie-free beacon, with the token of the hostname the page is served on. */
function startBeacon(tokens: Record<string, string>): void {
  const token = tokens[window.location.hostname];
  if (!token) {
    console.error('Token for cloudflare is not defined');
    return;
  }
  addScript('https://static.cloudflareinsights.com/beacon.min.js', { 'data-cf-beacon': JSON.stringify({ token, spa: true }) });
}

/** Google consent mode: analytics storage granted, then the tag manager container. */
function startTagManager(gtmId: string): void {
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  // gtag() pushes its `arguments` object; consent mode reads exactly that shape.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  }
  gtag('consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`);
}

/**
 * Starts what the visitor consented to, once per page load. Ids come from the site's public
 * configuration; with none configured nothing starts and nothing is fetched.
 */
export function startAnalytics(context: PageContext, enabled: readonly ConsentGroup[]): void {
  if (started) return;
  started = true;
  const { mixpanelToken, gtmId } = context.site.analytics;
  if (enabled.includes('gtm') && gtmId) startTagManager(gtmId);
  if (enabled.includes('cloudflare') && Object.keys(context.beaconTokens).length > 0) startBeacon(context.beaconTokens);
  if (enabled.includes('mixpanel') && mixpanelToken) {
    // A page view for this page, and for every client navigation after it, those made while the chunk loads included.
    awaitPageViewTracker();
    void import('mixpanel-browser/dist/mixpanel-core.cjs.js').then(({ default: mixpanel }) => {
      mixpanel.init(mixpanelToken, MIXPANEL_CONFIG as never);
      const tracker: Tracker = mixpanel;
      setPageViewTracker((path) => tracker.track_pageview({ path }));
    });
  }
}
