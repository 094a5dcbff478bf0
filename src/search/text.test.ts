import { describe, expect, test } from 'vitest';
import { compactModel, foldSearchText, looksLikeModel, matchTerm, searchWords, withinOneEdit } from './text.ts';

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
    expect(searchWords('Samsung SM-S921B, 128 GB')).toEqual(['samsung', 'sm', 's921b', '128', 'gb']);
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

describe('typos', () => {
  test('one change, insertion, deletion or swap of neighbours', () => {
    expect(withinOneEdit('telefon', 'telefin')).toBe(true);
    expect(withinOneEdit('telefon', 'teleffon')).toBe(true);
    expect(withinOneEdit('telefon', 'telfon')).toBe(true);
    expect(withinOneEdit('telefon', 'tleefon')).toBe(true);
    expect(withinOneEdit('telefon', 'tlefin')).toBe(false);
  });

  test('are forgiven in words of 5 letters or more, also while typing', () => {
    expect(matchTerm('samsnug', 'samsung')).toBe('typo');
    expect(matchTerm('galxy', 'galaxy')).toBe('typo');
    expect(matchTerm('telefn', 'telefoni')).toBe('typo');
    expect(matchTerm('nkia', 'nokia')).toBeNull();
    expect(matchTerm('gal', 'galaxy')).toBe('prefix');
    expect(matchTerm('galaxy', 'galaxy')).toBe('exact');
  });

  test('are not forgiven in words with digits: those are model numbers and sizes', () => {
    expect(matchTerm('s921c', 's921b')).toBeNull();
    expect(matchTerm('rtx4090', 'rtx4080')).toBeNull();
    expect(matchTerm('s921', 's921b')).toBe('prefix');
  });
});
