import { describe, expect, test } from 'vitest';
import { gtinCheckDigit } from '../catalogue/gtin.ts';
import { SAME } from './decide.ts';
import { decideSides } from './pairs.ts';
import type { OfferSide } from './profile.ts';

/** A GTIN with its correct check digit. */
const gtin = (body: string) => `${body}${gtinCheckDigit(body)}`;
const S24_GTIN = gtin('880609529998');

describe('a shared GTIN', () => {
  test.each<[string, OfferSide, RegExp]>([
    ['another brand in the title', { title: 'Xiaomi Redmi Note 13 8/256GB Midnight Black' }, /^conflict: brand samsung \/ xiaomi$/],
    ['another brand in the brand field', { title: 'Galaxy S24 8/256GB crna', brand: 'Xiaomi' }, /^conflict: brand samsung \/ xiaomi$/],
    ['another capacity', { title: 'Samsung Galaxy S24 8/512GB Onyx Black SM-S921B' }, /^conflict: capacity 256 GB \/ 512 GB$/],
    ['another model code', { title: 'Samsung Galaxy S24 8/256GB Onyx Black SM-S926B' }, /^conflict: model code SM-S921B \/ SM-S926B$/],
  ])('with %s is a different product, the conflict said as why', (_name, other, why) => {
    const decision = decideSides(
      { title: 'Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black SM-S921B', brand: 'Samsung', gtin: S24_GTIN },
      { ...other, gtin: S24_GTIN },
    );
    expect(decision).toMatchObject({ verdict: 'different', score: 0, evidence: null });
    expect(decision.why).toMatch(why);
  });

  test('with titles that agree is the same product, by GTIN, however the GTIN is spaced', () => {
    const decision = decideSides(
      { title: 'Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black AKCIJA', gtin: S24_GTIN },
      { title: 'Samsung Galaxy S24 256GB crna', gtin: ` ${S24_GTIN.slice(0, 7)}-${S24_GTIN.slice(7)} ` },
    );
    expect(decision).toEqual({ verdict: 'same', score: 1, why: `same GTIN ${S24_GTIN}`, evidence: { by: 'gtin', value: S24_GTIN } });
  });

  test('written as a UPC-12 on one side and a GTIN-13 on the other is one GTIN', () => {
    const upc = gtin('19425340816');
    const decision = decideSides(
      { title: 'Apple AirPods Pro 2 USB-C', gtin: upc },
      { title: 'Slušalice APPLE AirPods Pro (2nd generation) USB-C', gtin: `0${upc}` },
    );
    expect(decision).toMatchObject({ verdict: 'same', evidence: { by: 'gtin', value: `0${upc}` } });
  });

  test('that is not a valid GTIN proves nothing: identical titles stay unsure', () => {
    const side = { title: 'Samsung Galaxy S24 8/256GB Onyx Black', gtin: '8806095299980' };
    expect(decideSides(side, side)).toMatchObject({ verdict: 'unsure', evidence: { by: 'title' } });
  });

  test('two valid GTINs that differ leave a shared model code unsure, and say so', () => {
    const decision = decideSides(
      { title: 'Samsung Galaxy S24 8/256GB SM-S921B', gtin: S24_GTIN },
      { title: 'Samsung Galaxy S24 8/256GB crna SM-S921B', gtin: gtin('880609529997') },
    );
    expect(decision.verdict).toBe('unsure');
    expect(decision.why).toMatch(/the GTINs differ$/);
  });
});

describe('title similarity alone', () => {
  test.each([
    'Samsung Galaxy S24 8/256GB Onyx Black',
    'Logitech bežični miš Pebble grafit',
    'Televizor LG 55" OLED evo C4',
    'Apple iPhone 15 128GB crna',
  ])('two identical titles "%s" without a model code are at most unsure', (title) => {
    const decision = decideSides({ title }, { title });
    expect(decision.verdict).toBe('unsure');
    expect(decision.score).toBeLessThan(SAME);
    expect(decision.why).toMatch(/^no shared model code; 100% of the title's words$/);
  });

  test('glued and spaced model numbers without a code are still only unsure', () => {
    expect(decideSides({ title: 'Apple iPhone15 128GB Black' }, { title: 'Apple iPhone 15 128GB crna' }).verdict).toBe('unsure');
  });
});

describe('a shared model code', () => {
  test('with the other words in agreement is the same product, the code as evidence', () => {
    const decision = decideSides(
      { title: 'Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black SM-S921B AKCIJA' },
      { title: 'Samsung Galaxy S24 8GB/256GB crna SM-S921B' },
    );
    expect(decision).toMatchObject({ verdict: 'same', evidence: { by: 'model-code', value: 'SM-S921B' } });
    expect(decision.why).toMatch(/^model code SM-S921B \(exact\)/);
  });

  test("in the MPN field as a part number matches the title's code by its stem", () => {
    const decision = decideSides(
      { title: 'Samsung Galaxy S24 8/256GB Onyx Black', brand: 'Samsung', mpn: 'SM-S921BZKDEUE' },
      { title: 'Mobilni telefon SAMSUNG Galaxy S24 8/256GB crna SM-S921B AKCIJA' },
    );
    expect(decision).toMatchObject({ verdict: 'same', evidence: { by: 'model-code', value: 'SM-S921BZKDEUE' } });
    expect(decision.why).toMatch(/^model code SM-S921BZKDEUE ~ SM-S921B \(stem\)/);
  });

  test('a glued iPhone15 beside a shared part number is the same iPhone 15', () => {
    const decision = decideSides({ title: 'Apple iPhone15 128GB Black MTP03' }, { title: 'Apple iPhone 15 128GB crna MTP03' });
    expect(decision).toMatchObject({ verdict: 'same', evidence: { value: 'MTP03' } });
  });
});

describe('Cyrillic titles', () => {
  test.each([
    ['Мобилни телефон Samsung Galaxy S24 8/256GB црна SM-S921B', 'Samsung Galaxy S24 8/256GB Onyx Black SM-S921B'],
    ['Мобилни телефон Самсунг Галакси С24 8/256GB црна SM-S921B', 'Samsung Galaxy S24 8/256GB Onyx Black SM-S921B'],
    ['Слушалице Sony WH-1000XM5 црне', 'Sony WH-1000XM5 bežične slušalice Black'],
  ])('"%s" is its Latin twin "%s" when they share a code', (cyrillic, latin) => {
    expect(decideSides({ title: cyrillic }, { title: latin }).verdict).toBe('same');
  });

  test('a Cyrillic title without a code is not matched to its Latin twin automatically', () => {
    const decision = decideSides(
      { title: 'Мобилни телефон Самсунг Галакси С24 8/256GB црна' },
      { title: 'Samsung Galaxy S24 8/256GB Onyx Black' },
    );
    expect(decision.verdict).not.toBe('same');
  });
});
