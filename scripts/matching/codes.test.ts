import { describe, expect, test } from 'vitest';
import { modelCodes, sharedCode } from './codes.ts';
import { profileOf, titleText } from './profile.ts';
import { BRANDS } from './vocabulary.ts';

/** The model codes the matcher reads from a title (and MPN field), as folded values. */
const codesOf = (title: string, mpn: string | null = null, known: string[] = []) => modelCodes(titleText(title), mpn, new Set(known));

/** How the codes of two offers agree ('exact', 'suffix', 'stem'), or null when they name two models. */
const agreement = (left: { title: string; mpn?: string }, right: { title: string; mpn?: string }) =>
  sharedCode(codesOf(left.title, left.mpn ?? null), codesOf(right.title, right.mpn ?? null))?.agreement ?? null;

describe('one model written several ways', () => {
  test.each([
    ['Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black SM-S921B AKCIJA', 'Samsung Galaxy S24 sms921b crna', 'exact'],
    ['Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black SM-S921B AKCIJA', 'Samsung S921B 256GB Black', 'exact'],
    ['Samsung Galaxy S24 sms921b crna', 'Samsung S921B 256GB Black', 'suffix'],
  ])('Samsung: "%s" and "%s" share the model code (%s)', (left, right, how) => {
    expect(agreement({ title: left }, { title: right })).toBe(how);
  });

  test.each([
    ['Procesor Intel Core i5-14600KF 3.5GHz LGA1700 BOX', 'Intel 14600KF BOX'],
    ['Procesor Intel Core i5-14600KF 3.5GHz LGA1700 BOX', 'INTEL CORE I5 14600KF 5.3GHz TRAY'],
    ['Intel 14600KF BOX', 'INTEL CORE I5 14600KF 5.3GHz TRAY'],
  ])('Intel: "%s" and "%s" share the model code exactly', (left, right) => {
    expect(agreement({ title: left }, { title: right })).toBe('exact');
  });

  test('14600K and 14600KF are two processors, not one code and its variant', () => {
    expect(agreement({ title: 'Procesor Intel Core i5-14600K BOX' }, { title: 'Procesor Intel Core i5-14600KF BOX' })).toBeNull();
  });
});

describe('part numbers in the MPN field', () => {
  test('SM-S921BZKDEUE in the MPN field has the title code SM-S921B as its stem', () => {
    const mpnSide = { title: 'Samsung Galaxy S24 8/256GB Onyx Black', mpn: 'SM-S921BZKDEUE' };
    const shared = sharedCode(codesOf(mpnSide.title, mpnSide.mpn), codesOf('Mobilni telefon SAMSUNG Galaxy S24 SM-S921B AKCIJA'));
    expect(shared).toMatchObject({
      agreement: 'stem',
      left: { value: 'sms921bzkdeue', fromMpn: true, shown: 'SM-S921BZKDEUE' },
      right: { value: 'sms921b', shown: 'SM-S921B' },
    });
  });

  test("a part number does not take another model's code as its stem", () => {
    const mpnSide = { title: 'Samsung Galaxy S24 8/256GB Onyx Black', mpn: 'SM-S921BZKDEUE' };
    expect(agreement(mpnSide, { title: 'Samsung Galaxy S24+ 12/256GB SM-S926B' })).toBeNull();
  });

  test('a two-letter variant suffix is a stem in the MPN field, but a title needs three letters more', () => {
    const tv = { title: 'Televizor Samsung QE55Q80D 55" QLED' };
    expect(agreement({ title: 'Samsung 55" QLED Smart TV', mpn: 'QE55Q80DAT' }, tv)).toBe('stem');
    expect(agreement({ title: 'Samsung 55" QLED Smart TV QE55Q80DAT' }, tv)).toBeNull();
  });
});

describe('spec words', () => {
  test.each([
    ['Kingston FURY Beast 32GB DDR5 6000MHz', 'DDR5'],
    ['Matična ploča Gigabyte LGA1700 DDR5', 'LGA1700'],
    ['Ruter TP-Link Archer AX3000 Wi-Fi 6', 'AX3000'],
    ['Samsung Galaxy A55 5G 8/256GB', '5G'],
    ['Televizor LG 55" 4K UHD Smart TV', '4K'],
  ])('"%s" has no model code: %s is a spec', (title) => {
    expect(codesOf(title)).toEqual([]);
  });

  test('spec words beside a real code leave only the code', () => {
    const values = codesOf('Procesor Intel Core i5-14600KF LGA1700 DDR5 5G 4K AX3000').map((code) => code.value);
    expect(values).toEqual(['i514600kf', '14600kf']);
  });
});

describe('words with a number glued on', () => {
  const vocabulary = { brands: BRANDS, words: new Set(['apple', 'iphone']) };

  test('iPhone15 is the word iphone and the model number 15 when the vocabulary knows iphone', () => {
    const profile = profileOf({ title: 'Apple iPhone15 128GB crna' }, vocabulary);
    expect(profile.codes).toEqual([]);
    expect([...profile.numbers]).toEqual(['15']);
    expect(profile.words.has('iphone')).toBe(true);
  });

  test('iPhone15 is a code when no title writes iphone alone', () => {
    expect(codesOf('Apple iPhone15 128GB crna').map((code) => code.value)).toEqual(['iphone15']);
  });

  test('MGGA4 stays a part number beside a known word', () => {
    const profile = profileOf({ title: 'Apple iPhone15 128GB MGGA4' }, vocabulary);
    expect(profile.codes.map((code) => code.value)).toEqual(['mgga4']);
    expect([...profile.numbers]).toEqual(['15']);
  });
});
