import { expect, test } from 'vitest';
import { isNav, isPayload } from './payload.ts';
import { isOtherMarketPrice } from './article/other-market-price.ts';

const nav = [{ name: 'Phones', path: '/telefoni', subMenus: [{ name: 'Mobile phones', path: '/telefoni/mobilni' }] }];
const navFile = '/nav/en-0123456789ab.json';
const link = (path: string) => ({ name: 'Name', path });
const money = { minor: 1999, currency: 'EUR' };
const card = { path: '/a/b/c/1-x', name: 'X', image: '/images/x.svg', price: money, shops: 2 };
const categoryLink = { ...link('/a/b/c'), products: 3 };
const offer = {
  shop: 'Shop',
  shopId: 'shop',
  price: money,
  shipping: { minor: 0, currency: 'EUR' },
  total: money,
  converted: false,
  availability: 'in_stock',
  url: 'https://shop.example/p/1',
  lastSeen: '2026-01-01T00:00:00.000Z',
  stale: false,
  matchedBy: 'gtin',
  matchEvidence: null,
  discount: { claimed: 15, honest: -5, fake: true },
  delivery: { min: 1, max: 3 },
  facts: { payments: ['card'], returnsDays: 14 },
};

const payloads = {
  home: { screen: 'home', locale: 'en', navFile, drops: [{ ...card, dropPercent: 12 }], categories: [categoryLink] },
  search: {
    screen: 'search',
    locale: 'sr',
    navFile,
    index: { version: 'a1b2c3d4e5f6', keys: ['sa', 'sam'], products: 2, categories: [['Telefoni', '/a/b/c']], brands: ['Samsung'] },
    brands: [{ name: 'Samsung', categories: [link('/a/b/c')] }],
  },
  menu: { screen: 'menu', locale: 'de', navFile, menu: link('/telefoni'), subMenus: [{ ...link('/a/b'), categories: [categoryLink] }] },
  'sub-menu': { screen: 'sub-menu', locale: 'me', navFile, menu: link('/a'), subMenu: link('/a/b'), categories: [categoryLink] },
  category: {
    screen: 'category',
    locale: 'ba',
    navFile,
    menu: link('/a'),
    subMenu: link('/a/b'),
    category: link('/a/b/c'),
    products: [card],
    total: 1,
    page: 1,
    pages: 1,
    facets: [
      { key: 'brand', kind: 'brand', values: [{ id: 'Apple', count: 1 }] },
      { key: 's-ram', kind: 'spec', label: 'RAM', values: [{ id: '8', label: '8 GB', count: 1 }] },
    ],
  },
  article: {
    screen: 'article',
    locale: 'tr',
    navFile,
    menu: link('/a'),
    subMenu: link('/a/b'),
    category: link('/a/b/c'),
    product: { ...link('/a/b/c/1-x'), brand: 'B', gtin: null, mpn: 'M-1', image: '', specs: [{ label: 'RAM', value: '8 GB' }] },
    lowest: money,
    offers: [offer],
    history: {
      today: '2026-11-20',
      shops: [
        {
          shopId: 's',
          name: 'S',
          converted: false,
          points: [
            [29000000, 100],
            [1440, null],
          ],
        },
      ],
    },
    priceCheck: {
      current: money,
      low30: null,
      low90: money,
      low365: money,
      median90: money,
      allTimeLow: null,
      days: 40,
      verdict: 'good-price',
      drop: null,
    },
    otherMarket: null,
    family: {
      name: 'Samsung Galaxy S24',
      file: '/family/1.json',
      axes: [
        {
          axis: 'storage',
          options: [
            { value: '128 GB', path: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb', selected: true },
            { value: '256 GB', path: null },
          ],
        },
      ],
    },
  },
  privacy: { screen: 'privacy', locale: 'tr', navFile },
  'not-found': { screen: 'not-found', locale: 'ru', navFile },
};

test('the payloads of every screen pass', () => {
  for (const [screen, payload] of Object.entries(payloads)) expect(isPayload(payload), screen).toBe(true);
});

test("an offer matched by model code carries its code, up to the catalogue's 80 characters", () => {
  for (const matchEvidence of ['SM-S921B', 'S'.repeat(80), '<img src=x onerror=alert(1)> {{code}} $t(site.name)'])
    expect(isPayload({ ...payloads.article, offers: [{ ...offer, matchedBy: 'model-code', matchEvidence }] }), matchEvidence).toBe(true);
});

test('what is not a payload does not: null, an empty object, HTML, an array', () => {
  for (const value of [null, undefined, {}, '<!doctype html><html></html>', [], 42])
    expect(isPayload(value), JSON.stringify(value)).toBe(false);
});

test('an unknown screen or locale, or a menu file elsewhere than /nav/, is refused', () => {
  expect(isPayload({ ...payloads.search, screen: 'evil' })).toBe(false);
  expect(isPayload({ ...payloads.search, screen: 'toString' })).toBe(false);
  expect(isPayload({ ...payloads.search, locale: 'fr' })).toBe(false);
  expect(isPayload({ ...payloads.search, navFile: undefined })).toBe(false);
  expect(isPayload({ ...payloads.search, navFile: '//evil.example/nav/en.json' })).toBe(false);
  expect(isPayload({ ...payloads.search, navFile: '/nav/../en.json' })).toBe(false);
});

test('a menu file must hold a list of menus of links', () => {
  expect(isNav(nav)).toBe(true);
  expect(isNav({})).toBe(false);
  expect(isNav([{ name: 'x', path: '/x' }])).toBe(false);
  expect(isNav([{ name: 1, path: '/x', subMenus: [] }])).toBe(false);
  expect(isNav([{ name: 'x', path: '//evil.example', subMenus: [] }])).toBe(false);
});

test('links must stay inside the site: one leading slash, never a host', () => {
  const paths = ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'telefoni'];
  // Browsers drop tabs and newlines from a URL, so these become `//evil.example` there.
  paths.push('/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/a/\\b', '/\x00x', '/ /x', '/a\u0085b');
  for (const path of paths) {
    expect(isNav([{ ...link(path), subMenus: [] }]), path).toBe(false);
    expect(isNav([{ ...link('/a'), subMenus: [link(path)] }]), path).toBe(false);
    expect(isPayload({ ...payloads.menu, menu: link(path) }), path).toBe(false);
  }
});

