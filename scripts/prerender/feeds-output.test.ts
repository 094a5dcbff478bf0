import { parseFeed } from '@rowanmanning/feed-parser';
import { load } from 'cheerio';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FEED_FILE } from '../../src/lib/feed-path.ts';
import { FEED_ENTRIES } from '../../src/domain/feed-events.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { FIXTURE_DIST, fixtureFile, fixturePage, MNE, BIH } from './fixture-output.test-kit.ts';

const SMARTPHONES = '/telefoni/mobilni/pametni-telefoni';
const GALAXY = `${SMARTPHONES}/1-samsung-galaxy-s24-128-gb`;
const IPHONE = `${SMARTPHONES}/2-apple-iphone-15-128-gb`;

/** Every feed file of a built site, as paths inside it. */
function feedFiles(domain: string): string[] {
  const root = join(FIXTURE_DIST, domain);
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((name) => name.endsWith(`/${FEED_FILE}`))
    .map((name) => relative(root, join(root, name)));
}

const eur = (minor: number, locale: 'de' | 'sr') => formatMoney({ minor, currency: 'EUR' }, locale);

const feed = (site: typeof MNE, path: string) => fixtureFile(site, path, FEED_FILE);

describe('Atom feeds of the fixture sites', () => {
  for (const site of [MNE, BIH]) {
    test(`${site.domain}: every feed is valid Atom 1.0 with the required elements, unique ids and at most 20 entries`, () => {
      const files = feedFiles(site.domain);
      // Every category and product with offers on the site, in seven locales.
      expect(files.length).toBeGreaterThanOrEqual(7 * 8);
      for (const file of files) {
        const xml = fixtureFile(site, file);
        const parsed = parseFeed(xml);
        expect(parsed.meta, file).toEqual({ type: 'atom', version: '1.0' });
        expect(parsed.title, file).toBeTruthy();
        expect(parsed.updated, file).toBeInstanceOf(Date);
        expect(parsed.self, file).toBe(`https://${site.domain}/${file}`);
        expect(parsed.url, file).toBe(`https://${site.domain}/${file.slice(0, -FEED_FILE.length - 1)}`);
        const $ = load(xml, { xml: true });
        expect($('feed > id').text(), file).toMatch(new RegExp(`^tag:${site.domain.replace(/\./g, '\\.')},2026:feed/`));
        expect($('feed > author > name').text(), file).toBeTruthy();
        expect(parsed.items.length, file).toBeLessThanOrEqual(FEED_ENTRIES);
        expect($('entry').length, file).toBe(parsed.items.length);
        for (const item of parsed.items) {
          expect(item.id, file).toMatch(new RegExp(`^tag:${site.domain.replace(/\./g, '\\.')},2026:\\d+/[^/]+/(drop|back-in-stock)/`));
          expect(item.title, file).toBeTruthy();
          expect(item.updated, file).toBeInstanceOf(Date);
          expect(item.url, file).toMatch(new RegExp(`^https://${site.domain.replace(/\./g, '\\.')}/`));
        }
        expect(new Set(parsed.items.map((item) => item.id)).size, file).toBe(parsed.items.length);
        const times = parsed.items.map((item) => (item.updated as Date).getTime());
        expect(times, file).toEqual([...times].sort((a, b) => b - a));
      }
    });
  }

  test("the Galaxy's real drop is in its feed and its category's, the iPhone's sale after a raise is in neither", () => {
    const galaxy = parseFeed(feed(MNE, `/en${GALAXY}`));
    expect(galaxy.items.map((item) => item.id)).toEqual(['tag:cjenovnik.me,2026:1/tehno-me/drop/2026-11-20T06:00:00.000Z']);
    expect(galaxy.items[0]?.title).toBe('Samsung Galaxy S24 128 GB: −11% at Tehno ME, now €799.00');
    expect(galaxy.items[0]?.url).toBe(`https://cjenovnik.me/en${GALAXY}`);
    expect(parseFeed(feed(MNE, IPHONE)).items).toEqual([]);
    const category = parseFeed(feed(MNE, `/de${SMARTPHONES}`));
    expect(category.items.map((item) => item.url)).toEqual([`https://cjenovnik.me/de${GALAXY}`]);
    expect(category.items[0]?.title).toBe(`Samsung Galaxy S24 128 GB: −11 % bei Tehno ME, jetzt ${eur(79900, 'de')}`);
  });

  test('back in stock: the Lenovo returning in October; updated is the newest entry, not the build time', () => {
    const lenovo = parseFeed(feed(MNE, '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3'));
    expect(lenovo.items.map((item) => item.id)).toEqual(['tag:cjenovnik.me,2026:5/tehno-me/back-in-stock/2026-10-01T06:00:00.000Z']);
    expect(lenovo.items[0]?.title).toBe(`Lenovo IdeaPad Slim 3 ponovo na stanju u prodavnici Tehno ME, ${eur(49900, 'sr')}`);
    expect(lenovo.updated?.toISOString()).toBe('2026-10-01T06:00:00.000Z');
    // The Bosnia site has its own prices and language: the Nokia's drop in marks (BAM).
    expect(parseFeed(feed(BIH, '/ru/telefoni/mobilni/klasicni-telefoni')).items[0]?.title).toBe(
      `Nokia 3310: −9% в магазине Tehno BA, теперь ${formatMoney({ minor: 9900, currency: 'BAM' }, 'ru')}`,
    );
  });

  test('category and article pages link their feed in the head and on the page, in their language', () => {
    for (const [path, title] of [
      [`/en${SMARTPHONES}`, 'Smartphones: price drops and back in stock'],
      [`/tr${GALAXY}`, 'Samsung Galaxy S24 128 GB: fiyat düşüşleri ve yeniden stokta olanlar'],
    ] as const) {
      const $ = fixturePage(MNE, path);
      const link = $('head link[rel="alternate"][type="application/atom+xml"]');
      expect(link.length, path).toBe(1);
      expect(link.attr('title'), path).toBe(title);
      expect(link.attr('href'), path).toBe(`https://cjenovnik.me${path}/${FEED_FILE}`);
      expect($(`main a[href="${path}/${FEED_FILE}"]`).length, path).toBe(1);
    }
    expect(fixturePage(MNE, '/en').root().find('link[type="application/atom+xml"]').length).toBe(0);
  });
});
