import { join } from 'node:path';
import { localePrefix, type Locale } from '../../src/i18n/locales.ts';

/** Where a language's error page is written in a site's folder: `<locale prefix>/404.html` (or `500.html`). */
export const errorPageFile = (locale: Locale, file: '404.html' | '500.html'): string => join(localePrefix(locale) || '/', file);
