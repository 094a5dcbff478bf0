import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { buildMeta } from './outputs/build-meta.ts';
import { fixtureFile, fixturePage, MNE } from './fixture-output.test-kit.ts';

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

describe('the watchlist in the built site', () => {
  test.each(LOCALES)('a prerendered %s shell in its language, kept out of search engines and the sitemaps', (locale) => {
    const path = localizedPath('/watchlist', locale);
    const $ = fixturePage(MNE, path);
    // The shell's texts load with the watchlist's chunks (locales/watchlist/); the prerender has them all.
    const texts = JSON.parse(readFileSync(new URL(`../../locales/watchlist/${locale}.json`, import.meta.url), 'utf8')) as { title: string };
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('h1').text()).toBe(texts.title);
    // What is followed is in the visitor's browser: the shell has no table.
    expect($('table')).toHaveLength(0);
    expect(JSON.parse(fixtureFile(MNE, path, '_payload.json'))).toMatchObject({ screen: 'watchlist', locale });
    expect(fixtureFile(MNE, `sitemap-${locale}-1.xml`)).not.toContain('/watchlist<');
    // Every page's header links to it.
    expect(fixturePage(MNE, localizedPath(GALAXY, locale))('header a.watch-link').attr('href')).toMatch(new RegExp(`^${path}(\\?|$)`));
  });

  test("the build meta's matcher covers the watchlist in every locale", () => {
    expect(buildMeta('id', 0).meta.matcher).toContain('/{,me/,ba/,en/,ru/,de/,tr/}watchlist');
  });

  test('the follow control is prerendered unpressed on an article and its cards', () => {
    const $ = fixturePage(MNE, localizedPath(GALAXY, 'en'));
    expect($('.follow-toggle').attr('aria-pressed')).toBe('false');
    expect($('.follow-toggle').text()).toBe('Follow Samsung Galaxy S24 128 GB');
    const cards = fixturePage(MNE, '/en/racunari/prenosni/tableti')('.card .follow-toggle');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter('[aria-pressed="false"]')).toHaveLength(cards.length);
  });
});
