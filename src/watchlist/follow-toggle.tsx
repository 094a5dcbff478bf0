import type { Money } from '../domain/money.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { useLazyStore } from '../lib/use-lazy-store.ts';

// The store is a chunk of its own, loaded after hydration; a click before it has arrived waits for it.
const loadStore = () => import('./store.ts').then((module) => module.watchStore());
const noStore = () => {};

/**
 * The follow control of a card or an article: saves the product with its lowest price now
 * (`inStock` when the page knows it). Prerendered and hydrated unpressed; the stored list
 * applies once its chunk has loaded. Pressed, it says so in words too ("Following"), not only
 * in its look.
 */
export function FollowToggle({
  path,
  name,
  price,
  inStock = null,
}: {
  path: string;
  name: string;
  price: Money | null;
  inStock?: boolean | null;
}) {
  const { t } = usePageTranslation();
  const pressed = useLazyStore(loadStore, (store) => store.has(path), false);
  return (
    <button
      type="button"
      className="button follow-toggle"
      aria-pressed={pressed}
      onClick={() => void loadStore().then((loaded) => loaded.toggle(path, name, { price, inStock }), noStore)}
    >
      {`${t(pressed ? 'watchlist.following' : 'watchlist.follow')} `}
      <span className="visually-hidden">{name}</span>
    </button>
  );
}
