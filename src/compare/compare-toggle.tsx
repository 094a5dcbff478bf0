import { usePageTranslation } from '../i18n/use-locale.ts';
import { useLazyStore } from '../lib/use-lazy-store.ts';

// A click before the store has loaded waits for it rather than being lost.
const loadStore = () => import('./store.ts').then((module) => module.compareStore());
// The control stays unpressed; the tray's own chunk shows nothing either (a replaced build: the next navigation reloads).
const noStore = () => {};

/**
 * The compare control of a card or an article. Prerendered and hydrated unpressed; the stored
 * list (a chunk of its own) applies once it has loaded after hydration.
 */
export function CompareToggle({ path, name }: { path: string; name: string }) {
  const { t } = usePageTranslation();
  const pressed = useLazyStore(loadStore, (store) => store.has(path), false);
  return (
    <button
      type="button"
      className="button compare-toggle"
      aria-pressed={pressed}
      onClick={() => void loadStore().then((loaded) => loaded.toggle(path, name), noStore)}
    >
      {`${t('compare.toggle')} `}
      <span className="visually-hidden">{name}</span>
    </button>
  );
}
