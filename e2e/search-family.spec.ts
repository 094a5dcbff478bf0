import type { Locator, Page } from '@playwright/test';
import { expect, MNE, test, waitForHydration } from './sites.ts';

/** The fixture's Galaxy S24 family in Montenegro: 128 GB and 256 GB Onyx Black, 128 GB Marble Grey (scripts/fixture/fixture-catalogue.ts). */
const PHONES = '/en/telefoni/mobilni/pametni-telefoni';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${MNE}${path}`);
  await waitForHydration(page);
}

const field = (page: Page) => page.locator('#header-search');

/** The results of `query`: one card, the family's. */
async function familyCard(page: Page, query: string) {
  await open(page, `/en/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('status').first()).toContainText('1 product found');
  const card = page.locator('.grid .card');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.card-name')).toHaveText('Samsung Galaxy S24');
  return card;
}

/** The card leads to the variant's page. */
async function expectLeadsTo(page: Page, card: Locator, slug: string, name: string) {
  await card.locator('.card-link').click();
  await expect(page).toHaveURL(new RegExp(`${PHONES}/${slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('"galaxy s24" shows the family as one result: its name, what its variants span, its cheapest price and all its shops', async ({
  page,
}) => {
  const card = await familyCard(page, 'galaxy s24');
  await expect(card.locator('.card-specs li')).toHaveText(['2 colours', '128 GB–256 GB']);
  await expect(card.locator('.card-price')).toHaveText('from €769.00');
  await expect(card.locator('.card-shops')).toHaveText('3 shops');
  await expectLeadsTo(page, card, '1-samsung-galaxy-s24-128-gb', 'Samsung Galaxy S24 128 GB');
});

test('"s24 256" leads the family with the 256 GB variant, at its price, to its page', async ({ page }) => {
  const card = await familyCard(page, 's24 256');
  await expect(card.locator('.card-price')).toHaveText('from €899.00');
  await expectLeadsTo(page, card, '68-samsung-galaxy-s24-256-gb', 'Samsung Galaxy S24 256 GB');
});

test('the typeahead lists the family once, with its span, and leads to the variant the query names', async ({ page }) => {
  await open(page, '/en/');
  await field(page).focus();
  await field(page).pressSequentially('galaxy s2');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Samsung Galaxy S24');
  await expect(options.first()).toContainText('2 colours · 128 GB–256 GB');
  await expect(options.first()).toContainText('from €769.00');
  await field(page).pressSequentially('4 256');
  await expect(options.first()).toContainText('from €899.00');
  await field(page).press('ArrowDown');
  await field(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${PHONES}/68-samsung-galaxy-s24-256-gb`));
});