test('each screen needs the fields it renders', () => {
  const { menu: _menu, ...noMenu } = payloads.menu;
  expect(isPayload(noMenu)).toBe(false);
  expect(isPayload({ ...payloads.home, drops: null })).toBe(false);
  expect(isPayload({ ...payloads.category, products: 'many' })).toBe(false);
  expect(isPayload({ ...payloads.article, product: { name: 'x' } })).toBe(false);
  expect(isPayload({ ...payloads['sub-menu'], subMenu: undefined })).toBe(false);
});

test('each item of a list has the fields its screen renders: a null or a wrong item is refused', () => {
  const broken: [string, Record<string, unknown>][] = [
    ['category products null', { ...payloads.category, products: [null] }],
    ['category card without price', { ...payloads.category, products: [{ ...card, price: undefined }] }],
    ['category card leaving the site', { ...payloads.category, products: [{ ...card, path: '//evil.example/' }] }],
    ['category facet of an unknown kind', { ...payloads.category, facets: [{ key: 'x', kind: 'colour', values: [] }] }],
    ['category facet value without count', { ...payloads.category, facets: [{ key: 'brand', kind: 'brand', values: [{ id: 'A' }] }] }],
    ['price range with a count', { ...payloads.category, facets: [{ key: 'price', kind: 'price', values: [{ id: '0-', count: 1 }] }] }],
    ['category without its page number', { ...payloads.category, page: undefined }],
    ['home drops null', { ...payloads.home, drops: [null] }],
    ['home drop percent text', { ...payloads.home, drops: [{ ...card, dropPercent: '12' }] }],
    ['home category without count', { ...payloads.home, categories: [link('/a')] }],
    ['menu sub-menu without categories', { ...payloads.menu, subMenus: [link('/a/b')] }],
    ['menu sub-menu category null', { ...payloads.menu, subMenus: [{ ...link('/a/b'), categories: [null] }] }],
    ['sub-menu categories of strings', { ...payloads['sub-menu'], categories: ['/a/b/c'] }],
    ['search brands missing', { ...payloads.search, brands: undefined }],
    ['search brand category leaving the site', { ...payloads.search, brands: [{ name: 'X', categories: [link('//evil.example/')] }] }],
    ['article offer null', { ...payloads.article, offers: [null] }],
    ['article offer unknown currency', { ...payloads.article, offers: [{ ...offer, total: { minor: 1, currency: 'XXX' } }] }],
    ['article offer fractional price', { ...payloads.article, offers: [{ ...offer, price: { minor: 1.5, currency: 'EUR' } }] }],
    ['article offer unknown availability', { ...payloads.article, offers: [{ ...offer, availability: 'soon' }] }],
    ['article offer script link', { ...payloads.article, offers: [{ ...offer, url: 'javascript:alert(1)' }] }],
    ['article offer unreadable check time', { ...payloads.article, offers: [{ ...offer, lastSeen: 'yesterday' }] }],
    ['article offer stale as text', { ...payloads.article, offers: [{ ...offer, stale: 'no' }] }],
    ['article offer matched by title', { ...payloads.article, offers: [{ ...offer, matchedBy: 'title' }] }],
    [
      'article offer match evidence too long',
      { ...payloads.article, offers: [{ ...offer, matchedBy: 'model-code', matchEvidence: 'S'.repeat(81) }] },
    ],
    ['article offer match evidence empty', { ...payloads.article, offers: [{ ...offer, matchedBy: 'model-code', matchEvidence: '' }] }],
    [
      'article offer match evidence not text',
      { ...payloads.article, offers: [{ ...offer, matchedBy: 'model-code', matchEvidence: ['SM-S921B'] }] },
    ],
    ['article offer without match evidence', { ...payloads.article, offers: [{ ...offer, matchEvidence: undefined }] }],
    [
      'article offer fractional discount',
      { ...payloads.article, offers: [{ ...offer, discount: { claimed: 15.5, honest: 3, fake: true } }] },
    ],
    ['article offer discount without fake flag', { ...payloads.article, offers: [{ ...offer, discount: { claimed: 15, honest: 3 } }] }],
    ['article offer delivery most below fewest', { ...payloads.article, offers: [{ ...offer, delivery: { min: 3, max: 1 } }] }],
    ['article offer delivery of a year', { ...payloads.article, offers: [{ ...offer, delivery: { min: 1, max: 365 } }] }],
    ['article offer delivery in half days', { ...payloads.article, offers: [{ ...offer, delivery: { min: 0.5, max: 1 } }] }],
    ['article spec null', { ...payloads.article, product: { ...payloads.article.product, specs: [null] } }],
    ['article lowest not money', { ...payloads.article, lowest: 5 }],
    [
      'article history point not a pair',
      { ...payloads.article, history: { today: '2026-11-20', shops: [{ ...payloads.article.history.shops[0], points: [[1]] }] } },
    ],
    [
      'article history point before the one it follows',
      {
        ...payloads.article,
        history: {
          today: '2026-11-20',
          shops: [
            {
              ...payloads.article.history.shops[0],
              points: [
                [1, 100],
                [-1, 90],
              ],
            },
          ],
        },
      },
    ],
    ['article price check missing', { ...payloads.article, priceCheck: undefined }],
  ];
  for (const [name, payload] of broken) expect(isPayload(payload), name).toBe(false);
  expect(isPayload({ ...payloads.category, products: [{ ...card, price: null }] })).toBe(true);
  expect(isPayload({ ...payloads.article, offers: [{ ...offer, discount: null }] })).toBe(true);
  expect(isPayload({ ...payloads.article, offers: [{ ...offer, delivery: null }] })).toBe(true);
});

