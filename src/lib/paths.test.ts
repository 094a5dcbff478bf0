import { describe, expect, test } from 'vitest';
import { foldText, localizedHref, payloadUrl } from './paths.ts';

describe('localizedHref', () => {
  test('sr (the default) has no prefix and keeps lang', () => {
    expect(localizedHref('/', 'sr')).toBe('/?lang=sr');
    expect(localizedHref('/racunari/laptopovi', 'sr')).toBe('/racunari/laptopovi?lang=sr');
  });

  test('other locales are prefixed; a home link ends in a slash', () => {
    expect(localizedHref('/', 'en')).toBe('/en/?lang=en');
    expect(localizedHref('/', 'me')).toBe('/me/?lang=me');
    expect(localizedHref('/racunari', 'de')).toBe('/de/racunari?lang=de');
    expect(localizedHref('/search', 'tr')).toBe('/tr/search?lang=tr');
  });

  test('keeps other query parameters, encoded, with lang last', () => {
    expect(localizedHref('/search', 'ru', { q: 'čokolada & kafa' })).toBe('/ru/search?q=%C4%8Dokolada+%26+kafa&lang=ru');
  });

  test('the page language wins over a lang given in the query', () => {
    expect(localizedHref('/racunari', 'ba', { lang: 'en' })).toBe('/ba/racunari?lang=ba');
  });
});

describe('payloadUrl', () => {
  test('puts _payload.json inside the page folder', () => {
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/en/')).toBe('/en/_payload.json');
    expect(payloadUrl('/en')).toBe('/en/_payload.json');
    expect(payloadUrl('/racunari/prenosni/laptopovi/5-lenovo')).toBe('/racunari/prenosni/laptopovi/5-lenovo/_payload.json');
    expect(payloadUrl('/de/racunari//')).toBe('/de/racunari/_payload.json');
  });
});

describe('foldText', () => {
  test('folds č ć š ž to their base letters and đ to dj, in both cases', () => {
    expect(foldText('Čokolada ćevapi Šljiva žito')).toBe('cokolada cevapi sljiva zito');
    expect(foldText('ČĆŠŽ')).toBe('ccsz');
    expect(foldText('Đorđe')).toBe('djordje');
  });

  test('a folded query finds a folded name', () => {
    expect(foldText('Računari i Televizori').includes(foldText('RACUNARI'))).toBe(true);
    expect(foldText('Lenovo IdeaPad')).toBe('lenovo ideapad');
  });

  test('folds names written with combining marks like precomposed ones', () => {
    expect(foldText('C\u030cevapi')).toBe(foldText('Čevapi'));
  });
});
