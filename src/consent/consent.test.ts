import { readFileSync } from 'node:fs';
import Cookies from 'universal-cookie';
import { expect, test } from 'vitest';
import { MIXPANEL_CONFIG } from '../analytics/start-analytics.ts';
import { CONSENT_GROUPS, CONSENT_OPTIONS, groupsKey, readConsent, saveConsent } from './consent-state.ts';
import type { ConsentTexts } from './texts.ts';

test('the four groups are all necessary; decline and accept-necessary are off', () => {
  expect(CONSENT_GROUPS).toEqual(['website', 'mixpanel', 'gtm', 'cloudflare']);
  expect(groupsKey()).toBe('websitemixpanelgtmcloudflare');
  expect(CONSENT_OPTIONS).toEqual({ declineAll: false, acceptNecessary: false });
});

test('consent is none, given, or void once the set of groups changed', () => {
  expect(readConsent(new Cookies(''))).toEqual({ status: 'none' });
  expect(readConsent(new Cookies('ncc_c=websitemixpanelgtmcloudflare; ncc_e=website~mixpanel'))).toEqual({
    status: 'given',
    enabled: ['website', 'mixpanel'],
  });
  expect(readConsent(new Cookies('ncc_c=websitemixpanel; ncc_e=website~mixpanel'))).toEqual({ status: 'invalid' });
  expect(readConsent(new Cookies('ncc_c=websitemixpanel'), ['website', 'mixpanel'])).toMatchObject({ status: 'given' });
});

test('saving writes ncc_c and ncc_e', () => {
  const cookies = new Cookies('');
  expect(saveConsent(CONSENT_GROUPS, cookies)).toEqual({ status: 'given', enabled: [...CONSENT_GROUPS] });
  expect(cookies.get('ncc_c')).toBe('websitemixpanelgtmcloudflare');
  expect(cookies.get('ncc_e')).toBe('website~mixpanel~gtm~cloudflare');
});

test('the consent words in English (every locale has every text: src/i18n/feature-texts.test.ts)', () => {
  const en = JSON.parse(readFileSync(new URL('../../locales/consent/en.json', import.meta.url), 'utf8')) as ConsentTexts;
  expect([
    en.accept,
    en.acceptAll,
    en.bannerTitle,
    en.close,
    en.decline,
    en.declineAll,
    en.save,
    en.manageCookies,
    en.settingsUnsaved,
    en.iframeBlocked,
  ]).toEqual([
    'Accept',
    'Accept all',
    'Cookies',
    'Close',
    'Decline',
    'Decline all',
    'Save',
    'Learn more and customize',
    'You have unsaved settings',
    'To see this, please enable functional cookies',
  ]);
});

test('Mixpanel runs with its batching, persistence and cookie settings', () => {
  expect(MIXPANEL_CONFIG).toMatchObject({
    persistence: 'localStorage',
    batch_size: 50,
    batch_flush_interval_ms: 5000,
    batch_request_timeout_ms: 90000,
    cookie_expiration: 365,
    record_idle_timeout_ms: 1_800_000,
  });
});
