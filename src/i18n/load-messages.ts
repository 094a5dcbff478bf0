import type { i18n as I18n } from 'i18next';
import type { Locale } from './locales.ts';

// One chunk per locale file, fetched on demand (issue 4, design.md section 6).
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');

/** Loads a locale's messages once; a failure is logged and the locale shows keys. */
export async function loadMessages(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = files[`../../locales/${locale}.json`];
  try {
    if (!load) throw new Error('no such file');
    const messages = await load();
    i18n.addResourceBundle(locale, 'translation', messages.default, true, true);
  } catch (error) {
    console.error(`Could not load messages for locale ${locale}:`, error);
    i18n.addResourceBundle(locale, 'translation', {}, true, true);
  }
}
