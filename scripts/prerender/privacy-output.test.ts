import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { languageTag, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { buildMeta } from './outputs/build-meta.ts';
import { BIH, fixtureFile, fixturePage, MNE } from './fixture-output.test-kit.ts';

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

type Messages = { [key: string]: string | Messages };

/** A text of `locales/<file>.json` by its dotted key. */
function text(file: string, key: string): string {
  const messages = JSON.parse(readFileSync(new URL(`../../locales/${file}.json`, import.meta.url), 'utf8')) as Messages;
  return key.split('.').reduce<string | Messages>((node, part) => (node as Messages)[part] ?? '', messages) as string;
}

describe('the privacy page in the built site', () => {
  test.each(LOCALES)('%s: prerendered whole in its language, with its own head, listed in the sitemap', (locale: Locale) => {
    // The title and description are in every page's texts (the footer links the page); the rest in locales/privacy/.
    const title = text(locale, 'privacy.title');
    const path = localizedPath('/privacy', locale);
    const $ = fixturePage(MNE, path);
    expect($('title').text()).toBe(`${title.toLocaleUpperCase(languageTag(locale))} | Cjenovnik.me`);
    expect($('meta[name="description"]').attr('content')).toBe(text(locale, 'privacy.description'));
    expect($('meta[name="robots"]')).toHaveLength(0);
    expect($('link[rel="canonical"]').attr('href')).toBe(`https://${MNE.domain}${path}`);
    expect($('main h1').text()).toBe(title);
    // Every section, in the HTML before any script runs.
    expect(
      $('main h2')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(['kept', 'measurement', 'alerts', 'shops'].map((section) => text(`privacy/${locale}`, `${section}.title`)));
    expect(
      $('main li code')
        .map((_, code) => $(code).text())
        .get(),
    ).toEqual(['locale', 'i18n_redirected', 'ncc_c', 'ncc_e']);
    expect(JSON.parse(fixtureFile(MNE, path, '_payload.json'))).toEqual({ screen: 'privacy', locale, navFile: expect.any(String) });
    expect(fixtureFile(MNE, `sitemap-${locale}-1.xml`)).toContain(`${path}<`);
    // Linked from every page's footer.
    for (const page of ['/', GALAXY, '/shops']) {
      expect(fixturePage(MNE, localizedPath(page, locale))(`footer a[href="${path}?lang=${locale}"]`).text()).toBe(title);
    }
  });

  test.each(LOCALES)('%s: names the cookie settings button by the label the footer gives it', (locale) => {
    expect(text(`privacy/${locale}`, 'measurement.choice')).toContain(text(`consent/${locale}`, 'reopen'));
  });

  test('the Bosnian site has it too', () => {
    const $ = fixturePage(BIH, '/en/privacy');
    expect($('title').text()).toBe('PRIVACY | Cjenovnik.ba');
    expect($('main h2')).toHaveLength(4);
  });

  test("the build meta's matcher covers the privacy page in every locale", () => {
    expect(buildMeta('id', 0).meta.matcher).toContain('/{,me/,ba/,en/,ru/,de/,tr/}privacy');
  });
});
