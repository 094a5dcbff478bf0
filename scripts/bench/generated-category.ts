import { HistoryPacker } from '../catalogue/offer-history.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { Snapshot, SnapshotNode, SnapshotOffer, SnapshotProduct } from '../catalogue/snapshot.ts';

const BRANDS = 40;
const SHOPS = 15;
const SPECS: [string, string[]][] = [
  ['storage', ['64', '128', '256', '512', '1024']],
  ['ram', ['4', '6', '8', '12', '16']],
  ['screenSize', ['6.1', '6.4', '6.7', '6.8']],
  ['battery', ['4000', '4500', '5000', '5500']],
  ['refreshRate', ['60', '90', '120', '144']],
  ['colour', ['black', 'white', 'blue', 'green', 'red', 'silver']],
];

/** mulberry32: the same numbers for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A category of `count` generated products: 40 brands, 15 shops, six specs, a year of listings, some honest drops. */
export function generateCategory(count: number, seed: number): SnapshotNode {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const day = Date.parse('2026-11-20T06:00:00.000Z');
  const products: SnapshotProduct[] = Array.from({ length: count }, (_, index) => {
    const base = 5000 + Math.floor(next() * 200_000);
    const offers: SnapshotOffer[] = Array.from({ length: 1 + Math.floor(next() * 8) }, () => {
      const shop = Math.floor(next() * SHOPS);
      const packer = new HistoryPacker();
      const price = Math.round(base * (0.9 + next() * 0.2));
      const row = (at: number, priceMinor: number) => ({
        at: new Date(at).toISOString(),
        price_minor: priceMinor,
        sale_price_minor: null,
        shipping_minor: 0,
        currency: 'EUR' as const,
        availability: next() < 0.85 ? ('in_stock' as const) : ('out_of_stock' as const),
      });
      const listed = day - Math.floor(next() * 365) * 86_400_000;
      packer.add(row(listed, Math.round(price * 1.2)));
      if (next() < 0.3) packer.add(row(day - Math.floor(next() * 20) * 86_400_000, price));
      return {
        shopId: `shop-${shop}`,
        shop: `Shop ${shop}`,
        priceMinor: price,
        currency: 'EUR',
        shippingMinor: 0,
        availability: 'in_stock',
        url: 'https://shop.example/',
        lastSeen: new Date(day).toISOString(),
        changedAt: new Date(day).toISOString(),
        history: packer.take(),
      } as SnapshotOffer;
    });
    const specs = SPECS.filter(() => next() < 0.9).map(([key, values]) => ({ key, value: pick(values) }));
    const brand = `Brand${Math.floor(next() * BRANDS)}`;
    // Names and slugs as long as the sample's ("Samsung Galaxy S25 Ultra 256 GB, Titanium Silverblue").
    const name = `${brand} Model ${pick(['Pro', 'Ultra', 'Lite', 'Max', 'Neo'])} ${index + 1} ${pick(SPECS[0]?.[1] ?? [])} GB, ${pick(['Titanium Black', 'Mint Green', 'Ocean Blue', 'Phantom White'])}`;
    return {
      id: index + 1,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      brand,
      name,
      gtin: null,
      mpn: null,
      image: `/images/p/${index + 1}.svg`,
      specs,
      offers,
      variant: {},
      family: null,
    };
  });
  return {
    id: 1,
    parentId: null,
    level: 3,
    slug: 'c',
    path: '/menu/sub/category',
    names: {} as SnapshotNode['names'],
    searchWords: [],
    accessory: false,
    children: [],
    products,
  };
}

const names = (name: string) => Object.fromEntries(LOCALES.map((locale) => [locale, name])) as SnapshotNode['names'];

/** A one-category snapshot (`/menu/sub/category`) of `count` generated products, spec labels included. */
export function generateSnapshot(count: number, seed: number): Snapshot {
  const category = { ...generateCategory(count, seed), id: 3, parentId: 2, names: names('Pametni telefoni') };
  const sub: SnapshotNode = {
    id: 2,
    parentId: 1,
    level: 2,
    slug: 'sub',
    path: '/menu/sub',
    names: names('Mobilni'),
    searchWords: [],
    accessory: false,
    children: [category],
    products: [],
  };
  const menu: SnapshotNode = {
    id: 1,
    parentId: null,
    level: 1,
    slug: 'menu',
    path: '/menu',
    names: names('Telefoni'),
    searchWords: [],
    accessory: false,
    children: [sub],
    products: [],
  };
  const specLabels: Snapshot['specLabels'] = new Map(
    SPECS.map(([key]) => [key, { unit: key === 'storage' || key === 'ram' ? 'GB' : '', names: names(key) }]),
  );
  return {
    menus: [menu],
    categories: [category],
    specLabels,
    asOf: '2026-11-20T06:00:00.000Z',
    otherMarket: new Map(),
    shopFeeds: new Map(),
    shops: [],
    redirects: [],
  };
}
