import { describe, expect, test } from 'vitest';
import { foldText, localizedHref, payloadUrl, sameOriginUrl, splitLocale } from './paths.ts';

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
  const origin = 'https://cjenovnik.me';
  const payloadHref = (pathname: string) => payloadUrl(pathname, origin)?.href;

  test('puts _payload.json inside the page folder, on our origin', () => {
    expect(payloadHref('/')).toBe(`${origin}/_payload.json`);
    expect(payloadHref('/en/')).toBe(`${origin}/en/_payload.json`);
    expect(payloadHref('/en')).toBe(`${origin}/en/_payload.json`);
    expect(payloadHref('/racunari/prenosni/laptopovi/5-lenovo')).toBe(`${origin}/racunari/prenosni/laptopovi/5-lenovo/_payload.json`);
    expect(payloadHref('/de/racunari//')).toBe(`${origin}/de/racunari/_payload.json`);
  });

  test('a path that looks like another host stays a path on our origin', () => {
    expect(payloadHref('//evil.example/')).toBe(`${origin}/evil.example/_payload.json`);
    expect(payloadHref('///evil.example')).toBe(`${origin}/evil.example/_payload.json`);
    expect(payloadHref('/\\evil.example/')).toBe(`${origin}/evil.example/_payload.json`);
    expect(payloadHref('\\/evil.example/')).toBe(`${origin}/evil.example/_payload.json`);
  });

  test('what the browser would still read as another host is refused', () => {
    expect(payloadUrl('\x01//evil.example/', origin)).toBeNull();
    expect(payloadUrl('/\t/evil.example/', origin)).toBeNull();
    expect(payloadUrl('https://evil.example/', origin)).toBeNull();
  });
});

describe('sameOriginUrl', () => {
  const origin = 'http://127.0.0.1:4301';

  test('a path on our origin, with its query', () => {
    expect(sameOriginUrl('/en/telefoni?lang=en', origin)?.href).toBe(`${origin}/en/telefoni?lang=en`);
    expect(sameOriginUrl('//evil.example/?lang=sr', origin)?.href).toBe(`${origin}/evil.example/?lang=sr`);
  });

  test('null for anything the browser would load from elsewhere', () => {
    for (const path of ['https://evil.example/', '\x1f//evil.example/', ' //evil.example/', '/\n/evil.example/', 'javascript:alert(1)']) {
      expect(sameOriginUrl(path, origin), JSON.stringify(path)).toBeNull();
    }
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

describe('splitLocale', () => {
  test('a prefixed path is its locale and the path without the prefix; an unprefixed one is sr', () => {
    expect(splitLocale('/en/telefoni/feed.xml')).toEqual({ locale: 'en', path: '/telefoni/feed.xml' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/telefoni')).toEqual({ locale: 'sr', path: '/telefoni' });
    // A word that starts like a locale is not one.
    expect(splitLocale('/meni')).toEqual({ locale: 'sr', path: '/meni' });
    expect(splitLocale('/')).toEqual({ locale: 'sr', path: '/' });
  });
});
