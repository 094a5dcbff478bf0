import { expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { HistoryPacker } from '../catalogue/offer-history.ts';
import type { LocaleNames, Snapshot, SnapshotNode, SnapshotOffer, SnapshotProduct } from '../catalogue/snapshot.ts';
import { articleKey } from './article-key.ts';
import { SiteIndex } from './site-index.ts';
import { loadSites, type Site } from '../../sites/index.ts';

const [SITE] = loadSites() as [Site];

const names = (name: string) => Object.fromEntries(LOCALES.map((locale) => [locale, name])) as LocaleNames;
const node = (level: 1 | 2 | 3, slug: string): SnapshotNode => ({
  id: level,
  parentId: null,
  level,
  slug,
  path: `/${slug}`,
  names: names(slug),
  searchWords: [],
  accessory: false,
  children: [],
  products: [],
});

function history(...prices: number[]) {
  const packer = new HistoryPacker();
  prices.forEach((price, day) =>
    packer.add({
      at: `2026-10-${String(day + 1).padStart(2, '0')}T06:00:00.000Z`,
      price_minor: price,
      sale_price_minor: null,
      shipping_minor: 0,
      currency: 'EUR',
      availability: 'in_stock',
    }),
  );
  return packer.take();
}

const offer = (fields: Partial<SnapshotOffer> = {}): SnapshotOffer => ({
  shopId: 'tehno-me',
  shop: 'Tehno ME',
  priceMinor: 79900,
  currency: 'EUR',
  shippingMinor: 0,
  delivery: null,
  availability: 'in_stock',
  url: 'https://tehno-me.example/p/1',
  lastSeen: '2026-11-20T06:00:00.000Z',
  changedAt: '2026-10-02T06:00:00.000Z',
  matchedBy: 'gtin',
  matchEvidence: null,
  history: history(82900, 79900),
  ...fields,
});

const product = (fields: Partial<SnapshotProduct> = {}): SnapshotProduct => ({
  id: 1,
  slug: 'galaxy',
  brand: 'Samsung',
  name: 'Galaxy',
  gtin: null,
  mpn: null,
  image: '/images/p/1.svg',
  specs: [{ key: 'ram', value: '8' }],
  offers: [offer()],
  variant: {},
  family: null,
  ...fields,
});

const snapshot = (fields: Partial<Snapshot> = {}): Snapshot => ({
  menus: [],
  categories: [],
  specLabels: new Map([['ram', { unit: 'GB', names: names('RAM') }]]),
  asOf: '2026-11-20T06:00:00.000Z',
  otherMarket: new Map(),
  shopFeeds: new Map([['tehno-me', '2026-11-20T06:00:00.000Z']]),
  shops: [],
  redirects: [],
  ...fields,
});

const TRAIL = [node(1, 'telefoni'), node(2, 'mobilni'), node(3, 'pametni')] as const;
const NAVS = ['/nav/sr-1.json', '/nav/en-1.json'];
const key = (fields: { snapshot?: Partial<Snapshot>; product?: Partial<SnapshotProduct>; trail?: typeof TRAIL; navs?: string[] } = {}) =>
  articleKey(new SiteIndex(snapshot(fields.snapshot), SITE), fields.trail ?? TRAIL, product(fields.product), fields.navs ?? NAVS);

test("a product's key stays the same while the catalogue's day moves on and nothing its pages show changes", () => {
  expect(key()).toBe(key());
  // Two days later, the offer not yet stale (3 days) and its shop's feed the same: the day its
  // price check is as of goes into its pages' key apart (pageKey), only when its figures change.
  expect(key({ snapshot: { asOf: '2026-11-22T06:00:00.000Z' } })).toBe(key());
  // The shop's next day's feed confirms the offer as it was: its check time is the shop's latest
  // feed's, which the page reads from builds/freshness.json.
  const nextDay = '2026-11-21T06:00:00.000Z';
  expect(
    key({
      snapshot: { asOf: nextDay, shopFeeds: new Map([['tehno-me', nextDay]]) },
      product: { offers: [offer({ lastSeen: nextDay })] },
    }),
  ).toBe(key());
});

test('the key changes with everything the pages show', () => {
  const base = key();
  const changes: [string, string][] = [
    ['price', key({ product: { offers: [offer({ priceMinor: 74900 })] } })],
    ['a new history point', key({ product: { offers: [offer({ history: history(82900, 79900, 79900) })] } })],
    ['availability', key({ product: { offers: [offer({ availability: 'out_of_stock' })] } })],
    ['the match', key({ product: { offers: [offer({ matchedBy: 'model-code', matchEvidence: 'SM-S921B' })] } })],
    ['a second offer', key({ product: { offers: [offer(), offer({ shopId: 'mega', shop: 'Mega' })] } })],
    ['the name', key({ product: { name: 'Galaxy S24' } })],
    ['a spec', key({ product: { specs: [{ key: 'ram', value: '12' }] } })],
    ['a spec label', key({ snapshot: { specLabels: new Map([['ram', { unit: 'GB', names: names('Memory') }]]) } })],
    ['the category name', key({ trail: [TRAIL[0], TRAIL[1], { ...TRAIL[2], names: names('Pametni telefoni') }] })],
    ['the menu file', key({ navs: ['/nav/sr-2.json', '/nav/en-1.json'] })],
    ['listed on the other site', key({ snapshot: { otherMarket: new Map([[1, []]]) } })],
    [
      "its shop's latest feed (the offer's check time shows)",
      key({ snapshot: { shopFeeds: new Map([['tehno-me', '2026-11-21T06:00:00.000Z']]) } }),
    ],
    ['the offer turning stale', key({ snapshot: { asOf: '2026-11-24T06:00:00.000Z' } })],
    [
      'what its shop told us that the offer row shows',
      key({
        snapshot: {
          shops: [
            {
              id: 'tehno-me',
              name: 'Tehno',
              url: 'https://tehno.example',
              shippingMinor: 0,
              partialFeed: false,
              feeds: [],
              facts: { returnsDays: 14 },
            },
          ],
        },
      }),
    ],
  ];
  for (const [what, changed] of changes) expect(changed, what).not.toBe(base);
});
