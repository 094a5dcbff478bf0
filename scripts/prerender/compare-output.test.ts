import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { buildMeta } from './outputs/build-meta.ts';
import { articlePayload, fixtureFile, fixturePage, MNE } from './fixture-output.test-kit.ts';

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

describe('the compare page in the built site', () => {
  test.each(LOCALES)('a prerendered %s shell, kept out of search engines and the sitemaps', (locale) => {
    const path = localizedPath('/compare', locale);
    const $ = fixturePage(MNE, path);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('h1').text()).not.toBe('');
    // The products come from the URL after hydration: the shell has no table.
    expect($('table')).toHaveLength(0);
    expect(JSON.parse(fixtureFile(MNE, path, '_payload.json'))).toMatchObject({ screen: 'compare', locale });
    expect(fixtureFile(MNE, `sitemap-${locale}-1.xml`)).not.toContain('/compare<');
  });

  test('other pages are not noindex', () => {
    expect(fixturePage(MNE, GALAXY)('meta[name="robots"]')).toHaveLength(0);
  });

  test("the build meta's matcher covers the compare page in every locale", () => {
    expect(buildMeta('id', 0).meta.matcher).toContain('/{,me/,ba/,en/,ru/,de/,tr/}compare');
  });

  test('the id index gives the article path of a product, whose payload has spec keys and numbers', () => {
    const index = JSON.parse(fixtureFile(MNE, 'compare-index', '0.json')) as Record<string, string>;
    expect(index['1']).toBe(GALAXY);
    expect(articlePayload(MNE, GALAXY).product.specs[0]).toMatchObject({ key: 'storage', number: 128 });
  });
});
