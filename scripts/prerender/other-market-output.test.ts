import { expect, test } from 'vitest';
import { articlePayload as payload, BIH, fixturePage as page, MNE } from './fixture-output.ts';

/** Issue 9, item 7 on the fixture sites built by `scripts/fixture/build-fixture.ts`. */
const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const IPHONE = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';

/** Text with runs of white space (the prices' no-break spaces too) as one space. */
const text = (node: { text(): string }) => node.text().replace(/\s+/g, ' ');

test("the Galaxy's Montenegro page shows its Bosnian lowest converted into euros, beside the lowest price, with a link to the .ba page", () => {
  const $ = page(MNE, `/en${GALAXY}`);
  const line = $('.article-summary .lowest + .other-market');
  // Bosna Shop's preorder at 1,499.00 KM is the lowest buyable there; 1,499.00 x 0.51 = 764.49.
  expect(text(line.find('p').first())).toBe('Lowest price on cjenovnik.ba €764.49 converted from BAM 1,499.00');
  expect(line.find('a').attr('href')).toBe(`https://cjenovnik.ba/en${GALAXY}`);
  expect(page(MNE, GALAXY)('.other-market a').attr('href'), 'the default language has no prefix').toBe(`https://cjenovnik.ba${GALAXY}`);
  expect(payload(MNE, `/de${GALAXY}`).otherMarket).toEqual({
    domain: 'cjenovnik.ba',
    url: `https://cjenovnik.ba/de${GALAXY}`,
    lowest: { original: { minor: 149900, currency: 'BAM' }, converted: { minor: 76449, currency: 'EUR' } },
  });
});

test("the Galaxy's Bosnia page shows the Montenegrin lowest converted into KM, the out-of-stock offer left out", () => {
  const $ = page(BIH, `/ba${GALAXY}`);
  // Mega Market's 769.00 EUR x 1.96 (Uvoz BA's 1,500.00 KM is out of stock).
  expect(text($('.other-market p').first())).toBe('Najniža cijena na cjenovnik.me 1.507,24 KM preračunato iz 769,00 €');
  expect($('.other-market a').attr('href')).toBe(`https://cjenovnik.me/ba${GALAXY}`);
});

test('a product sold on one site only shows nothing of the other', () => {
  for (const [site, path] of [
    [MNE, IPHONE],
    [BIH, NOKIA],
  ] as const) {
    expect(page(site, `/en${path}`)('.other-market'), `${site.domain}${path}`).toHaveLength(0);
    expect(payload(site, `/en${path}`).otherMarket).toBeNull();
  }
});
