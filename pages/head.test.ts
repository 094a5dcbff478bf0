import { describe, expect, test } from 'vitest';
import en from '../locales/en.json';
import sr from '../locales/sr.json';
import { loadSites, type Site } from '../sites/index.ts';
import { createI18n } from '../src/i18n/i18n.ts';
import type { Locale } from '../src/i18n/locales.ts';
import { buildHead } from './head.ts';
import type { ArticlePayload, CategoryPayload, MenuPayload, Payload, PrivacyPayload, SubMenuPayload } from './payload.ts';

const [MNE, BIH] = loadSites() as [Site, Site];
const i18n = createI18n({ sr: { translation: sr }, en: { translation: en } });

function head(payload: Payload, site: Site = MNE) {
  return buildHead(payload, site, i18n.getFixedT(payload.locale));
}

const MENU = { name: 'Računari', path: '/racunari' };
const SUB_MENU = { name: 'Prenosni računari', path: '/racunari/prenosni' };
const CATEGORY = { name: 'Laptopovi', path: '/racunari/prenosni/laptopovi' };

function menu(locale: Locale, name = MENU.name): MenuPayload {
  return { screen: 'menu', locale, navFile: '/nav/sr-0.json', menu: { ...MENU, name }, subMenus: [] };
}

function subMenu(locale: Locale): SubMenuPayload {
  return { screen: 'sub-menu', locale, navFile: '/nav/sr-0.json', menu: MENU, subMenu: SUB_MENU, categories: [] };
}

function category(locale: Locale, page = 1): CategoryPayload {
  return {
    screen: 'category',
    locale,
    navFile: '/nav/sr-0.json',
    menu: MENU,
    subMenu: SUB_MENU,
    category: CATEGORY,
    products: [],
    total: 60,
    page,
    pages: 2,
    facets: [],
  };
}

function privacy(locale: Locale): PrivacyPayload {
  return { screen: 'privacy', locale, navFile: '/nav/sr-0.json' };
}

function article(locale: Locale): ArticlePayload {
  return {
    screen: 'article',
    locale,
    navFile: '/nav/sr-0.json',
    menu: MENU,
    subMenu: SUB_MENU,
    category: CATEGORY,
    product: {
      path: '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3',
      name: 'Lenovo IdeaPad Slim 3',
      brand: 'Lenovo',
      gtin: null,
      mpn: null,
      image: '/images/fixture.svg',
      specs: [],
    },
    lowest: { minor: 54900, currency: 'EUR' },
    offers: [],
    history: { today: '2026-11-20', shops: [] },
    priceCheck: {
      current: null,
      low30: null,
      low90: null,
      low365: null,
      median90: null,
      allTimeLow: null,
      days: 0,
      verdict: null,
      drop: null,
    },
    otherMarket: null,
    family: null,
  };
}

/** A search index with nothing in it, as a search page's payload carries its entry. */
const NO_INDEX = { version: '0', keys: [], products: 0, categories: [], brands: [] };

describe('page title', () => {
  test('the home page shows the index word in upper case and the site postfix', () => {
    expect(head({ screen: 'home', locale: 'sr', navFile: '/nav/sr-0.json', drops: [], categories: [] }).title).toBe(
      'POČETNA | Cjenovnik.me',
    );
    expect(head({ screen: 'home', locale: 'en', navFile: '/nav/sr-0.json', drops: [], categories: [] }, BIH).title).toBe(
      'HOME | Cjenovnik.ba',
    );
  });

  test('a menu page shows the menu name in upper case', () => {
    expect(head(menu('sr')).title).toBe('RAČUNARI | Cjenovnik.me');
  });

  test('a sub-menu page shows the sub-menu name, not the menu name', () => {
    expect(head(subMenu('sr')).title).toBe('PRENOSNI RAČUNARI | Cjenovnik.me');
  });

  test('a category page puts its own name in front of the sub-menu name', () => {
    expect(head(category('sr')).title).toBe('Laptopovi - PRENOSNI RAČUNARI | Cjenovnik.me');
  });

  test('a further page of a category says its number', () => {
    expect(head(category('en', 2)).title).toBe('Laptopovi, page 2 - PRENOSNI RAČUNARI | Cjenovnik.me');
  });

  test('an article page puts the product name in front of the sub-menu name', () => {
    expect(head(article('en'), BIH).title).toBe('Lenovo IdeaPad Slim 3 - PRENOSNI RAČUNARI | Cjenovnik.ba');
  });

  test('the search page and the error page use their words', () => {
    expect(head({ screen: 'search', locale: 'sr', navFile: '/nav/sr-0.json', index: NO_INDEX, brands: [] }).title).toBe(
      'PRETRAGA | Cjenovnik.me',
    );
    expect(head({ screen: 'not-found', locale: 'en', navFile: '/nav/sr-0.json' }).title).toBe('PAGE NOT FOUND | Cjenovnik.me');
  });

  test('upper-cases by the rules of the page language', () => {
    // Turkish has a dotted capital İ.
    expect(head(menu('tr', 'Bilgisayarlar')).title).toBe('BİLGİSAYARLAR | Cjenovnik.me');
    expect(head(menu('en', 'Bilgisayarlar')).title).toBe('BILGISAYARLAR | Cjenovnik.me');
  });
});

