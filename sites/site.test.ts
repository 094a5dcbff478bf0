import { describe, expect, test } from 'vitest';
import { loadSites, siteForHost } from './index.ts';
import { parseSite } from './site.ts';

const VALID = {
  key: 'mne',
  domain: 'cjenovnik.me',
  country: 'MNE',
  currency: 'EUR',
  logoStyle: 'adriatic',
  launchYear: 2023,
  defaultLocale: 'me',
  titlePostfix: ' | Cjenovnik.me',
};

describe('loadSites', () => {
  test('without overrides gives the Montenegro and Bosnia sites', () => {
    const [mne, bih, ...rest] = loadSites();
    expect(rest).toEqual([]);
    expect(mne).toMatchObject({
      key: 'mne',
      domain: 'cjenovnik.me',
      country: 'MNE',
      currency: 'EUR',
      defaultLocale: 'me',
      launchYear: 2023,
      titlePostfix: ' | Cjenovnik.me',
    });
    expect(bih).toMatchObject({
      key: 'bih',
      domain: 'cjenovnik.ba',
      country: 'BIH',
      currency: 'BAM',
      defaultLocale: 'ba',
      launchYear: 2024,
      titlePostfix: ' | Cjenovnik.ba',
    });
  });

  test('SITE_BIH_DOMAIN overrides only the Bosnia domain', () => {
    const sites = loadSites({ SITE_BIH_DOMAIN: 'staging.cjenovnik.ba' });
    expect(sites.map((site) => site.domain)).toEqual(['cjenovnik.me', 'staging.cjenovnik.ba']);
    expect(sites[1]).toMatchObject({ country: 'BIH', currency: 'BAM' });
  });

  test('an empty override keeps the default domain', () => {
    expect(loadSites({ SITE_MNE_DOMAIN: '' })[0]?.domain).toBe('cjenovnik.me');
  });

  test('a bad override names the field and the variable it came from', () => {
    expect(() => loadSites({ SITE_MNE_DOMAIN: 'https://Cjenovnik.me/' })).toThrow(
      /sites\/index\.ts with SITE_MNE_DOMAIN[\s\S]*domain: expected a host name/,
    );
  });
});

describe('parseSite', () => {
  test('accepts a complete configuration as it is; analytics ids are optional', () => {
    expect(parseSite(VALID, 'test')).toEqual({ ...VALID, analytics: {} });
    const analytics = { mixpanelToken: 'abc123def', gtmId: 'GTM-AB12CD', beaconToken: 'beacon123' };
    expect(parseSite({ ...VALID, analytics }, 'test').analytics).toEqual(analytics);
    expect(() => parseSite({ ...VALID, analytics: { gtmId: 'UA-1' } }, 'test')).toThrow('analytics.gtmId: expected GTM-XXXX, got "UA-1"');
  });

  test('analytics ids come from the environment per site', () => {
    const [mne, bih] = loadSites({ SITE_MNE_MIXPANEL_TOKEN: 'mne-token', SITE_BIH_BEACON_TOKEN: 'bih-beacon' });
    expect(mne?.analytics).toEqual({ mixpanelToken: 'mne-token' });
    expect(bih?.analytics).toEqual({ beaconToken: 'bih-beacon' });
  });

  test('the alerts service comes from the environment: https, or http on this machine only', () => {
    const [mne, bih] = loadSites({ SITE_MNE_ALERTS_URL: 'https://alerts.cjenovnik.me' });
    expect([mne?.alertsUrl, bih?.alertsUrl]).toEqual(['https://alerts.cjenovnik.me/', undefined]);
    expect(loadSites({ SITE_BIH_ALERTS_URL: 'http://127.0.0.1:4390' })[1]?.alertsUrl).toBe('http://127.0.0.1:4390/');
    for (const bad of ['http://alerts.cjenovnik.me', 'javascript:alert(1)', 'https://alerts.cjenovnik.me/x?y=1'])
      expect(() => loadSites({ SITE_MNE_ALERTS_URL: bad }), bad).toThrow(/alertsUrl: expected https:\/\/<host>/);
  });

  test('names every bad field, what it got and the source', () => {
    const raw = { ...VALID, key: 'MNE', country: 'HR', currency: 'HRK', launchYear: 23, defaultLocale: 'fr' };
    let message = '';
    try {
      parseSite(raw, 'sites/test-config.ts');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid site configuration in sites/test-config.ts');
    expect(message).toContain('key: expected lowercase letters, got "MNE"');
    expect(message).toContain('country: expected MNE or BIH, got "HR"');
    expect(message).toContain('currency: expected EUR or BAM, got "HRK"');
    expect(message).toContain('launchYear: expected a year such as 2023, got 23');
    expect(message).toContain('defaultLocale: expected one of the page languages, got "fr"');
    expect(message).not.toMatch(/^\s*(domain|logoStyle|titlePostfix):/m);
  });

  test('names missing fields', () => {
    expect(() => parseSite({ key: 'mne' }, 'partial.json')).toThrow(
      /partial\.json[\s\S]*domain:[\s\S]*country:[\s\S]*currency:[\s\S]*logoStyle:[\s\S]*launchYear:[\s\S]*defaultLocale:[\s\S]*titlePostfix:/,
    );
  });
});

describe('siteForHost', () => {
  const sites = loadSites();

  test('finds a site by its domain, with or without a port', () => {
    expect(siteForHost(sites, 'cjenovnik.me')?.key).toBe('mne');
    expect(siteForHost(sites, 'cjenovnik.ba')?.key).toBe('bih');
    expect(siteForHost(sites, 'cjenovnik.ba:4301')?.key).toBe('bih');
  });

  test('local development serves the Montenegro site', () => {
    expect(siteForHost(sites, 'localhost')?.key).toBe('mne');
    expect(siteForHost(sites, 'localhost:5173')?.key).toBe('mne');
    expect(siteForHost(sites, '127.0.0.1:4301')?.key).toBe('mne');
  });

  test('an unknown host has no site', () => {
    expect(siteForHost(sites, 'cjenovnik.hr')).toBeUndefined();
    expect(siteForHost(sites, 'evil.cjenovnik.me')).toBeUndefined();
  });

  test('follows an overridden domain', () => {
    const staged = loadSites({ SITE_BIH_DOMAIN: 'staging.cjenovnik.ba' });
    expect(siteForHost(staged, 'staging.cjenovnik.ba')?.key).toBe('bih');
    expect(siteForHost(staged, 'cjenovnik.ba')).toBeUndefined();
  });
});
