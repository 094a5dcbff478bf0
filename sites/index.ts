import { validateSite, type Site } from './site.ts';

export type { Site, Country, Currency } from './site.ts';

const RAW_SITES: Record<string, unknown>[] = [
  {
    key: 'mne',
    domain: 'cjenovnik.me',
    country: 'MNE',
    currency: 'EUR',
    logoStyle: 'adriatic',
    launchYear: 2023,
    defaultLocale: 'me',
    titlePostfix: ' | Cjenovnik.me',
  },
  {
    key: 'bih',
    domain: 'cjenovnik.ba',
    country: 'BIH',
    currency: 'BAM',
    logoStyle: 'sarajevo',
    launchYear: 2024,
    defaultLocale: 'ba',
    titlePostfix: ' | Cjenovnik.ba',
  },
];

/**
 * The validated sites. `SITE_<KEY>_DOMAIN` in `env` overrides a domain for deployment
 * (e.g. SITE_BIH_DOMAIN=staging.cjenovnik.ba).
 */
export function loadSites(env: Record<string, string | undefined> = {}): Site[] {
  return RAW_SITES.map((raw) => {
    const override = env[`SITE_${String(raw.key).toUpperCase()}_DOMAIN`];
    const source = override ? `sites/index.ts with SITE_${String(raw.key).toUpperCase()}_DOMAIN` : 'sites/index.ts';
    return validateSite(override ? { ...raw, domain: override } : raw, source);
  });
}

/** The site a host name serves; `localhost` (local development) uses the Montenegro site. */
export function siteForHost(sites: Site[], host: string): Site | undefined {
  const name = host.replace(/:\d+$/, '');
  if (name === 'localhost' || name === '127.0.0.1') return sites.find((site) => site.country === 'MNE');
  return sites.find((site) => site.domain === name);
}