test("an article's link to the other market leads to the page context's other domain only", () => {
  const market = { domain: 'cjenovnik.ba', url: 'https://cjenovnik.ba/en/a/b/c/1-x' };
  const withMarket = (fields: Record<string, unknown>) => ({ ...payloads.article, otherMarket: { ...market, ...fields } });
  expect(isPayload(withMarket({}), 'cjenovnik.ba')).toBe(true);
  expect(isPayload(withMarket({}), undefined), 'no other domain known').toBe(false);
  expect(isPayload(withMarket({}), 'staging.cjenovnik.ba'), 'another deployment').toBe(false);
  const hostile: [string, Record<string, unknown>][] = [
    ['another host', { url: 'https://evil.example/en/a/b/c/1-x' }],
    ['another host named as the domain', { domain: 'evil.example', url: 'https://evil.example/en/a' }],
    ['a host ending like it', { url: 'https://cjenovnik.ba.evil.example/en/a' }],
    ['credentials', { url: 'https://cjenovnik.ba@evil.example/en/a' }],
    ['user info on the right host', { url: 'https://user:pass@cjenovnik.ba/en/a' }],
    ['another port', { url: 'https://cjenovnik.ba:8443/en/a' }],
    ['script', { url: 'javascript:alert(1)//cjenovnik.ba' }],
    ['data', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['relative', { url: '/en/a/b/c/1-x' }],
    ['protocol-relative', { url: '//cjenovnik.ba/en/a' }],
    ['a tab browsers would drop', { url: 'https://cjenovnik.ba/\t/evil.example' }],
    ['backslash', { url: 'https://cjenovnik.ba/\\evil.example' }],
  ];
  for (const [name, fields] of hostile) expect(isPayload(withMarket(fields), 'cjenovnik.ba'), name).toBe(false);
  expect(isPayload({ ...payloads.article, otherMarket: undefined }, 'cjenovnik.ba'), 'missing').toBe(false);
});

test("the other market's price file is read only when its amounts are money", () => {
  const money = { minor: 76449, currency: 'EUR' };
  expect(isOtherMarketPrice({ lowest: { original: { minor: 149900, currency: 'BAM' }, converted: money } })).toBe(true);
  expect(isOtherMarketPrice({ lowest: null }), 'listed there, nothing buyable').toBe(true);
  expect(isOtherMarketPrice({ lowest: { original: 5, converted: money } }), 'price not money').toBe(false);
  expect(isOtherMarketPrice({ lowest: { original: { minor: 1.5, currency: 'EUR' }, converted: money } }), 'fractional minor').toBe(false);
  expect(isOtherMarketPrice({}), 'no lowest').toBe(false);
  expect(isOtherMarketPrice('<html>'), 'an HTML page instead').toBe(false);
});
