import { describe, expect, test } from 'vitest';
import { compactModel, foldSearchText, looksLikeModel, searchWords, wordParts } from './text.ts';

describe('folding', () => {
  test('drops diacritics and spells đ as dj', () => {
    expect(foldSearchText('Čačak Ćuprija Šabac Žabljak Đakovica')).toBe('cacak cuprija sabac zabljak djakovica');
  });

  test('reads Serbian and Russian Cyrillic as Latin', () => {
    expect(foldSearchText('Телефон')).toBe('telefon');
    expect(foldSearchText('Ђорђевић Љубовија Њива Џак')).toBe('djordjevic ljubovija njiva dzak');
    expect(foldSearchText('Мобильные телефоны')).toBe('mobilnye telefony');
  });

  test('splits words at anything but letters and digits', () => {
    expect(searchWords('Samsung SM-S921B, 128 GB')).toEqual(['samsung', 'sm', 's921b', '128gb']);
  });
});

describe('model numbers', () => {
  test('with dashes, spaces or neither are one compact form', () => {
    expect(new Set(['SM-S921B', 'sm s921b', 'SMS921B', 'sm-s 921b'].map(compactModel))).toEqual(new Set(['sms921b']));
  });

  test('look like a model when letters and digits make 4 or more', () => {
    expect(looksLikeModel('sms921b')).toBe(true);
    expect(looksLikeModel('s24')).toBe(false);
    expect(looksLikeModel('samsung')).toBe(false);
    expect(looksLikeModel('3310')).toBe(false);
  });
});

describe('sizes', () => {
  test('a number and its unit are one word in one form, together, apart or spelled out', () => {
    for (const text of ['1TB', '1 TB', '1 tb', '1 ТБ', '1 terabajt']) expect(searchWords(text), text).toEqual(['1tb']);
    for (const text of ['65"', '65″', "65''", '65 inch', '65 inča', '65 дюймов', '65 Zoll'])
      expect(searchWords(text), text).toEqual(['65inch']);
    expect(searchWords('144Hz 144 Hz 144 Гц')).toEqual(['144hz', '144hz', '144hz']);
    expect(searchWords('punjač 65 W, 65W')).toEqual(['punjac', '65w', '65w']);
    expect(searchWords('16GB RAM / 512 GB SSD')).toEqual(['16gb', 'ram', '512gb', 'ssd']);
  });

  test('a unit word not after a number stays a word', () => {
    expect(searchWords('GB W inch')).toEqual(['gb', 'w', 'inch']);
  });
});

describe('letters and digits run together', () => {
  test('are parts of a word: letters and digits apart', () => {
    expect(wordParts('rtx4090')).toEqual(['rtx', '4090']);
    expect(wordParts('wh1000xm5')).toEqual(['wh', '1000', 'xm', '5']);
    expect(wordParts('iphone')).toEqual(['iphone']);
  });

  test('but a size stays whole', () => {
    expect(wordParts('16gb')).toEqual(['16gb']);
    expect(wordParts('65inch')).toEqual(['65inch']);
  });
});
