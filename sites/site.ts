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
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Checks a raw site configuration; the error names every bad field and where it came from. */
export function validateSite(raw: Record<string, unknown>, source: string): Site {
  const problems: string[] = [];
  const check = (field: string, ok: boolean, expected: string) => {
    if (!ok) problems.push(`${field}: expected ${expected}, got ${JSON.stringify(raw[field])}`);
  };
  const str = (field: string) => typeof raw[field] === 'string' && (raw[field] as string).length > 0;
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
  if (problems.length > 0) {
    throw new Error(`Invalid site configuration in ${source}:\n  ${problems.join('\n  ')}\nFix these fields and build again.`);
  }
  return raw as unknown as Site;
}
