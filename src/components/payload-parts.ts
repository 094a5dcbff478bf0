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
  /**
   * The site's menu in this language is one shared, content-named file (`/nav/<locale>-<hash>.json`),
   * not repeated in every payload (docs/decisions/004-payloads-and-routes.md).
   */
  navFile: string;
  /**
   * The menu itself: never in `_payload.json`. The prerender embeds it in the page with the payload
   * (the first page hydrates without a request), and the client's loader joins it from `navFile`.
   */
  nav?: NavMenu[];
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
  /** Up to three key specs (storage, memory, screen...), numbers in no language (src/lib/spec-value.ts); none when it has none. */
  specs?: string[];
}

export interface CategoryLink extends NavLink {
  products: number;
}
