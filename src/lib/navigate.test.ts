import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { navigateTo } from './navigate.ts';

const SITE = 'https://cjenovnik.me';
let went: string[] = [];
const go = (url: string) => void went.push(url);

beforeEach(() => {
  went = [];
  vi.stubGlobal('location', new URL(`${SITE}/en/telefoni?lang=en`));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('internal paths go, as the absolute URL the browser would load', () => {
  expect(navigateTo('/en/telefoni/mobilni?lang=en', {}, go)).toBe(true);
  expect(navigateTo('mobilni?lang=en', {}, go)).toBe(true);
  expect(navigateTo(`${SITE}/de/?lang=de`, {}, go)).toBe(true);
  expect(went).toEqual([`${SITE}/en/telefoni/mobilni?lang=en`, `${SITE}/en/mobilni?lang=en`, `${SITE}/de/?lang=de`]);
});

test('other origins go only when allowed', () => {
  for (const url of ['https://shop.example/p/1', '//shop.example/p/1', 'http://cjenovnik.me/en/']) {
    expect(navigateTo(url, {}, go), url).toBe(false);
  }
  expect(navigateTo('https://shop.example/p/1', { external: true }, go)).toBe(true);
  expect(went).toEqual(['https://shop.example/p/1']);
});

test('script protocols never go, however they are disguised', () => {
  for (const url of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    '\x01javascript:alert(1)',
    '\tjava\nscript:alert(1)',
    'java\rscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'blob:https://x/1',
  ]) {
    expect(navigateTo(url, { external: true }, go), JSON.stringify(url)).toBe(false);
  }
  expect(went).toEqual([]);
});

test('a host hidden behind what browsers strip or rewrite is another origin', () => {
  for (const url of [
    '\x1f//evil.example/',
    ' //evil.example/',
    '\n//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '/\t/evil.example/',
  ]) {
    expect(navigateTo(url, {}, go), JSON.stringify(url)).toBe(false);
  }
  expect(went).toEqual([]);
});

test('only http(s), even when external, and nothing unparsable', () => {
  for (const url of ['mailto:a@b.example', 'ftp://files.example/x', 'http://[']) {
    expect(navigateTo(url, { external: true }, go), url).toBe(false);
  }
  expect(went).toEqual([]);
});
