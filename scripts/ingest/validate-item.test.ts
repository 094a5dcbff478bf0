import { expect, test } from 'vitest';
import type { RawItem } from './raw-item.ts';
import { validateItem } from './validate-item.ts';

const AT = '2026-11-15T00:00:00.000Z';
const raw = (fields: RawItem['fields'], shipping: RawItem['shipping'] = []): RawItem => ({
  itemNumber: 1,
  line: 2,
  fields: { id: 'A-1', title: 'Phone', link: 'https://shop.example/a', price: '100.00 EUR', availability: 'in_stock', ...fields },
  additionalImages: [],
  shipping,
});
const check = (item: RawItem, country: 'MNE' | 'BIH' = 'MNE') => validateItem(item, { country, at: AT });

test('regional availability words are understood', () => {
  for (const [word, expected] of [
    ['in stock', 'in_stock'],
    ['Na stanju', 'in_stock'],
    ['out of stock', 'out_of_stock'],
    ['pre-order', 'preorder'],
    ['po narudžbi', 'backorder'],
  ]) {
    expect(check(raw({ availability: word }))).toMatchObject({ ok: true, item: { availability: expected } });
  }
  expect(check(raw({ availability: 'maybe' }))).toMatchObject({ ok: false, reason: 'bad availability' });
});

test('a sale price applies only inside its effective dates', () => {
  const sale = { sale_price: '90.00 EUR' };
  expect(check(raw(sale))).toMatchObject({ ok: true, item: { salePrice: { minor: 9000 } } });
  expect(check(raw({ ...sale, sale_price_effective_date: '2026-11-01T00:00Z/2026-11-30T23:59Z' }))).toMatchObject({
    item: { salePrice: { minor: 9000 } },
  });
  expect(check(raw({ ...sale, sale_price_effective_date: '2026-12-01T00:00Z/2026-12-31T23:59Z' }))).toMatchObject({
    item: { salePrice: null },
  });
  expect(check(raw({ sale_price: '120.00 EUR' }))).toMatchObject({ item: { salePrice: null } });
});

test("shipping is the rule for the shop's country", () => {
  const rules = [
    { country: 'BA', price: '9.90 EUR' },
    { country: 'ME', price: '4.90 EUR' },
  ];
  expect(check(raw({}, rules))).toMatchObject({ item: { shipping: { minor: 490, currency: 'EUR' } } });
  expect(check(raw({}, rules), 'BIH')).toMatchObject({ item: { shipping: { minor: 990 } } });
  expect(check(raw({}, [{ country: 'HR', price: '3 EUR' }]))).toMatchObject({ item: { shipping: null } });
  expect(check(raw({}, [{ price: '5 BAM' }]))).toMatchObject({ ok: false, reason: 'bad price' });
});

test('GTINs are checked and normalised; links must be http(s); lengths are bounded; text is cleaned', () => {
  expect(check(raw({ gtin: '0 8806095299587' }))).toMatchObject({ ok: true, item: { gtin: '8806095299587' } });
  expect(check(raw({ gtin: '012345678905' }))).toMatchObject({ ok: true, item: { gtin: '0012345678905' } });
  // A GTIN with a wrong check digit is left out, and the item lands to be matched otherwise.
  expect(check(raw({ gtin: '8806095299588' }))).toMatchObject({
    ok: true,
    item: { gtin: null },
    dropped: expect.stringContaining('check digit'),
  });
  expect(check(raw({ link: 'data:text/html,<script>alert(1)</script>' }))).toMatchObject({ ok: false, reason: 'bad link' });
  expect(check(raw({ image_link: 'vbscript:msgbox' }))).toMatchObject({ ok: false, reason: 'bad link' });
  expect(check(raw({ title: 'x'.repeat(151) }))).toMatchObject({
    ok: false,
    reason: 'too long',
    detail: 'title has 151 characters (at most 150)',
  });
  expect(check(raw({ title: ' <b>Phone</b>\u0007\n  X ' }))).toMatchObject({ item: { title: '<b>Phone</b> X' } });
  expect(check(raw({ title: '   ' }))).toMatchObject({ ok: false, reason: 'missing field', detail: 'title is missing' });
});

test('C0, C1 and bidi controls are stripped from stored text, as from printed text; CR, tab and newline fold to spaces', () => {
  const checked = check(
    raw({
      id: 'A\u009b2J-1',
      title: 'Phone\u202e\u2066gpj.exe\u2069\u200f\u061c \u0085X\u0007\u000bY\rZ\tW',
      brand: '\u202dAcme\u0090',
    }),
  );
  expect(checked).toMatchObject({ ok: true, item: { shopItemId: 'A2J-1', title: 'Phonegpj.exe XY Z W', brand: 'Acme' } });
});

test('feed values quoted in a rejection are one line and cut short', () => {
  const availability = check(raw({ availability: `maybe${'e'.repeat(100_000)}` }));
  expect(availability).toMatchObject({ ok: false, reason: 'bad availability' });
  expect((availability as { detail: string }).detail).toMatch(/^availability "maybe(e{35})…" is not in_stock/);
  const link = check(raw({ link: `ftp://${'l'.repeat(1000)}` }));
  expect((link as { detail: string }).detail).toBe(`link "ftp://${'l'.repeat(34)}…" is not an http(s) URL`);
  const shipping = check(raw({}, [{ country: 'ME', price: '5\nfake line\u202e' }]));
  expect((shipping as { detail: string }).detail).toBe('shipping: price "5 fake line" is not a number with a currency');
});
