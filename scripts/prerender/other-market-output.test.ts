import { expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { articlePayload as payload, BIH, FIXTURE_DIST, fixtureFile, fixturePage as page, MNE } from './fixture-output.test-kit.ts';

/** The other market's price (docs/decisions/011-other-market.md) on the fixture sites built by `scripts/fixture/build-fixture.ts`. */
const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const IPHONE = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';

/** The other market's price file beside a product's page (one per site, not per locale). */
const priceFile = (site: typeof MNE, path: string) => JSON.parse(fixtureFile(site, path, 'other-market.json')) as unknown;

test("the Galaxy's Montenegro page links to the .ba page; its Bosnian lowest, converted into euros, is in the file beside it", () => {
  const $ = page(MNE, `/en${GALAXY}`);
  const line = $('.article-summary .other-market');
  // The price comes after hydration (e2e/other-market.spec.ts): the page keeps its room, so the other site's prices never re-render it.
  expect(line.find('.other-market-price').text()).toBe('');
  expect(line.find('a').attr('href')).toBe(`https://cjenovnik.ba/en${GALAXY}`);
  expect(page(MNE, GALAXY)('.other-market a').attr('href'), 'the default language has no prefix').toBe(`https://cjenovnik.ba${GALAXY}`);
  expect(payload(MNE, `/de${GALAXY}`).otherMarket).toEqual({ domain: 'cjenovnik.ba', url: `https://cjenovnik.ba/de${GALAXY}` });
  // Bosna Shop's preorder at 1,499.00 KM is the lowest buyable there; 1,499.00 x 0.51 = 764.49.
  expect(priceFile(MNE, GALAXY)).toEqual({
    lowest: { original: { minor: 149900, currency: 'BAM' }, converted: { minor: 76449, currency: 'EUR' } },
  });
  expect(existsSync(join(FIXTURE_DIST, MNE.domain, 'de', GALAXY, 'other-market.json')), 'not per locale').toBe(false);
});

test("the Galaxy's Bosnia file has the Montenegrin lowest converted into KM, the out-of-stock offer left out", () => {
  expect(page(BIH, `/ba${GALAXY}`)('.other-market a').attr('href')).toBe(`https://cjenovnik.me/ba${GALAXY}`);
  // Mega Market's 769.00 EUR x 1.96 (Uvoz BA's 1,500.00 KM is out of stock).
  expect(priceFile(BIH, GALAXY)).toEqual({
    lowest: { original: { minor: 76900, currency: 'EUR' }, converted: { minor: 150724, currency: 'BAM' } },
  });
});

test('a product sold on one site only shows nothing of the other', () => {
  for (const [site, path] of [
    [MNE, IPHONE],
    [BIH, NOKIA],
  ] as const) {
    expect(page(site, `/en${path}`)('.other-market'), `${site.domain}${path}`).toHaveLength(0);
    expect(payload(site, `/en${path}`).otherMarket).toBeNull();
    expect(existsSync(join(FIXTURE_DIST, site.domain, path, 'other-market.json'))).toBe(false);
  }
});
