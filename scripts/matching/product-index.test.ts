import { describe, expect, test } from 'vitest';
import type { ProductKeys, ProductVariant } from '../catalogue/product-keys.ts';
import { ProductIndex } from './product-index.ts';
import { profileOf } from './profile.ts';

const product = (id: number, brand: string, name: string, mpn: string | null = null, family: number | null = null): ProductKeys => ({
  id,
  gtin: null,
  brand,
  mpn,
  name,
  family_id: family,
});

const PRODUCTS = [
  product(1, 'Samsung', 'Samsung Galaxy S24 8/256GB Onyx Black SM-S921B'),
  product(2, 'Samsung', 'Samsung Galaxy S24 Ultra 12/256GB Titanium Gray', 'SM-S928BZTHEUE'),
  product(3, 'Intel', 'Intel Core i5-14600KF'),
  product(4, 'Sony', 'Sony WH-1000XM5 Black'),
  product(5, 'Samsung', 'Samsung Galaxy S24+ 12/256GB S926B'),
  product(6, 'Samsung', 'Samsung QE55Q80D 55" QLED 4K Smart TV'),
  product(10, 'Apple', 'Apple iPhone 15 Pro 128GB Natural Titanium', null, 7),
  product(11, 'Apple', 'Apple iPhone 15 Pro 128GB Desert Titanium', null, 7),
  product(12, 'Apple', 'Apple iPhone 15 Pro 128GB Blue Titanium', null, 7),
  product(20, 'Genesis', 'Genesis Nitro 550 G2 gaming stolica Black', null, 8),
  product(21, 'Genesis', 'Genesis Nitro 550 G2 gaming stolica Black/Red', null, 8),
];
const VARIANTS: ProductVariant[] = [
  { product_id: 10, axis: 'colour', value: 'Natural Titanium' },
  { product_id: 11, axis: 'colour', value: 'Desert Titanium' },
  { product_id: 12, axis: 'colour', value: 'Blue Titanium' },
  { product_id: 20, axis: 'colour', value: 'Black' },
  { product_id: 21, axis: 'colour', value: 'Black/Red' },
];
const index = new ProductIndex(PRODUCTS, VARIANTS);

/** A shop item read with the catalogue's vocabulary, as the ingest reads it. */
const item = (title: string, mpn: string | null = null) => profileOf({ title, mpn }, index.vocabulary);
const found = (title: string, mpn: string | null = null) => [...index.byCode(item(title, mpn).codes)].sort((a, b) => a - b);

describe('ProductIndex.byCode', () => {
  test('finds a product by its exact model code, and not its siblings', () => {
    expect(found('Mobilni telefon SAMSUNG Galaxy S24 8/256GB crna SM-S921B AKCIJA')).toEqual([1]);
  });

  test('finds a product by the end of its code (S921B for SM-S921B, 55Q80D for QE55Q80D)', () => {
    expect(found('Samsung Galaxy S24 S921B 256GB Black')).toEqual([1]);
    expect(found('Televizor Samsung 55Q80D 139 cm')).toEqual([6]);
  });

  test("finds a product by the end of the item's code (S926B in the catalogue, SM-S926B in the feed)", () => {
    expect(found('Samsung Galaxy S24 Plus SM-S926B crna')).toEqual([5]);
  });

  test("finds a product by the stem of the item's MPN part number", () => {
    expect(found('Samsung Galaxy S24 8/256GB Onyx Black', 'SM-S921BZKDEUE')).toEqual([1]);
  });

  test("finds a product whose MPN part number starts with the item's model code", () => {
    expect(found('Samsung Galaxy S24 Ultra SM-S928B 12/256GB')).toEqual([2]);
  });

  test('finds a processor by the code a shop writes apart from its line (I5 14600KF)', () => {
    expect(found('INTEL CORE I5 14600KF 5.3GHz TRAY')).toEqual([3]);
  });

  test("finds a processor whose code ends the boxed part number in the item's MPN field (BX8071514600KF)", () => {
    expect(found('Procesor Intel Core i5 BOX', 'BX8071514600KF')).toEqual([3]);
  });

  test('finds headphones whose code the shop writes without its hyphen', () => {
    expect(found('Slušalice Sony WH1000XM5 bežične')).toEqual([4]);
  });

  test('finds nothing for the previous model of a series, or a title without a code', () => {
    expect(found('Sony WH-1000XM4 Black')).toEqual([]);
    expect(found('Samsung Galaxy S24 8/256GB Onyx Black')).toEqual([]);
  });
});

describe('ProductIndex.familyConflict', () => {
  test('refuses the Natural Titanium member for a title naming Desert Titanium', () => {
    expect(index.familyConflict(item('Apple iPhone 15 Pro 128GB Desert Titanium'), 10)).toMatch(/another variant: colour desert titanium/);
  });

  test('accepts the Desert Titanium member for a title naming its own value', () => {
    expect(index.familyConflict(item('Mobilni telefon Apple iPhone 15 Pro 128GB Desert Titanium'), 11)).toBeNull();
  });

  test('refuses the Black member for a title naming Black/Red, yet accepts the Black/Red member whose value holds Black', () => {
    const title = item('Gaming stolica GENESIS Nitro 550 G2 Black/Red');
    expect(index.familyConflict(title, 20)).toMatch(/another variant: colour black red/);
    expect(index.familyConflict(title, 21)).toBeNull();
  });

  test('accepts any member for a title that names no full variant value', () => {
    const title = item('Apple iPhone 15 Pro 128GB Titanium');
    expect([10, 11, 12].map((id) => index.familyConflict(title, id))).toEqual([null, null, null]);
  });

  test('has nothing to say of a product outside any family', () => {
    expect(index.familyConflict(item('Samsung Galaxy S24 8/256GB Desert Titanium SM-S921B'), 1)).toBeNull();
  });
});
