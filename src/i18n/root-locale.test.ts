import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { resolveRootLocale, rootRedirectScript } from './root-locale.ts';

const resolve = (input: Partial<Parameters<typeof resolveRootLocale>[0]>) =>
  resolveRootLocale({ cookie: '', search: '', languages: [], siteDefault: 'me', ...input });

test('the order: locale cookie, lang query, browser languages on a first visit, site default', () => {
  expect(resolve({ cookie: 'locale=de', search: '?lang=ru', languages: ['en'] })).toBe('de');
  expect(resolve({ cookie: 'locale=xx', search: '?lang=ru', languages: ['en'] })).toBe('ru');
  expect(resolve({ search: '?lang=xx', languages: ['en-US', 'de'] })).toBe('en');
  expect(resolve({ languages: ['hr-HR', 'sl'] })).toBe('me');
  expect(resolve({ languages: ['hr-HR'], siteDefault: 'ba' })).toBe('ba');
});

test('browser languages count only before the first redirect', () => {
  expect(resolve({ cookie: 'i18n_redirected=me', languages: ['en'] })).toBe('me');
  expect(resolve({ cookie: 'i18n_redirected=me; locale=tr', languages: ['en'] })).toBe('tr');
});

test('a malformed cookie set by anyone on the domain does not stop the choice', () => {
  expect(resolve({ cookie: 'tracker=50%; locale=de', languages: ['en'] })).toBe('de');
  expect(resolve({ cookie: 'locale=de; tracker=%E0%A4%A', languages: ['en'] })).toBe('de');
  expect(resolve({ cookie: 'tracker=50%', languages: ['en'] })).toBe('en');
  expect(resolve({ cookie: 'locale=%E0%A4%A; i18n_redirected=%', search: '?lang=ru' })).toBe('ru');
  expect(resolve({ cookie: 'locale=%64e' })).toBe('de');
});

test('browser tags map to the route keys: Montenegrin and Bosnian included', () => {
  expect(resolve({ languages: ['sr-Latn-ME'] })).toBe('me');
  expect(resolve({ languages: ['cnr'] })).toBe('me');
  expect(resolve({ languages: ['bs-BA'] })).toBe('ba');
  expect(resolve({ languages: ['sr-RS'], siteDefault: 'ba' })).toBe('sr');
  // `ba` as a browser tag is Bashkir, not Bosnian.
  expect(resolve({ languages: ['ba'], siteDefault: 'me' })).toBe('me');
});

test('the inlined script redirects and remembers, with no imports of its own', () => {
  const run = (cookie: string, languages: string[]) => {
    const context = {
      document: { cookie },
      location: {
        search: '',
        replace(url: string) {
          context.redirected = url;
        },
      },
      navigator: { languages },
      redirected: '',
      URLSearchParams,
    };
    runInNewContext(rootRedirectScript('ba'), context);
    return context;
  };
  expect(run('', ['de-DE'])).toMatchObject({
    redirected: '/de/?lang=de',
    document: { cookie: 'i18n_redirected=de; max-age=31536000; path=/; SameSite=Lax' },
  });
  expect(run('', ['sr'])).toMatchObject({ redirected: '' });
  expect(run('tracker=50%', ['de-DE'])).toMatchObject({ redirected: '/de/?lang=de' });
});
