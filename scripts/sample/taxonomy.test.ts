import { expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { SPEC_LABELS } from './spec-labels.ts';
import { MENUS } from './taxonomy.ts';
import { CATEGORY_SEARCH } from './category-search.ts';

test('every menu, sub-menu, category and spec label has a name in all seven locales', () => {
  const missing: string[] = [];
  const check = (what: string, names: Record<string, string>) => {
    for (const locale of LOCALES) if (!names[locale]?.trim()) missing.push(`${what} ${locale}`);
  };
  for (const menu of MENUS) {
    check(menu.slug, menu.names);
    for (const sub of menu.subMenus) {
      check(sub.slug, sub.names);
      for (const category of sub.categories) check(category.slug, category.names);
    }
  }
  for (const [key, label] of Object.entries(SPEC_LABELS)) check(key, label.names);
  expect(missing).toEqual([]);
});

test('slugs are readable Latin words and never a locale prefix', () => {
  const slugs = MENUS.flatMap((menu) => [
    menu.slug,
    ...menu.subMenus.flatMap((sub) => [sub.slug, ...sub.categories.map((category) => category.slug)]),
  ]);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(slugs.filter((slug) => (LOCALES as readonly string[]).includes(slug) || slug === 'search')).toEqual([]);
});

test('every category has words for search, and none is kept for a category that does not exist', () => {
  const slugs = MENUS.flatMap((menu) => menu.subMenus.flatMap((sub) => sub.categories.map((category) => category.slug)));
  expect(slugs.filter((slug) => !CATEGORY_SEARCH[slug]?.words.length)).toEqual([]);
  expect(Object.keys(CATEGORY_SEARCH).filter((slug) => !slugs.includes(slug))).toEqual([]);
});
