import type { ArticlePayload } from './article/payload.ts';
import type { CategoryPayload } from './category/payload.ts';
import type { ComparePayload } from './compare/payload.ts';
import type { NotFoundPayload } from './error/payload.ts';
import type { HomePayload } from './home/payload.ts';
import type { MenuPayload } from './menu/payload.ts';
import type { SearchPayload } from './search/payload.ts';
import type { ShopPayload, ShopsPayload } from './shops/payload.ts';
import type { SubMenuPayload } from './sub-menu/payload.ts';
import type { WatchlistPayload } from './watchlist/payload.ts';

export type {
  ArticlePayload,
  CategoryPayload,
  ComparePayload,
  HomePayload,
  MenuPayload,
  NotFoundPayload,
  SearchPayload,
  ShopPayload,
  ShopsPayload,
  SubMenuPayload,
  WatchlistPayload,
};

/** The loader data of a route: exactly what `_payload.json` holds and the HTML was rendered from. */
export type Payload =
  | HomePayload
  | SearchPayload
  | MenuPayload
  | SubMenuPayload
  | CategoryPayload
  | ArticlePayload
  | ComparePayload
  | WatchlistPayload
  | ShopsPayload
  | ShopPayload
  | NotFoundPayload;

export type Screen = Payload['screen'];
