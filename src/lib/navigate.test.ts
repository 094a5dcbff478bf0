import { expect, test, vi } from 'vitest';
import { navigateTo } from './navigate.ts';

test('internal paths go; external ones only when allowed; script protocols never', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const went: string[] = [];
  const go = (url: string) => went.push(url);
  expect(navigateTo('/en/telefoni?lang=en', {}, go)).toBe(true);
  expect(navigateTo('https://shop.example/p/1', {}, go)).toBe(false);
  expect(navigateTo('//shop.example/p/1', {}, go)).toBe(false);
  expect(navigateTo('https://shop.example/p/1', { external: true }, go)).toBe(true);
  for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', 'blob:https://x/1']) {
    expect(navigateTo(url, { external: true }, go), url).toBe(false);
  }
  expect(went).toEqual(['/en/telefoni?lang=en', 'https://shop.example/p/1']);
});
