import { load, type CheerioAPI } from 'cheerio';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ArticlePayload } from '../../pages/article/payload.ts';
import { loadSites, type Site } from '../../sites/index.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';

/** Honest discounts, freshness and how offers were matched on the fixture sites built by `scripts/fixture/build-fixture.ts`. */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const [MNE, BIH] = ['MNE', 'BIH'].map((country) => loadSites(process.env).find((site) => site.country === country) as Site) as [Site, Site];

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const IPHONE = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';

function page(site: Site, path: string): CheerioAPI {
  const name = join(DIST, site.domain, path, 'index.html');
  if (!existsSync(name)) throw new Error(`${name} is missing. Build the fixture first: npx tsx scripts/fixture/build-fixture.ts`);
  return load(readFileSync(name, 'utf8'));
}

function payload(site: Site, path: string): ArticlePayload {
  return JSON.parse(readFileSync(join(DIST, site.domain, path, '_payload.json'), 'utf8')) as ArticlePayload;
}

function offerRow($: CheerioAPI, shop: string) {
  const row = $('table.offers tbody tr').filter((_, tr) => $(tr).find('th > a').text() === shop);
  expect(row.length, shop).toBe(1);
  return row;
}

describe('honest discounts on the offers', () => {
  test("the iPhone's sale after a raise says what it claims and where it stands against the shop's 30-day low", () => {
    const row = offerRow(page(MNE, `/en${IPHONE}`), 'Tehno ME');
    expect(row.find('.discount').text()).toBe('Claimed −15%, +5% against its 30-day low');
    expect(row.find('.discount').hasClass('fake')).toBe(true);
  });

  test("the Galaxy's real drop at Tehno ME shows its honest figure only; an offer with no reduction shows none", () => {
    const $ = page(MNE, `/en${GALAXY}`);
    expect(offerRow($, 'Tehno ME').find('.discount').text()).toBe('−11% vs its 30-day low');
    expect(offerRow($, 'Tehno ME').find('.discount.fake')).toHaveLength(0);
    expect(offerRow($, 'Mega Market').find('.discount')).toHaveLength(0);
  });

  test('the notes are in the page language', () => {
    expect(offerRow(page(MNE, IPHONE), 'Tehno ME').find('.discount').text()).toBe(
      'Istaknuti popust −15%, a +5% u odnosu na najnižu cenu prodavnice u 30 dana pre sniženja',
    );
    expect(
      offerRow(page(MNE, `/de${GALAXY}`), 'Tehno ME')
        .find('.discount')
        .text(),
    ).toBe('−11 % gegenüber dem Tiefstpreis des Shops in den 30 Tagen vor der Preissenkung');
  });
});

