import { join } from 'node:path';
import { expect, test } from 'vitest';
import { NO_FILTERS, searchResults } from '../../../src/search/results.ts';
import { suggest } from '../../../src/search/suggest.ts';
import { BIH, FIXTURE_DIST, MNE } from '../fixture-output.test-kit.ts';
import { fileSource } from './file-source.ts';
import type { Site } from '../../../sites/index.ts';

/** The Galaxy S24's family (scripts/fixture/fixture-catalogue.ts): on sale as a family in Montenegro only. */
const PHONES = '/telefoni/mobilni/pametni-telefoni';
const BLACK_128 = `${PHONES}/1-samsung-galaxy-s24-128-gb`;
const BLACK_256 = `${PHONES}/68-samsung-galaxy-s24-256-gb`;
const GREY_128 = `${PHONES}/69-samsung-galaxy-s24-128-gb-marble-grey`;
const SPANS = [
  ['color', 'Onyx Black', 'Marble Grey', 2],
  ['storage', '128 GB', '256 GB', 2],
];

const sourceOf = (site: Site) => fileSource(join(FIXTURE_DIST, site.domain), 'en');
const search = (site: Site, query: string) => searchResults(sourceOf(site), query, NO_FILTERS, 48);

test('"galaxy s24" finds the family once, as its category card shows it: its cheapest variant, the span and the shops of all three', async () => {
  const results = await search(MNE, 'galaxy s24');
  expect(results.total).toBe(1);
  const [doc] = results.docs;
  expect(doc?.[0]).toBe(BLACK_128);
  expect(doc?.[3]).toBe(76_900);
  expect(doc?.[9]?.slice(1)).toEqual([3, 'Samsung Galaxy S24', 3, SPANS]);
});

test('a query naming a variant leads the family with it: "s24 256" to the 256 GB, "marble grey" to the grey one though no shop has it now', async () => {
  expect((await search(MNE, 's24 256')).docs.map((doc) => doc[0])).toEqual([BLACK_256]);
  expect((await search(MNE, 'galaxy s24 marble grey')).docs.map((doc) => doc[0])).toEqual([GREY_128]);
});

test('the typeahead lists the family once, under its name, leading to the variant the query names', async () => {
  const products = async (query: string) => (await suggest(sourceOf(MNE), query)).filter((suggestion) => suggestion.kind === 'product');
  expect(await products('galaxy s24')).toEqual([expect.objectContaining({ name: 'Samsung Galaxy S24', path: BLACK_128, spans: SPANS })]);
  expect((await products('galaxy s24 256')).map((suggestion) => suggestion.kind === 'product' && suggestion.path)).toEqual([BLACK_256]);
});

test('in Bosnia and Herzegovina, where one variant is on sale, the Galaxy is a product alone', async () => {
  const results = await search(BIH, 'galaxy s24');
  expect(results.docs.map((doc) => [doc[0], doc[9]])).toEqual([[BLACK_128, undefined]]);
});
