import { parseSite, type Site } from './site.ts';

export type { Country, Currency } from './countries.ts';
export type { Site } from './site.ts';

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
 * The validated sites. From `env` (the build's environment), per site key: `SITE_<KEY>_DOMAIN`
 * overrides the domain for deployment (e.g. SITE_BIH_DOMAIN=staging.cjenovnik.ba), and
 * `SITE_<KEY>_MIXPANEL_TOKEN`, `SITE_<KEY>_GTM_ID`, `SITE_<KEY>_BEACON_TOKEN` are its public
 * analytics ids, `SITE_<KEY>_ALERTS_URL` its price alerts service.
 */
export function loadSites(env: Record<string, string | undefined> = {}): Site[] {
  return RAW_SITES.map((raw) => {
    const prefix = `SITE_${String(raw.key).toUpperCase()}_`;
    const used = Object.keys(env).filter((name) => name.startsWith(prefix) && env[name]);
    const analytics = Object.fromEntries(
      (
        [
          ['mixpanelToken', 'MIXPANEL_TOKEN'],
          ['gtmId', 'GTM_ID'],
          ['beaconToken', 'BEACON_TOKEN'],
        ] as const
      ).flatMap(([field, name]) => (env[`${prefix}${name}`] ? [[field, env[`${prefix}${name}`]]] : [])),
    );
    const domain = env[`${prefix}DOMAIN`] || raw.domain;
    const alerts = env[`${prefix}ALERTS_URL`];
    return parseSite(
      { ...raw, domain, analytics, ...(alerts ? { alertsUrl: alerts.replace(/\/?$/, '/') } : {}) },
      used.length > 0 ? `sites/index.ts with ${used.join(', ')}` : 'sites/index.ts',
    );
  });
}

/** The site a host name serves; `localhost` (local development) uses the Montenegro site. */
export function siteForHost(sites: Site[], host: string): Site | undefined {
  const name = host.replace(/:\d+$/, '');
  if (name === 'localhost' || name === '127.0.0.1') return sites.find((site) => site.country === 'MNE');
  return sites.find((site) => site.domain === name);
}

/** Every site's Cloudflare beacon token by its domain: a page picks the one of its hostname. */
export function beaconTokens(sites: Site[]): Record<string, string> {
  return Object.fromEntries(sites.flatMap((site) => (site.analytics.beaconToken ? [[site.domain, site.analytics.beaconToken]] : [])));
}
