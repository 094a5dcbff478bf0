import type { Locale } from '../i18n/locales.ts';
import type { Money } from '../domain/money.ts';

/** A link inside the site: `path` is unprefixed (`/racunari/laptopovi`); the locale is added when rendered. */
export interface NavLink {
  name: string;
  path: string;
}

export interface NavMenu extends NavLink {
  subMenus: NavLink[];
}

/** What the shared layout shows; every payload carries it. */
export interface BasePayload {
  locale: Locale;
  nav: NavMenu[];
}

/** A product as a card in a list. */
export interface ProductCardData {
  path: string;
  name: string;
  image: string;
  /** Lowest price among the offers, in the site's currency. */
  price: Money | null;
  shops: number;
  /** The product's honest drop (src/domain/drop.ts) in whole percent, only when > 0 (home page). */
  dropPercent?: number;
}

export interface CategoryLink extends NavLink {
  products: number;
}
