import * as v from 'valibot';
import { LOCALES } from '../src/i18n/locales.ts';
import { COUNTRIES, CURRENCIES } from './countries.ts';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Public analytics ids (environment at build time); none means no analytics at all. */
const SiteAnalyticsSchema = v.object({
  mixpanelToken: v.optional(v.message(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/)), 'letters and digits')),
  /** Google Tag Manager container, `GTM-XXXX`. */
  gtmId: v.optional(v.message(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/)), 'GTM-XXXX')),
  /** Cloudflare Web Analytics beacon token of this site's domain. */
  beaconToken: v.optional(v.message(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/)), 'letters and digits')),
});
export type SiteAnalytics = v.InferOutput<typeof SiteAnalyticsSchema>;

/** The alerts service's address: https, or http on this machine only (a test, a preview). */
function isAlertsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
    return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** One regional site: what the pages of one domain are built for. Each field's message says what it expects. */
const SiteSchema = v.object({
  /** Short stable key, used in file names and environment variable names. */
  key: v.message(v.pipe(v.string(), v.regex(/^[a-z]+$/)), 'lowercase letters'),
  domain: v.message(v.pipe(v.string(), v.regex(DOMAIN)), 'a host name such as cjenovnik.me'),
  country: v.message(v.picklist(COUNTRIES), COUNTRIES.join(' or ')),
  currency: v.message(v.picklist(CURRENCIES), CURRENCIES.join(' or ')),
  /** Name of the logo's visual style (a CSS class suffix). */
  logoStyle: v.message(v.pipe(v.string(), v.regex(/^[a-z-]+$/)), 'a lowercase style name'),
  launchYear: v.message(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)), 'a year such as 2023'),
  defaultLocale: v.message(v.picklist(LOCALES), 'one of the page languages'),
  /** Appended to every page title, e.g. ` | Cjenovnik.me`. */
  titlePostfix: v.message(v.string(), 'a string'),
  analytics: v.optional(v.message(SiteAnalyticsSchema, 'an object of analytics ids'), () => ({})),
  /** The price alerts service (docs/operations.md, "Price alerts"); none: no alert control on the pages. */
  alertsUrl: v.optional(v.message(v.pipe(v.string(), v.check(isAlertsUrl)), 'https://<host> (http:// on this machine only), no path')),
});
export type Site = v.InferOutput<typeof SiteSchema>;

/** Reads a raw site configuration; the error names every bad field, what it got and where it came from. */
export function parseSite(raw: Record<string, unknown>, source: string): Site {
  // Every field, present or not, so that a missing one is named with what it expects.
  const fields = Object.fromEntries(Object.keys(SiteSchema.entries).map((key) => [key, raw[key]]));
  const result = v.safeParse(SiteSchema, fields, { abortPipeEarly: true });
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: expected ${issue.message}, got ${JSON.stringify(issue.input)}`);
  throw new Error(`Invalid site configuration in ${source}:\n  ${problems.join('\n  ')}\nFix these fields and build again.`);
}
