import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSites, type Site } from '../../../sites/index.ts';
import type { Money } from '../../../src/domain/money.ts';
import type { Db } from '../../catalogue/db.ts';
import { readMarketPrices } from '../../catalogue/other-market.ts';
import { recordOffer } from '../../catalogue/store.ts';
import { createFixtureCatalogue } from '../../fixture/fixture-catalogue.ts';
import { buildOtherMarket, otherMarketPayload } from './other-market.ts';

const [MNE, BIH] = loadSites() as [Site, Site];
const eur = (minor: number): Money => ({ minor, currency: 'EUR' });
const bam = (minor: number): Money => ({ minor, currency: 'BAM' });

describe('the lowest price on the other site', () => {
  test('on the Montenegro site: the Bosnian lowest in KM, converted into euros at 1 BAM = 0.51 EUR', () => {
    expect(buildOtherMarket([bam(155000), bam(149900)], MNE, BIH)).toEqual({
      site: BIH,
      lowest: { original: bam(149900), converted: eur(76449) },
    });
  });

  test('on the Bosnia site: the Montenegrin lowest in euros, converted into KM at 1 EUR = 1.96 BAM', () => {
    expect(buildOtherMarket([eur(79900), eur(76900)], BIH, MNE)?.lowest).toEqual({ original: eur(76900), converted: bam(150724) });
  });

  test("chosen as the other site shows it, and converted from the offer's own price, never twice", () => {
    // A Bosnian shop pricing in euros: 700.00 EUR is 1,372.00 KM there, below 1,400.00 KM; on
    // the Montenegro site it is its own 700.00 EUR, not 1,372.00 KM x 0.51 = 699.72 EUR.
    expect(buildOtherMarket([bam(140000), eur(70000)], MNE, BIH)?.lowest).toEqual({ original: bam(137200), converted: eur(70000) });
  });

  test('not listed there: nothing; listed with nothing buyable: the link without a price', () => {
    expect(buildOtherMarket(undefined, MNE, BIH)).toBeNull();
    expect(buildOtherMarket([], MNE, BIH)).toEqual({ site: BIH, lowest: null });
  });

  test("the link is the product's path on the other domain, in the page's language", () => {
    const part = buildOtherMarket([bam(100)], MNE, BIH);
    expect(otherMarketPayload(part, '/a/b/c/1-x', 'sr')?.url).toBe('https://cjenovnik.ba/a/b/c/1-x');
    // The price is not in the page (it is in the file beside it), so the other site's prices do not re-render it.
    expect(otherMarketPayload(part, '/a/b/c/1-x', 'de')).toEqual({ domain: 'cjenovnik.ba', url: 'https://cjenovnik.ba/de/a/b/c/1-x' });
    expect(otherMarketPayload(null, '/a/b/c/1-x', 'de')).toBeNull();
    // In the URL's normal form, the one the client's payload check accepts.
    expect(otherMarketPayload(part, '/a/b/c/1-čaša', 'en')?.url).toBe('https://cjenovnik.ba/en/a/b/c/1-%C4%8Da%C5%A1a');
  });
});

describe("the catalogue's buyable prices in the other country", () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cjenovnik-other-market-'));
    db = createFixtureCatalogue(join(dir, 'catalogue.db'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('effective prices of buyable offers only (a preorder counts), per product; a product with none buyable is listed with none', () => {
    const iphone = 2;
    recordOffer(
      db,
      {
        productId: iphone,
        shopId: 'tehno-ba',
        shopItemId: 'tehno-ba-iphone',
        priceMinor: 150000,
        currency: 'BAM',
        shippingMinor: 0,
        availability: 'out_of_stock',
        url: 'https://tehno-ba.example/p/2',
      },
      '2026-11-20T06:00:00.000Z',
    );
    const bosnia = readMarketPrices(db, 'BIH');
    // The Galaxy: Tehno BA in stock at 1,550.00 KM, Bosna Shop on preorder at 1,499.00 KM.
    expect(
      bosnia
        .get(1)
        ?.slice()
        .sort((a, b) => a.minor - b.minor),
    ).toEqual([bam(149900), bam(155000)]);
    expect(bosnia.get(iphone)).toEqual([]);
    // The Galaxy in Montenegro: Uvoz BA's offer is out of stock, so only the two euro offers.
    expect(
      readMarketPrices(db, 'MNE')
        .get(1)
        ?.slice()
        .sort((a, b) => a.minor - b.minor),
    ).toEqual([eur(76900), eur(79900)]);
    expect(readMarketPrices(db, 'MNE').has(4), 'the Nokia is sold in Bosnia only').toBe(false);
  });
});
