import type { i18n as I18n } from 'i18next';
import { languageTag, type Locale } from './locales.ts';

// One chunk per locale file, fetched on demand.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');

/**
 * Loads a locale's messages once. When the file cannot be fetched, `onChunkError` may take
 * over (a full page load after a new deployment); otherwise the failure is logged and the
 * locale shows keys.
 */
export async function loadMessages(
  i18n: I18n,
  locale: Locale,
  onChunkError: () => Promise<boolean> = () => Promise.resolve(false),
): Promise<void> {
  const language = languageTag(locale);
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = files[`../../locales/${locale}.json`];
  try {
    if (!load) throw new Error('no such file');
    const messages = await load();
    i18n.addResourceBundle(language, 'translation', messages.default, true, true);
  } catch (error) {
    // The page is being replaced by a full load: wait for it rather than show keys.
    if (await onChunkError()) return new Promise<void>(() => {});
    console.error(`Could not load messages for locale ${locale}:`, error);
    i18n.addResourceBundle(language, 'translation', {}, true, true);
  }
}
