import { expect, test } from 'vitest';
import { isPayload } from './check-payload.ts';

const nav = [{ name: 'Phones', path: '/telefoni', subMenus: [{ name: 'Mobile phones', path: '/telefoni/mobilni' }] }];
const link = (path: string) => ({ name: 'Name', path });

const payloads = {
  home: { screen: 'home', locale: 'en', nav, drops: [], categories: [] },
  search: { screen: 'search', locale: 'sr', nav },
  menu: { screen: 'menu', locale: 'de', nav, menu: link('/telefoni'), subMenus: [] },
  'sub-menu': { screen: 'sub-menu', locale: 'me', nav, menu: link('/a'), subMenu: link('/a/b'), categories: [] },
  category: { screen: 'category', locale: 'ba', nav, menu: link('/a'), subMenu: link('/a/b'), category: link('/a/b/c'), products: [] },
  article: {
    screen: 'article',
    locale: 'tr',
    nav,
    menu: link('/a'),
    subMenu: link('/a/b'),
    category: link('/a/b/c'),
    product: { ...link('/a/b/c/1-x'), brand: 'B', gtin: null, mpn: null, image: '', specs: [] },
    lowest: null,
    offers: [],
  },
  'not-found': { screen: 'not-found', locale: 'ru', nav },
};

test('the payloads of every screen pass', () => {
  for (const [screen, payload] of Object.entries(payloads)) expect(isPayload(payload), screen).toBe(true);
});

test('what is not a payload does not: null, an empty object, HTML, an array', () => {
  for (const value of [null, undefined, {}, '<!doctype html><html></html>', [], 42])
    expect(isPayload(value), JSON.stringify(value)).toBe(false);
});

test('an unknown screen or locale, or a layout menu that is not a list of links, is refused', () => {
  expect(isPayload({ ...payloads.search, screen: 'evil' })).toBe(false);
  expect(isPayload({ ...payloads.search, screen: 'toString' })).toBe(false);
  expect(isPayload({ ...payloads.search, locale: 'fr' })).toBe(false);
  expect(isPayload({ ...payloads.search, nav: {} })).toBe(false);
  expect(isPayload({ ...payloads.search, nav: [{ name: 'x', path: '/x' }] })).toBe(false);
  expect(isPayload({ ...payloads.search, nav: [{ name: 1, path: '/x', subMenus: [] }] })).toBe(false);
});

test('links must stay inside the site: one leading slash, never a host', () => {
  for (const path of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'telefoni']) {
    expect(isPayload({ ...payloads.search, nav: [{ ...link(path), subMenus: [] }] }), path).toBe(false);
    expect(isPayload({ ...payloads.search, nav: [{ ...link('/a'), subMenus: [link(path)] }] }), path).toBe(false);
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
