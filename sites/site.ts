import { isLocale, type Locale } from '../src/i18n/locales.ts';

export const COUNTRIES = ['MNE', 'BIH'] as const;
export const CURRENCIES = ['EUR', 'BAM'] as const;
export type Country = (typeof COUNTRIES)[number];
export type Currency = (typeof CURRENCIES)[number];

/** One regional site: what the pages of one domain are built for. */
export interface Site {
  /** Short stable key, used in file names and environment variable names. */
  key: string;
  domain: string;
  country: Country;
  currency: Currency;
  /** Name of the logo's visual style (a CSS class suffix). */
  logoStyle: string;
  launchYear: number;
  defaultLocale: Locale;
  /** Appended to every page title, e.g. ` | Cjenovnik.me`. */
  titlePostfix: string;
  /** Public analytics ids (environment at build time); none means no analytics at all. */
  analytics: SiteAnalytics;
}

export interface SiteAnalytics {
  mixpanelToken?: string;
  /** Google Tag Manager container, `GTM-XXXX`. */
  gtmId?: string;
  /** Cloudflare Web Analytics beacon token of this site's domain. */
  beaconToken?: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Checks a raw site configuration; the error names every bad field and where it came from. */
export function validateSite(raw: Record<string, unknown>, source: string): Site {
  const problems: string[] = [];
  const check = (field: string, ok: boolean, expected: string) => {
    if (!ok) problems.push(`${field}: expected ${expected}, got ${JSON.stringify(raw[field])}`);
  };
  const str = (field: string) => typeof raw[field] === 'string' && raw[field].length > 0;
  check('key', str('key') && /^[a-z]+$/.test(raw.key as string), 'lowercase letters');
  check('domain', str('domain') && DOMAIN.test(raw.domain as string), 'a host name such as cjenovnik.me');
  check('country', (COUNTRIES as readonly unknown[]).includes(raw.country), COUNTRIES.join(' or '));
  check('currency', (CURRENCIES as readonly unknown[]).includes(raw.currency), CURRENCIES.join(' or '));
  check('logoStyle', str('logoStyle') && /^[a-z-]+$/.test(raw.logoStyle as string), 'a lowercase style name');
  check(
    'launchYear',
    Number.isInteger(raw.launchYear) && (raw.launchYear as number) >= 2000 && (raw.launchYear as number) <= 2100,
    'a year such as 2023',
  );
  check('defaultLocale', isLocale(raw.defaultLocale), 'one of the page languages');
  check('titlePostfix', typeof raw.titlePostfix === 'string', 'a string');
  const analytics = (raw.analytics ?? {}) as Record<string, unknown>;
  const optional = (value: unknown, pattern: RegExp) => value === undefined || (typeof value === 'string' && pattern.test(value));
  if (!optional(analytics.mixpanelToken, /^[A-Za-z0-9_-]{6,64}$/))
    problems.push(`analytics.mixpanelToken: expected letters and digits, got ${JSON.stringify(analytics.mixpanelToken)}`);
  if (!optional(analytics.gtmId, /^GTM-[A-Z0-9]{4,12}$/))
    problems.push(`analytics.gtmId: expected GTM-XXXX, got ${JSON.stringify(analytics.gtmId)}`);
  if (!optional(analytics.beaconToken, /^[A-Za-z0-9_-]{6,64}$/))
    problems.push(`analytics.beaconToken: expected letters and digits, got ${JSON.stringify(analytics.beaconToken)}`);
  if (problems.length > 0) {
    throw new Error(`Invalid site configuration in ${source}:\n  ${problems.join('\n  ')}\nFix these fields and build again.`);
  }
  return { ...raw, analytics } as unknown as Site;
}
