import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ArticlePayload, CategoryPayload, HomePayload, MenuPayload, Payload } from '../../pages/payload.ts';
import { loadSites, type Site } from '../../sites/index.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { Db } from '../catalogue/db.ts';
import { readSnapshot, type Snapshot, type SnapshotProduct } from '../catalogue/snapshot.ts';
import { insertProduct, insertTree, recordOffer, upsertShop } from '../catalogue/store.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { TABLET_COUNT } from '../fixture/fixture-tablets.ts';
import { listPages, type Page } from './pages.ts';
import { buildOfferRows } from './payloads/article.ts';
import { buildNav, lowestPrice, siteNav, type PageScope } from './payloads/common.ts';
import { findDrops } from './payloads/home.ts';
import { SiteIndex } from './site-index.ts';

const [MNE, BIH] = loadSites() as [Site, Site];
const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';

let dir: string;
let db: Db;
let mne: Snapshot;
let bih: Snapshot;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-payloads-'));
  db = createFixtureCatalogue(join(dir, 'catalogue.db'));
  mne = readSnapshot(db, 'MNE');
  bih = readSnapshot(db, 'BIH');
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function product(snapshot: Snapshot, slug: string): SnapshotProduct {
  const found = snapshot.categories.flatMap((category) => category.products).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no product ${slug} in the snapshot`);
  return found;
}

function scope(snapshot: Snapshot, site: Site, locale: PageScope['locale'] = 'sr'): PageScope {
  return { snapshot, site, index: new SiteIndex(snapshot, site), locale, navFile: siteNav(snapshot, locale).file };
}

function page<P extends Payload>(pages: Page[], path: string): P {
  const found = pages.find((candidate) => candidate.path === path && !candidate.file);
  if (!found) throw new Error(`no page ${path}`);
  return found.payload() as P;
}

describe('offer rows of an article', () => {
  test('list offers a visitor can buy first, cheapest total first, out of stock last', () => {
    const rows = buildOfferRows(product(mne, 'samsung-galaxy-s24-128-gb'), scope(mne, MNE));
    expect(rows.map((row) => [row.shop, row.total.minor, row.availability])).toEqual([
      ['Mega Market', 77400, 'in_stock'],
      ['Tehno ME', 79900, 'in_stock'],
      // The cheapest total, but nobody can buy it.
      ['Uvoz BA', 76500, 'out_of_stock'],
    ]);
  });

  test('a preorder can be bought, so it sorts by price with the offers in stock', () => {
    const rows = buildOfferRows(product(bih, 'samsung-galaxy-s24-128-gb'), scope(bih, BIH));
    expect(rows.map((row) => [row.shop, row.total.minor, row.availability])).toEqual([
      ['Bosna Shop', 149900, 'preorder'],
      ['Tehno BA', 156000, 'in_stock'],
    ]);
  });

  test('a BAM offer on the Montenegro site is shown in EUR and flagged as converted', () => {
    const rows = buildOfferRows(product(mne, 'samsung-galaxy-s24-128-gb'), scope(mne, MNE));
    const uvoz = rows.find((row) => row.shop === 'Uvoz BA');
    // 1500.00 KM at 0.51 = 765.00 EUR.
    expect(uvoz).toMatchObject({ price: { minor: 76500, currency: 'EUR' }, shipping: { minor: 0, currency: 'EUR' }, converted: true });
    expect(rows.filter((row) => row.converted).map((row) => row.shop)).toEqual(['Uvoz BA']);
  });

  test('price plus shipping make the total, all in the site currency', () => {
    const rows = buildOfferRows(product(bih, 'samsung-galaxy-s24-128-gb'), scope(bih, BIH));
    expect(rows[1]).toMatchObject({
      price: { minor: 155000, currency: 'BAM' },
      shipping: { minor: 1000, currency: 'BAM' },
      total: { minor: 156000, currency: 'BAM' },
      converted: false,
    });
  });

  test('drops an offer whose link is not http(s)', () => {
    const galaxy = product(mne, 'samsung-galaxy-s24-128-gb');
    const hostile: SnapshotProduct = {
      ...galaxy,
      offers: galaxy.offers.map((offer, index) => (index === 0 ? { ...offer, url: 'javascript:alert(1)' } : offer)),
    };
    const rows = buildOfferRows(hostile, scope(mne, MNE));
    expect(rows).toHaveLength(galaxy.offers.length - 1);
    expect(rows.every((row) => row.url.startsWith('https://'))).toBe(true);
  });
});

describe('lowest price', () => {
  test('is the cheapest offer in stock, in the site currency', () => {
    expect(lowestPrice(product(mne, 'samsung-galaxy-s24-128-gb'), MNE)).toEqual({ minor: 76900, currency: 'EUR' });
    expect(lowestPrice(product(bih, 'samsung-galaxy-s24-128-gb'), BIH)).toEqual({ minor: 149900, currency: 'BAM' });
    expect(lowestPrice(product(bih, 'lenovo-ideapad-slim-3'), BIH)).toEqual({ minor: 109900, currency: 'BAM' });
  });

  test('falls back to out-of-stock offers when no shop has it, and is null with no offers', () => {
    const galaxy = product(mne, 'samsung-galaxy-s24-128-gb');
    const soldOut = { ...galaxy, offers: galaxy.offers.map((offer) => ({ ...offer, availability: 'out_of_stock' as const })) };
    expect(lowestPrice(soldOut, MNE)).toEqual({ minor: 76500, currency: 'EUR' });
    expect(lowestPrice({ ...galaxy, offers: [] }, MNE)).toBeNull();
  });
});

const offerRows = (snapshot: Snapshot, site: Site, slug: string) => buildOfferRows(product(snapshot, slug), scope(snapshot, site));

describe('offer rows: honest discounts', () => {
  test("the iPhone's sale after a raise: claimed 15 % off 799.00, but 679.00 is 5 % above the shop's 30-day low", () => {
    // 649.00 from August, 799.00 from 25 Oct, 679.00 on sale today: (79900 - 67900) / 79900 = 15.0 %;
    // (64900 - 67900) / 64900 = -4.6 %, shown as -5 (a rise); 15 - (-4.6) > 5 points, so flagged.
    expect(offerRows(mne, MNE, 'apple-iphone-15-128-gb').map((row) => [row.shop, row.discount])).toEqual([
      ['Tehno ME', { claimed: 15, honest: -5, fake: true }],
    ]);
  });

  test("the Galaxy's drop at Tehno ME is real: 899.00 for the 30 days before, 799.00 now", () => {
    const galaxy = offerRows(mne, MNE, 'samsung-galaxy-s24-128-gb');
    expect(galaxy.find((row) => row.shop === 'Tehno ME')?.discount).toEqual({ claimed: 11, honest: 11, fake: false });
    // First seen today: nothing advertised, nothing to judge.
    expect(galaxy.find((row) => row.shop === 'Mega Market')?.discount).toBeNull();
  });

  test('a rise is no discount', () => {
    expect(offerRows(mne, MNE, 'lenovo-ideapad-slim-3').map((row) => row.discount)).toEqual([null]);
  });
});

describe('offer rows: freshness and provenance', () => {
  test('an offer not confirmed for more than 3 days before the newest change is stale and listed last, even with the cheaper total', () => {
    // Bosna Shop: 105.00 KM with free shipping, last confirmed 14 Nov; Tehno BA: 99.00 + 10.00 KM, in its latest feed
    // (20 Nov), whose time is in builds/freshness.json, not in the payload, which then stays the same from feed to feed.
    expect(offerRows(bih, BIH, 'nokia-3310').map((row) => [row.shop, row.total.minor, row.stale, row.lastSeen])).toEqual([
      ['Tehno BA', 10900, false, null],
      ['Bosna Shop', 10500, true, '2026-11-14T06:00:00.000Z'],
    ]);
  });

  test('each row says how the offer was matched', () => {
    expect(offerRows(bih, BIH, 'nokia-3310').map((row) => [row.shop, row.matchedBy])).toEqual([
      ['Tehno BA', 'curated'],
      ['Bosna Shop', 'gtin'],
    ]);
  });

  test('a model-code match carries its code; the other rows carry no evidence', () => {
    expect(offerRows(mne, MNE, 'samsung-galaxy-s24-128-gb').map((row) => [row.shop, row.matchedBy, row.matchEvidence])).toEqual([
      ['Mega Market', 'model-code', 'SM-S921B'],
      ['Tehno ME', 'curated', null],
      ['Uvoz BA', 'curated', null],
    ]);
    expect(offerRows(bih, BIH, 'nokia-3310').map((row) => row.matchEvidence)).toEqual([null, null]);
  });
});

describe('price drops on the home page', () => {
  test("the Galaxy's lowest price fell; the iPhone's sale after a raise is not listed", () => {
    // The market's low: 899.00 (Tehno ME) in the 30 days before 769.00 (Mega Market): (89900 - 76900) / 89900 = 14.5 %, shown as 14 %.
    expect(new SiteIndex(mne, MNE).drop(product(mne, 'samsung-galaxy-s24-128-gb'))).toBe(14);
    // Claimed 15 % off 799.00, but 679.00 is above the 649.00 of the 30 days before the sale.
    expect(new SiteIndex(mne, MNE).drop(product(mne, 'apple-iphone-15-128-gb'))).toBe(0);
    expect(findDrops(new SiteIndex(mne, MNE))).toEqual([
      {
        path: GALAXY,
        name: 'Samsung Galaxy S24 128 GB',
        image: '/images/fixture.svg',
        price: { minor: 76900, currency: 'EUR' },
        // Mega Market's 769.00 ships for 5.00: the lowest total with delivery differs.
        total: { minor: 77400, currency: 'EUR' },
        shops: 3,
        dropPercent: 14,
        // Its key specs, numbers in no language: the card writes them in the page's (src/lib/spec-value.ts).
        specs: ['128\u00a0GB', '6.2"'],
      },
    ]);
  });

  test("in Bosnia the Nokia's lowest fell from 105.00 KM (the lowest of the days before) to 99.00 KM", () => {
    expect(findDrops(new SiteIndex(bih, BIH)).map((drop) => [drop.path, drop.dropPercent])).toEqual([[NOKIA, 6]]);
  });

  test('a price that went up is not a drop', () => {
    expect(new SiteIndex(mne, MNE).drop(product(mne, 'lenovo-ideapad-slim-3'))).toBe(0);
  });

  test('every locale of the home page shows the same drops', () => {
    const homes = [...listPages(new SiteIndex(mne, MNE))].map((p) => p.payload()).filter((p): p is HomePayload => p.screen === 'home');
    expect(homes).toHaveLength(LOCALES.length);
    for (const home of homes) expect(home.drops.map((drop) => [drop.path, drop.dropPercent])).toEqual([[GALAXY, 14]]);
  });

  test('the home page lists only categories with products, with their counts', () => {
    const home = page<HomePayload>([...listPages(new SiteIndex(mne, MNE))], '/en');
    expect(home.categories.map((c) => [c.name, c.products]).sort()).toEqual([
      ['Accessories', 2],
      ['Laptops', 1],
      ['Smartphones', 5],
      ['Tablets', TABLET_COUNT],
    ]);
  });
});

describe('listPages', () => {
  test('yields each page path exactly once', () => {
    for (const [snapshot, site] of [
      [mne, MNE],
      [bih, BIH],
    ] as const) {
      const paths = [...listPages(new SiteIndex(snapshot, site))].filter((p) => !p.file).map((p) => p.path);
      expect(paths.length).toBeGreaterThan(0);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  test('yields every route of the Montenegro site in every locale', () => {
    const pages = [...listPages(new SiteIndex(mne, MNE))];
    const unprefixed = [
      '/',
      '/search',
      // The compare page's shell.
      '/compare',
      // The watchlist's shell.
      '/watchlist',
      // The site's shops, each with offers on it, and their list.
      '/shops',
      ...['formula-me', 'hostile-me', 'mega-me', 'tehno-me', 'uvoz-ba'].map((shop) => `/shops/${shop}`),
      // What the site keeps, and why.
      '/privacy',
      '/telefoni',
      '/telefoni/mobilni',
      '/telefoni/mobilni/pametni-telefoni',
      GALAXY,
      '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb',
      '/telefoni/mobilni/pametni-telefoni/3-hostile-phone',
      '/telefoni/mobilni/pametni-telefoni/68-samsung-galaxy-s24-256-gb',
      '/telefoni/mobilni/pametni-telefoni/69-samsung-galaxy-s24-128-gb-marble-grey',
      '/telefoni/mobilni/oprema',
      '/telefoni/mobilni/oprema/6-hostile-tablet',
      '/telefoni/mobilni/oprema/7-hostile-charger',
      '/racunari',
      '/racunari/prenosni',
      '/racunari/prenosni/laptopovi',
      '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3',
      // Sixty tablets: a second page of cards, and an article each.
      '/racunari/prenosni/tableti',
      '/racunari/prenosni/tableti/page/2',
      ...(mne.categories.find((c) => c.slug === 'tableti')?.products ?? []).map((p) => `/racunari/prenosni/tableti/${p.id}-${p.slug}`),
    ];
    expect(unprefixed).toHaveLength(28 + TABLET_COUNT);
    const expected = LOCALES.flatMap((locale) =>
      unprefixed.map((path) => (locale === 'sr' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)),
    );
    expect(
      pages
        .filter((p) => !p.file)
        .map((p) => p.path)
        .sort(),
    ).toEqual(expected.sort());
  });

  test('a page carries the locale of its path', () => {
    for (const p of listPages(new SiteIndex(bih, BIH))) {
      const prefix = p.path.split('/')[1] ?? '';
      const locale = (LOCALES as readonly string[]).includes(prefix) ? prefix : 'sr';
      expect(p.payload().locale, p.path).toBe(locale);
    }
  });

  test('an article sold only in Bosnia has pages on the Bosnia site only', () => {
    const mnePaths = [...listPages(new SiteIndex(mne, MNE))].map((p) => p.path);
    const bihPaths = [...listPages(new SiteIndex(bih, BIH))].map((p) => p.path);
    expect(bihPaths).toContain(NOKIA);
    expect(bihPaths).toContain(`/de${NOKIA}`);
    expect(mnePaths.filter((path) => path.includes('nokia') || path.includes('klasicni'))).toEqual([]);
  });

  test('gives each locale one 404 and one 500 page', () => {
    const errors = [...listPages(new SiteIndex(mne, MNE))].filter((p) => p.file);
    expect(errors.map((p) => `${p.payload().locale}:${p.file}`).sort()).toEqual(
      LOCALES.flatMap((locale) => [`${locale}:404.html`, `${locale}:500.html`]).sort(),
    );
    expect(errors.every((p) => p.payload().screen === 'not-found')).toBe(true);
  });

  test('an article page has the localized trail, specs with units, lowest price and sorted offers', () => {
    const article = page<ArticlePayload>([...listPages(new SiteIndex(mne, MNE))], `/en${GALAXY}`);
    expect([article.menu.name, article.subMenu.name, article.category.name]).toEqual(['Phones', 'Mobile phones', 'Smartphones']);
    expect(article.product.specs).toEqual([
      { key: 'storage', label: 'Storage', value: '128\u00a0GB', number: 128 },
      { key: 'screenSize', label: 'Screen size', value: '6.2"', number: 6.2 },
    ]);
    // Numbers in the page language's digits: a decimal comma in sr.
    expect(page<ArticlePayload>([...listPages(new SiteIndex(mne, MNE))], GALAXY).product.specs[1]).toMatchObject({
      label: 'Ekran',
      value: '6,2"',
    });
    expect(article.lowest).toEqual({ minor: 76900, currency: 'EUR' });
    expect(article.offers.map((offer) => offer.shop)).toEqual(['Mega Market', 'Tehno ME', 'Uvoz BA']);
  });

  test('a category page has a card per product with its lowest price and number of shops', () => {
    const category = page<CategoryPayload>([...listPages(new SiteIndex(bih, BIH))], '/telefoni/mobilni/pametni-telefoni');
    const galaxy = category.products.find((card) => card.path === GALAXY);
    expect(galaxy).toMatchObject({ price: { minor: 149900, currency: 'BAM' }, shops: 2 });
    expect(category.products.map((card) => card.path)).not.toContain('/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb');
  });

  test('a menu page lists only the categories with products in the country', () => {
    const mneMenu = page<MenuPayload>([...listPages(new SiteIndex(mne, MNE))], '/telefoni');
    const bihMenu = page<MenuPayload>([...listPages(new SiteIndex(bih, BIH))], '/telefoni');
    expect(mneMenu.subMenus[0]?.categories.map((c) => c.path)).toEqual(['/telefoni/mobilni/pametni-telefoni', '/telefoni/mobilni/oprema']);
    expect(bihMenu.subMenus[0]?.categories.map((c) => c.path)).toEqual([
      '/telefoni/mobilni/pametni-telefoni',
      '/telefoni/mobilni/klasicni-telefoni',
      '/telefoni/mobilni/oprema',
    ]);
  });
});

describe('navigation', () => {
  let navDir: string;
  let navDb: Db;

  beforeAll(() => {
    // The fixture plus a TV menu whose only product is sold in Bosnia.
    navDir = mkdtempSync(join(tmpdir(), 'cjenovnik-nav-'));
    navDb = createFixtureCatalogue(join(navDir, 'catalogue.db'));
    const names = (sr: string, en: string) => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });
    const categories = insertTree(navDb, [
      {
        slug: 'televizori',
        names: names('Televizori', 'TVs'),
        children: [{ slug: 'tv', names: names('TV', 'TV'), children: [{ slug: 'oled', names: names('OLED', 'OLED') }] }],
      },
    ]);
    const tv = insertProduct(navDb, {
      categoryId: categories.get('oled') as number,
      slug: 'lg-oled55',
      brand: 'LG',
      model: 'OLED55',
      name: 'LG OLED55',
      gtin: null,
      mpn: null,
      image: null,
      specs: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    upsertShop(navDb, { id: 'tv-ba', name: 'TV BA', country: 'BIH', url: 'https://tv-ba.example', shippingMinor: 0, isSample: true });
    recordOffer(
      navDb,
      {
        productId: tv,
        shopId: 'tv-ba',
        shopItemId: 'oled55',
        priceMinor: 199900,
        currency: 'BAM',
        shippingMinor: 0,
        availability: 'in_stock',
        url: 'https://tv-ba.example/oled55',
      },
      '2026-11-20T06:00:00.000Z',
    );
  });

  afterAll(() => {
    navDb.close();
    rmSync(navDir, { recursive: true, force: true });
  });

  test('lists only menus and sub-menus with products on sale in the country', () => {
    const mneNav = buildNav(readSnapshot(navDb, 'MNE'), 'en');
    const bihNav = buildNav(readSnapshot(navDb, 'BIH'), 'en');
    expect(mneNav.map((menu) => menu.name)).not.toContain('TVs');
    expect(bihNav.map((menu) => menu.name)).toContain('TVs');
    expect(bihNav.find((menu) => menu.name === 'TVs')?.subMenus).toEqual([{ name: 'TV', path: '/televizori/tv' }]);
  });

  test("a menu's shared file is named by its content: another menu, another file", () => {
    const mne = siteNav(readSnapshot(navDb, 'MNE'), 'en');
    expect(mne.file).toMatch(/^\/nav\/en-[0-9a-f]{12}\.json$/);
    expect(siteNav(readSnapshot(navDb, 'MNE'), 'en').file).toBe(mne.file);
    expect(siteNav(readSnapshot(navDb, 'BIH'), 'en').file).not.toBe(mne.file);
  });

  test('a menu without products in the country has no pages there', () => {
    const mnePaths = [...listPages(new SiteIndex(readSnapshot(navDb, 'MNE'), MNE))].map((p) => p.path);
    const bihPaths = [...listPages(new SiteIndex(readSnapshot(navDb, 'BIH'), BIH))].map((p) => p.path);
    expect(mnePaths.filter((path) => path.includes('televizori'))).toEqual([]);
    expect(bihPaths).toEqual(expect.arrayContaining(['/televizori', '/televizori/tv', '/televizori/tv/oled', '/en/televizori']));
  });

  test('the fixture nav names both menus in the page language', () => {
    expect(buildNav(mne, 'sr')).toEqual([
      { name: 'Telefoni', path: '/telefoni', subMenus: [{ name: 'Mobilni telefoni', path: '/telefoni/mobilni' }] },
      { name: 'Računari', path: '/racunari', subMenus: [{ name: 'Prenosni računari', path: '/racunari/prenosni' }] },
    ]);
  });
});
