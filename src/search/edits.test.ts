import { describe, expect, test } from 'vitest';
import { allowedEdits, editDistance, matchTerm } from './edits.ts';

describe('edit distance', () => {
  test('counts a change, an insertion, a deletion or a swap of neighbours as one edit', () => {
    expect(editDistance('telefon', 'telefin', 2)).toBe(1);
    expect(editDistance('telefon', 'teleffon', 2)).toBe(1);
    expect(editDistance('telefon', 'telfon', 2)).toBe(1);
    expect(editDistance('telefon', 'tleefon', 2)).toBe(1);
    expect(editDistance('telefon', 'tlefin', 2)).toBe(2);
    expect(editDistance('telefon', 'tablet', 2)).toBe(3);
  });
});

describe('typos allowed by length, as Lucene AUTO', () => {
  test('none up to two letters, one up to five, two beyond', () => {
    expect(['tv', 'lg', 'ram', 'sony', 'nokia', 'lenovo', 'televizor'].map(allowedEdits)).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });

  test('none in a word with a digit: those are model numbers and sizes', () => {
    expect(allowedEdits('rtx4090')).toBe(0);
    expect(matchTerm('s921c', 's921b')).toBeNull();
    expect(matchTerm('rtx4090', 'rtx4080')).toBeNull();
    expect(matchTerm('s921', 's921b')).toBe('prefix');
  });

  test('a long word forgives two typos, one missing letter anywhere in it among them', () => {
    expect(matchTerm('televzor', 'televizor')).toBe('typo');
    expect(matchTerm('mikrotalasn', 'mikrotalasna')).toBe('prefix');
    expect(matchTerm('mikrotlasna', 'mikrotalasna')).toBe('typo');
    expect(matchTerm('mikortalsna', 'mikrotalasna')).toBe('typos');
    expect(matchTerm('playstaton', 'playstation')).toBe('typo');
    expect(matchTerm('plejstation', 'playstation')).toBe('typos');
    expect(matchTerm('samsnug', 'samsung')).toBe('typo');
  });

  test('while typing, against the start of a longer term', () => {
    expect(matchTerm('telefn', 'telefoni')).toBe('typo');
    expect(matchTerm('galxy', 'galaxy')).toBe('typo');
    expect(matchTerm('slusalce', 'slusalice')).toBe('typo');
  });

  test('words of three and four letters forgive one typo against whole terms only', () => {
    expect(matchTerm('nkia', 'nokia')).toBe('typo');
    expect(matchTerm('aple', 'apple')).toBe('typo');
    expect(matchTerm('sny', 'sony')).toBe('typo');
    // As a prefix one edit of `sny` would start snap, snow, sun ...
    expect(matchTerm('sny', 'snapdragon')).toBeNull();
    expect(matchTerm('aple', 'applecare')).toBeNull();
    expect(matchTerm('nkia', 'nikon')).toBeNull();
  });

  test('no typo in words of two letters', () => {
    expect(matchTerm('tb', 'tv')).toBeNull();
    expect(matchTerm('gal', 'galaxy')).toBe('prefix');
    expect(matchTerm('galaxy', 'galaxy')).toBe('exact');
  });
});
