import type { CheerioAPI } from 'cheerio';
import { expect, test } from 'vitest';
import { BIH, fixturePage, MNE } from './fixture-output.test-kit.ts';

/** Delivery times on the fixture's product pages: Tehno ME 1-3 working days, Mega Market 2, Uvoz BA 1; Bosna Shop says none. */
const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

/** Each offer row's shop and the delivery note in its shipping cell (empty: none). */
const deliveryByShop = ($: CheerioAPI) =>
  Object.fromEntries(
    $('table.offers tbody tr')
      .toArray()
      .map((row) => [$(row).find('th > a').text(), $(row).find('.delivery').text()]),
  );

test('the offers table says how many working days each offer takes to arrive, as a range or one number', () => {
  expect(deliveryByShop(fixturePage(MNE, `/en${GALAXY}`))).toEqual({
    'Mega Market': 'Delivered in 2 working days',
    'Tehno ME': 'Delivered in 1–3 working days',
    'Uvoz BA': 'Delivered in 1 working day',
  });
});

test('the text is in the page language, with its plural forms', () => {
  expect(deliveryByShop(fixturePage(MNE, `/ru${GALAXY}`))).toEqual({
    'Mega Market': 'Доставка за 2 рабочих дня',
    'Tehno ME': 'Доставка за 1–3 рабочих дня',
    'Uvoz BA': 'Доставка за 1 рабочий день',
  });
  expect(deliveryByShop(fixturePage(MNE, GALAXY))['Tehno ME']).toBe('Isporuka za 1–3 radna dana');
});

test("the phone's best-offer rows carry it beside the stock; an offer whose feed says nothing shows nothing", () => {
  const $ = fixturePage(MNE, `/en${GALAXY}`);
  expect(
    $('.best-offer .best-offer-delivery')
      .toArray()
      .map((note) => $(note).text()),
  ).toEqual(['Delivered in 2 working days', 'Delivered in 1–3 working days']);
  const bosnia = fixturePage(BIH, `/en${GALAXY}`);
  const row = bosnia('table.offers tbody tr').filter((_, tr) => bosnia(tr).find('th > a').text() === 'Bosna Shop');
  expect(row).toHaveLength(1);
  expect(row.find('.delivery')).toHaveLength(0);
});
