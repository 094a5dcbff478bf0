import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { fixedT } from './use-locale.ts';

describe('fixedT', () => {
  const i18n = () =>
    createI18n({
      en: { translation: { plain: 'Offers', count_one: '{{count}} offer', count_other: '{{count}} offers', rule: 'Last {{days}} days' } },
    });

  it('prints texts with changing options anew each time', () => {
    const t = fixedT(i18n(), 'en');
    expect(t('count', { count: 1 })).toBe('1 offer');
    expect(t('count', { count: 3 })).toBe('3 offers');
  });

  it('gives the same text for plain keys and frozen options on every call', () => {
    const t = fixedT(i18n(), 'en');
    const rule = Object.freeze({ days: 30 });
    expect([t('plain'), t('plain')]).toEqual(['Offers', 'Offers']);
    expect([t('rule', rule), t('rule', rule)]).toEqual(['Last 30 days', 'Last 30 days']);
    expect(t('rule', Object.freeze({ days: 90 }))).toBe('Last 90 days');
  });

  it('finds a text whose messages arrived after a first miss', () => {
    const instance = i18n();
    const t = fixedT(instance, 'de');
    expect(t('plain')).toBe('plain');
    instance.addResourceBundle('de', 'translation', { plain: 'Angebote' });
    expect(t('plain')).toBe('Angebote');
  });
});