describe('canonical URL', () => {
  test('is the absolute clean URL of the page on its site', () => {
    expect(head({ screen: 'home', locale: 'sr', navFile: '/nav/sr-0.json', drops: [], categories: [] }).canonical).toBe(
      'https://cjenovnik.me/',
    );
    expect(head({ screen: 'home', locale: 'en', navFile: '/nav/sr-0.json', drops: [], categories: [] }).canonical).toBe(
      'https://cjenovnik.me/en/',
    );
    expect(head(menu('sr')).canonical).toBe('https://cjenovnik.me/racunari');
    expect(head(article('ru'), BIH).canonical).toBe('https://cjenovnik.ba/ru/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3');
    expect(head({ screen: 'search', locale: 'de', navFile: '/nav/sr-0.json', index: NO_INDEX, brands: [] }).canonical).toBe(
      'https://cjenovnik.me/de/search',
    );
  });

  test('carries no lang query', () => {
    expect(head(category('en')).canonical).toBe('https://cjenovnik.me/en/racunari/prenosni/laptopovi');
  });

  test('a further page of a category is its own page', () => {
    expect(head(category('en', 2)).canonical).toBe('https://cjenovnik.me/en/racunari/prenosni/laptopovi/page/2');
  });

  test('follows an overridden domain', () => {
    const staging = loadSites({ SITE_MNE_DOMAIN: 'staging.cjenovnik.me' })[0] as Site;
    expect(head(menu('en'), staging).canonical).toBe('https://staging.cjenovnik.me/en/racunari');
  });

  test('the error page has none', () => {
    expect(head({ screen: 'not-found', locale: 'sr', navFile: '/nav/sr-0.json' }).canonical).toBeNull();
  });
});

describe('head language and description', () => {
  test('me and ba are route keys: the page language tags are sr-ME and bs', () => {
    expect(head(menu('me')).lang).toBe('sr-ME');
    expect(head(menu('ba')).lang).toBe('bs');
    expect(head(menu('sr')).lang).toBe('sr-Latn');
    expect(head(menu('en')).lang).toBe('en');
  });

  test("an article's description gives its lowest price formatted for the page language", () => {
    expect(head(article('en')).description).toContain('€549.00');
    expect(head(article('sr')).description).toContain('549,00\u00a0€');
  });
});

describe('the privacy page', () => {
  test('has its word for a title, its own description, and is left for search engines to list', () => {
    expect(head(privacy('en')).title).toBe('PRIVACY | Cjenovnik.me');
    expect(head(privacy('sr'), BIH).title).toBe('PRIVATNOST | Cjenovnik.ba');
    expect(head(privacy('en')).description).toBe(en.privacy.description);
    expect(head(privacy('sr')).description).toBe(sr.privacy.description);
    expect(head(privacy('en')).robots).toBeUndefined();
  });

  test('is at /privacy under each locale prefix', () => {
    expect(head(privacy('sr')).canonical).toBe('https://cjenovnik.me/privacy');
    expect(head(privacy('en'), BIH).canonical).toBe('https://cjenovnik.ba/en/privacy');
    expect(head(privacy('en')).alternates).toContainEqual({ hreflang: 'de', href: 'https://cjenovnik.me/de/privacy' });
    expect(head(privacy('en')).alternates).toContainEqual({ hreflang: 'x-default', href: 'https://cjenovnik.me/privacy' });
  });
});
