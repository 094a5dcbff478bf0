import { expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { articlePayload as payload, BIH, FIXTURE_DIST, fixtureFile, fixturePage as page, MNE } from './fixture-output.test-kit.ts';

/** The Galaxy's family on the fixture sites (scripts/fixture/fixture-catalogue.ts): 128 GB and 256 GB in Onyx Black, 128 GB in Marble Grey. */
const PHONES = '/telefoni/mobilni/pametni-telefoni';
const BLACK_128 = `${PHONES}/1-samsung-galaxy-s24-128-gb`;
const BLACK_256 = `${PHONES}/68-samsung-galaxy-s24-256-gb`;
const GREY_128 = `${PHONES}/69-samsung-galaxy-s24-128-gb-marble-grey`;

const options = (path: string, locale: string) => {
  const $ = page(MNE, `/${locale}${path}`);
  return $('.variants .variant-axis')
    .toArray()
    .map((axis) => ({
      axis: $(axis).find('.variant-axis-name').text(),
      options: $(axis)
        .find('.variant')
        .toArray()
        .map((option) => [
          $(option).find('.variant-value').text(),
          $(option).attr('href') ?? $(option).find('.variant-price').text(),
          $(option).attr('aria-current') ?? '',
        ]),
    }));
};

test('the 256 GB page links its other capacity, marks itself (not a link to itself), and shows that no shop sells it in Marble Grey', () => {
  expect(options(BLACK_256, 'en')).toEqual([
    {
      axis: 'Colour',
      options: [
        ['Onyx Black', '', 'true'],
        ['Marble Grey', 'Not sold', ''],
      ],
    },
    {
      axis: 'Storage',
      options: [
        ['128 GB', `/en${BLACK_128}?lang=en`, ''],
        ['256 GB', '', 'true'],
      ],
    },
  ]);
});

test('the picker speaks the page language, and the 128 GB page leads to the other colour', () => {
  expect(options(BLACK_128, 'ru')).toEqual([
    {
      axis: 'Цвет',
      options: [
        ['Onyx Black', '', 'true'],
        ['Marble Grey', `/ru${GREY_128}?lang=ru`, ''],
      ],
    },
    {
      axis: 'Встроенная память',
      options: [
        ['128 GB', '', 'true'],
        ['256 GB', `/ru${BLACK_256}?lang=ru`, ''],
      ],
    },
  ]);
});

test("the members' prices are in the family's file, not in the pages: a member's price change rewrites one file", () => {
  const family = payload(MNE, `/de${BLACK_128}`).family;
  expect(family?.name).toBe('Samsung Galaxy S24');
  expect(family?.file).toBe('/family/1.json');
  expect(page(MNE, `/en${BLACK_128}`)('.variant-price').text()).toBe('');
  // The grey one is out of stock at its only shop: its price is still shown, as on its page and card (docs/price-rules.md).
  expect(JSON.parse(fixtureFile(MNE, 'family', '1.json'))).toEqual({
    [BLACK_128]: { minor: 76900, currency: 'EUR' },
    [GREY_128]: { minor: 78900, currency: 'EUR' },
    [BLACK_256]: { minor: 89900, currency: 'EUR' },
  });
});

test('a product alone on its site has no picker: the Bosnia site sells only one member', () => {
  expect(payload(BIH, `/ba${BLACK_128}`).family).toBeNull();
  expect(page(BIH, `/ba${BLACK_128}`)('.variants')).toHaveLength(0);
  expect(existsSync(join(FIXTURE_DIST, BIH.domain, 'family'))).toBe(false);
});

test("the category shows the family as one card: its name, what its variants span, its cheapest variant's price and page, and the family's shops", () => {
  const $ = page(MNE, `/en${PHONES}`);
  const card = $('.grid .card').filter((_, element) => $(element).find('.card-name').text() === 'Samsung Galaxy S24');
  expect(card).toHaveLength(1);
  expect(card.find('.card-link').attr('href')).toBe(`/en${BLACK_128}?lang=en`);
  expect(
    card
      .find('.card-specs li')
      .map((_, item) => $(item).text())
      .get(),
  ).toEqual(['2 colours', '128 GB–256 GB']);
  expect(card.find('.card-price').text()).toBe('from €769.00');
  // Tehno ME and Mega Market sell the 128 GB, Uvoz BA sells it out of stock: three shops, the family's.
  expect(card.find('.card-shops').text()).toBe('3 shops');
  expect($('.grid .card')).toHaveLength(3);
});

test('the list file keeps every variant, its family beside it, and a brand counts the family once', () => {
  const list = JSON.parse(fixtureFile(MNE, PHONES, 'list.json')) as {
    items: string[];
    family: number[];
    families: { name: string; variants: number }[];
    facets: { key: string; values: string[] }[];
  };
  const family = list.items.map((item, index) => [item, list.family[index]]);
  expect(family.filter(([, index]) => index === 0).map(([item]) => item)).toEqual([
    '1-samsung-galaxy-s24-128-gb',
    '69-samsung-galaxy-s24-128-gb-marble-grey',
    '68-samsung-galaxy-s24-256-gb',
  ]);
  expect(list.families).toMatchObject([{ name: 'Samsung Galaxy S24', variants: 3 }]);
  const brands = payload(MNE, `/en${PHONES}`) as unknown as { facets: { key: string; values: { id: string; count: number }[] }[] };
  expect(brands.facets.find((facet) => facet.key === 'brand')?.values).toEqual([
    { id: 'Apple', count: 1 },
    { id: 'Hostile', count: 1 },
    { id: 'Samsung', count: 1 },
  ]);
});
