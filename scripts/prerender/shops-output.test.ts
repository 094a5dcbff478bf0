import { describe, expect, test } from 'vitest';
import type { ShopPayload, ShopsPayload } from '../../pages/payload.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { BIH, fixtureFile, fixturePage, MNE } from './fixture-output.test-kit.ts';

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const shopPayload = (path: string) => JSON.parse(fixtureFile(MNE, path, '_payload.json')) as ShopPayload;

describe('shop pages in the built site', () => {
  test.each(LOCALES)('%s: every offers table links each shop name to its page in the language', (locale) => {
    const $ = fixturePage(MNE, localizedPath(GALAXY, locale));
    const links = $('table.offers th[scope="row"] a')
      .map((_, link) => $(link).attr('href')?.split('?')[0])
      .get();
    expect(links).toEqual(expect.arrayContaining([localizedPath('/shops/tehno-me', locale), localizedPath('/shops/mega-me', locale)]));
    expect(links.length).toBe($('table.offers tbody tr').length);
    // The best offers under the price too.
    expect($('.best-offer a.best-offer-shop').first().attr('href')).toMatch(new RegExp(`^${localizedPath('/shops/', locale)}`));
  });

  test("a site lists its own country's shops with offers on it, each linked, and no other", () => {
    const list = JSON.parse(fixtureFile(MNE, 'en/shops', '_payload.json')) as ShopsPayload;
    expect(list.shops.map((shop) => shop.id)).toEqual(['hostile-me', 'formula-me', 'mega-me', 'tehno-me', 'uvoz-ba']);
    const bosnia = JSON.parse(fixtureFile(BIH, 'en/shops', '_payload.json')) as ShopsPayload;
    expect(bosnia.shops.map((shop) => shop.id)).not.toContain('tehno-me');
    const $ = fixturePage(MNE, '/en/shops');
    expect($('table.shops-table tbody th a').first().attr('href')).toBe('/en/shops/hostile-me?lang=en');
    // Linked from every page's footer; listed in the sitemaps.
    expect(fixturePage(MNE, '/en')('footer a[href="/en/shops?lang=en"]')).toHaveLength(1);
    expect(fixtureFile(MNE, 'sitemap-en-1.xml')).toContain('/en/shops/tehno-me<');
  });

  test('a shop page shows its record measured from the feed log and its offers', () => {
    const { shop } = shopPayload('en/shops/tehno-me');
    // Daily feeds from 1 October to 20 November but for 1-5 November: 46 of 51 days.
    expect(shop.record.feedDays).toEqual({ arrived: 46, of: 51 });
    // Every offer listed during the five-day gap went unconfirmed for more than three days.
    expect(shop.record.staleOffers).toBeGreaterThan(0);
    expect(shop.record.staleOffers).toBeLessThanOrEqual(shop.offers);
    expect(shop.record.reductions).toBeGreaterThanOrEqual(shop.record.flagged);
    const $ = fixturePage(MNE, '/en/shops/tehno-me');
    expect($('h1').text()).toBe('Tehno ME');
    expect($('.shop-record dd').first().text()).toBe('46 / 51 (90%)');
    expect($('a[href="#method"]')).toHaveLength(1);
    expect($('#method').text()).toBe('How we measure');
    // No feed log for a shop: said, not invented.
    expect(shopPayload('en/shops/uvoz-ba').shop.record.feedDays).toBeNull();
    expect(fixturePage(MNE, '/en/shops/uvoz-ba')('.shop-record dd').first().text()).toBe('not recorded yet');
  });

  test("the freshness file carries each shop's record shares, which the offers show after hydration; the page does not", () => {
    const freshness = JSON.parse(fixtureFile(MNE, 'builds/freshness.json')) as { records: Record<string, [number | null, number | null]> };
    // 46 of 51 days; 2 of 65 offers never left unconfirmed for more than 3 days. No feed log for Uvoz BA.
    expect(freshness.records['tehno-me']).toEqual([90, 3]);
    expect(freshness.records['uvoz-ba']?.[0]).toBeNull();
    expect(fixturePage(MNE, `/en${GALAXY}`)('.shop-measured')).toHaveLength(0);
  });

  test("a shop's facts are in its payload and page as entered, and those a shopper weighs beside its offers", () => {
    expect(shopPayload('en/shops/uvoz-ba').shop.facts).toEqual({
      company: 'Uvoz d.o.o.',
      country: 'BIH',
      payments: ['card'],
      shipsFrom: 'BIH',
      customs: 'included',
      returnsDays: 7,
    });
    expect(shopPayload('en/shops/mega-me').shop.facts).toEqual({});
    const $ = fixturePage(MNE, `/en${GALAXY}`);
    const row = (shop: string) => $('table.offers tbody tr').filter((_, tr) => $(tr).find('th a').text() === shop);
    expect(row('Tehno ME').find('.pays').attr('aria-label')).toBe('Pay by card, Cash on delivery, Pay in instalments');
    expect(
      row('Tehno ME')
        .find('.pays i')
        .map((_, icon) => $(icon).attr('class'))
        .get(),
    ).toEqual(['pay-card', 'pay-cash-on-delivery', 'pay-installments']);
    expect(row('Uvoz BA').find('.cross-border').text()).toBe('Delivers to Montenegro from Bosnia and Herzegovina, customs included');
    expect(row('Mega Market').find('.offer-shop')).toHaveLength(0);
    // Each language puts the countries in the case its prepositions take, not in the nominative.
    const crossBorder = (prefix: string) => {
      const page = fixturePage(MNE, `${prefix}${GALAXY}`);
      return page('table.offers tbody tr .cross-border').first().text();
    };
    expect(crossBorder('')).toBe('Dostavlja u Crnu Goru iz Bosne i Hercegovine, carina uračunata');
    expect(crossBorder('/ru')).toMatch(/^Доставка в Черногорию из Боснии и Герцеговины, /);
    expect(crossBorder('/de')).toMatch(/^Liefert nach Montenegro aus Bosnien und Herzegowina, /);
  });

  test("a shop's name is text and a link it gave that is not http(s) is not shown", () => {
    const html = fixtureFile(MNE, 'en/shops/hostile-me', 'index.html');
    expect(html).not.toContain('<img src=x');
    expect(shopPayload('en/shops/hostile-me').shop.url).toBeNull();
    const $ = fixturePage(MNE, '/en/shops/hostile-me');
    expect($('h1').text()).toBe('<img src=x onerror=alert(1)>Shop "ME"');
    expect($('a[href^="javascript:"]')).toHaveLength(0);
    expect(shopPayload('en/shops/tehno-me').shop.url).toBe('https://tehno-me.example/');
  });
});
