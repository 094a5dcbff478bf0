import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { FIXTURE_DIST, fixtureFile, fixturePage, MNE, BIH } from './fixture-output.test-kit.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PHONES = '/telefoni/mobilni/pametni-telefoni';
const GALAXY = `${PHONES}/1-samsung-galaxy-s24-128-gb`;
/** The Galaxy's own address before a rename, and a duplicate's that was merged into it (the fixture's former addresses). */
const FORMER = [`${PHONES}/1-galaxy-s24`, `${PHONES}/70-galaxy-s24-duplicate`];

describe.each([MNE, BIH])('former addresses: $domain', (site) => {
  test.each(LOCALES)('%s: a page at each sends the visitor on to the product in the language, and names it', (locale) => {
    for (const former of FORMER) {
      const $ = fixturePage(site, localizedPath(former, locale));
      const to = localizedPath(GALAXY, locale);
      expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${to}`);
      expect($('link[rel="canonical"]').attr('href')).toBe(`https://${site.domain}${to}`);
      expect($('main a').attr('href')).toBe(to);
      expect($('main a').text()).toBe('Samsung Galaxy S24 128 GB');
      expect($('html').attr('lang')).toBe(fixturePage(site, to)('html').attr('lang'));
      // The page it leads to is there, with its feed.
      expect(fixtureFile(site, to, '_payload.json')).toContain('"name":"Samsung Galaxy S24 128 GB"');
      expect(fixtureFile(site, to, 'feed.xml')).toContain('<feed');
    }
  });

  test('_redirects and the nginx include hold each page and its feed in every locale, and the sitemaps none', () => {
    const rules = fixtureFile(site, '_redirects');
    const nginx = readFileSync(join(FIXTURE_DIST, `${site.domain}.redirects.nginx.conf`), 'utf8');
    for (const locale of LOCALES)
      for (const former of FORMER) {
        const [from, to] = [localizedPath(former, locale), localizedPath(GALAXY, locale)];
        expect(rules).toContain(`\n${from} ${to} 301\n${from}/feed.xml ${to}/feed.xml 301\n`);
        expect(nginx).toContain(`location = ${from}/ { return 301 ${to}; }`);
      }
    expect(rules.split('\n').filter((line) => line.endsWith(' 301'))).toHaveLength(LOCALES.length * FORMER.length * 2);
    expect(fixtureFile(site, 'sitemap-sr-1.xml')).not.toContain('galaxy-s24-duplicate');
  });
});