describe('freshness and provenance on every offer', () => {
  test('the stale offer is listed last, though its total is the lowest, with a visible label', () => {
    const $ = page(BIH, `/en${NOKIA}`);
    const rows = $('table.offers tbody tr');
    expect(rows.map((_, row) => $(row).find('th > a').text()).get()).toEqual(['Tehno BA', 'Bosna Shop']);
    expect($(rows[0]).find('.total').text()).toBe(formatMoney({ minor: 10900, currency: 'BAM' }, 'en'));
    expect($(rows[1]).find('.total').text()).toBe(formatMoney({ minor: 10500, currency: 'BAM' }, 'en'));
    expect($(rows[0]).find('.stale-label')).toHaveLength(0);
    expect($(rows[1]).find('.stale-label').text()).toBe('Not confirmed for over 3 days');
  });

  test('each offer says when its feed confirmed it, as a date in the prerendered page, and how it was matched', () => {
    const $ = page(BIH, `/en${NOKIA}`);
    const checked = offerRow($, 'Bosna Shop').find('time.checked');
    expect(checked.attr('datetime')).toBe('2026-11-14T06:00:00.000Z');
    expect(checked.attr('title')).toBe('11/14/2026 06:00 UTC');
    expect(checked.text()).toBe('Checked 11/14/2026');
    expect(offerRow($, 'Bosna Shop').find('.matched-by').text()).toBe('Matched by EAN/GTIN');
    expect(offerRow($, 'Tehno BA').find('.matched-by').text()).toBe('Matched by hand');
    const ba = page(BIH, `/ba${NOKIA}`);
    expect(offerRow(ba, 'Bosna Shop').find('time.checked').text()).toBe('Provjereno 14.11.2026.');
    expect(offerRow(ba, 'Bosna Shop').find('.stale-label').text()).toBe('Nije potvrđeno duže od 3 dana');
  });

  test("an offer in its shop's latest feed says so in the prerendered page (the feed's time comes after hydration)", () => {
    const checked = (prefix: string) =>
      offerRow(page(BIH, `${prefix}${NOKIA}`), 'Tehno BA')
        .find('.checked')
        .text();
    expect(checked('/en')).toBe("In the shop's latest feed");
    expect(checked('/ba')).toBe('U posljednjem feedu trgovine');
  });

  test('an offer matched by model code names the code in the page language; no other offer carries evidence', () => {
    expect(
      offerRow(page(MNE, `/en${GALAXY}`), 'Mega Market')
        .find('.matched-by')
        .text(),
    ).toBe('Matched by model code SM-S921B');
    expect(offerRow(page(MNE, GALAXY), 'Mega Market').find('.matched-by').text()).toBe('Povezano po šifri modela SM-S921B');
    expect(
      offerRow(page(MNE, `/en${GALAXY}`), 'Tehno ME')
        .find('.matched-by')
        .text(),
    ).toBe('Matched by hand');
    const evidence = (site: Site, path: string) =>
      payload(site, path).offers.map((offer) => [offer.shop, offer.matchedBy, offer.matchEvidence]);
    expect(evidence(MNE, `/en${GALAXY}`)).toEqual([
      ['Mega Market', 'model-code', 'SM-S921B'],
      ['Tehno ME', 'curated', null],
      ['Uvoz BA', 'curated', null],
    ]);
    expect(evidence(BIH, `/en${GALAXY}`)).toEqual([
      ['Bosna Shop', 'curated', null],
      ['Tehno BA', 'curated', null],
    ]);
    expect(evidence(BIH, `/en${NOKIA}`)).toEqual([
      ['Tehno BA', 'curated', null],
      ['Bosna Shop', 'gtin', null],
    ]);
  });

  test('every offer row of every article says when it was checked, and its match', () => {
    for (const [site, path] of [
      [MNE, GALAXY],
      [MNE, `/tr${IPHONE}`],
      [BIH, `/ru${NOKIA}`],
    ] as const) {
      const $ = page(site, path);
      $('table.offers tbody tr').each((_, row) => {
        expect($(row).find('.checked').text(), path).not.toBe('');
        expect($(row).find('.matched-by').text(), path).not.toBe('');
      });
    }
  });
});

test('the lowest total with delivery stands beside the lowest price where they differ', () => {
  // The Galaxy: Mega Market's 769.00 plus 5.00 shipping is the lowest total; Tehno ME's 799.00 ships free.
  const galaxy = page(MNE, `/en${GALAXY}`);
  expect(galaxy('.lowest .price').text()).toBe('€769.00');
  expect(galaxy('.lowest-total').text()).toBe('Lowest total with delivery €774.00');
  // The Nokia: Tehno BA's 99.00 KM is the lowest price, but with its 10.00 KM shipping Bosna Shop's 105.00 KM
  // (free shipping) is what a shopper pays least delivered.
  expect(page(BIH, `/en${NOKIA}`)('.lowest-total').text()).toBe(
    `Lowest total with delivery ${formatMoney({ minor: 10500, currency: 'BAM' }, 'en')}`,
  );
  // The Lenovo's only offer ships free: the price is the total, said once.
  expect(page(MNE, '/en/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3')('.lowest-total')).toHaveLength(0);
});
