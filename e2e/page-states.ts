import { expect, type Page } from '@playwright/test';

/** A screen as a visitor sees it: a page of the fixture sites, and what they did on it. */
export interface PageState {
  name: string;
  /** The unprefixed path; the locale's prefix goes in front. */
  path: string;
  /** Brings the page into the state, once it has hydrated. */
  prepare?: (page: Page, width: number) => Promise<void>;
}

/** Follows two tablets from their category page, then opens the watchlist. */
async function followTwo(page: Page, prefix: string): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}${prefix}/racunari/prenosni/tableti`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // Once the list's controls are live (the sort is enabled after hydration's effects).
  await expect(page.locator('select').first()).toBeEnabled();
  const follow = page.locator('.follow-toggle');
  for (const index of [0, 1]) {
    await follow.nth(index).click();
    await expect(follow.nth(index)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto(`${new URL(page.url()).origin}${prefix}/watchlist`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('table')).toBeVisible();
}

/** Every page type, in the states the layout checks and the screenshots cover. */
export const PAGE_STATES: PageState[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/telefoni/mobilni/pametni-telefoni' },
  {
    name: 'category-filters',
    path: '/telefoni/mobilni/pametni-telefoni',
    prepare: async (page) => {
      const open = page.locator('.facets-toggle');
      if (await open.isVisible()) await open.click();
      await expect(page.locator('.facets')).toBeVisible();
    },
  },
  { name: 'article', path: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
  {
    name: 'search-suggestions',
    path: '/search?q=galaxy',
    prepare: async (page) => {
      const field = page.locator('#header-search');
      await field.fill('galax');
      await expect(page.getByRole('listbox')).toBeVisible();
    },
  },
  {
    name: 'search-filters',
    path: '/search?q=tab&price-min=200&price-max=400&stock=buyable',
    prepare: async (page) => {
      await expect(page.locator('.search-chips')).toBeVisible();
    },
  },
  {
    name: 'search-miss',
    path: '/search?q=samzunkk',
    prepare: async (page) => {
      await expect(page.locator('.search-miss .card')).toHaveCount(4);
    },
  },
  {
    name: 'compare',
    path: '/compare?ids=1,2,3',
    prepare: async (page) => {
      await expect(page.locator('table')).toBeVisible();
    },
  },
  {
    name: 'watchlist',
    path: '/watchlist',
    prepare: async (page) => {
      const prefix = /^\/(en|ru|me|ba|de|tr)\//.exec(new URL(page.url()).pathname)?.[0].slice(0, -1) ?? '';
      await followTwo(page, prefix);
    },
  },
  { name: 'shop', path: '/shops/tehno-me' },
  { name: 'privacy', path: '/privacy' },
  { name: '404', path: '/no/such/page' },
];

export const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
