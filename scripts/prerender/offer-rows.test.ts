import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import type { Db } from '../catalogue/db.ts';
import { readSnapshot, type Snapshot } from '../catalogue/snapshot.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { buildOfferRows } from './payloads/article.ts';
import { buildNav } from './payloads/common.ts';

const [MNE, BIH] = loadSites() as [Site, Site];

let dir: string;
let db: Db;
let mne: Snapshot;
let bih: Snapshot;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-offer-rows-'));
  db = createFixtureCatalogue(join(dir, 'catalogue.db'));
  mne = readSnapshot(db, 'MNE');
  bih = readSnapshot(db, 'BIH');
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function rows(snapshot: Snapshot, site: Site, slug: string) {
  const product = snapshot.categories.flatMap((category) => category.products).find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return buildOfferRows(product, { snapshot, site, locale: 'en', nav: buildNav(snapshot, 'en') });
}

describe('offer rows: honest discounts', () => {
  test("the iPhone's sale after a raise: claimed 15 % off 799.00, but 679.00 is 5 % above the shop's 30-day low", () => {
    // 649.00 from August, 799.00 from 25 Oct, 679.00 on sale today: (79900 - 67900) / 79900 = 15.0 %;
    // (64900 - 67900) / 64900 = -4.6 %, shown as -5 (a rise); 15 - (-4.6) > 5 points, so flagged.
    expect(rows(mne, MNE, 'apple-iphone-15-128-gb').map((row) => [row.shop, row.discount])).toEqual([
      ['Tehno ME', { claimed: 15, honest: -5, fake: true }],
    ]);
  });

  test("the Galaxy's drop at Tehno ME is real: 899.00 for the 30 days before, 799.00 now", () => {
    const galaxy = rows(mne, MNE, 'samsung-galaxy-s24-128-gb');
    expect(galaxy.find((row) => row.shop === 'Tehno ME')?.discount).toEqual({ claimed: 11, honest: 11, fake: false });
    // First seen today: nothing advertised, nothing to judge.
    expect(galaxy.find((row) => row.shop === 'Mega Market')?.discount).toBeNull();
  });

  test('a rise is no discount', () => {
    expect(rows(mne, MNE, 'lenovo-ideapad-slim-3').map((row) => row.discount)).toEqual([null]);
  });
});

describe('offer rows: freshness and provenance', () => {
  test('an offer not confirmed for more than 3 days before the newest change is stale and listed last, even with the cheaper total', () => {
    // Bosna Shop: 105.00 KM with free shipping, last confirmed 14 Nov; Tehno BA: 99.00 + 10.00 KM, confirmed 20 Nov.
    expect(rows(bih, BIH, 'nokia-3310').map((row) => [row.shop, row.total.minor, row.stale, row.lastSeen])).toEqual([
      ['Tehno BA', 10900, false, '2026-11-20T06:00:00.000Z'],
      ['Bosna Shop', 10500, true, '2026-11-14T06:00:00.000Z'],
    ]);
  });

  test('each row says how the offer was matched', () => {
    expect(rows(bih, BIH, 'nokia-3310').map((row) => [row.shop, row.matchedBy])).toEqual([
      ['Tehno BA', 'curated'],
      ['Bosna Shop', 'gtin'],
    ]);
  });
});
