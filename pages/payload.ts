import * as v from 'valibot';
import { NavSchema, type NavMenu } from '../src/components/payload-parts.ts';
import { ArticlePayloadSchema, linksOnlyTo, type ArticlePayload } from './article/payload.ts';
import { CategoryPayloadSchema, type CategoryPayload } from './category/payload.ts';
import { ComparePayloadSchema, type ComparePayload } from './compare/payload.ts';
import { NotFoundPayloadSchema, type NotFoundPayload } from './error/payload.ts';
import { HomePayloadSchema, type HomePayload } from './home/payload.ts';
import { MenuPayloadSchema, type MenuPayload } from './menu/payload.ts';
import { PrivacyPayloadSchema, type PrivacyPayload } from './privacy/payload.ts';
import { SearchPayloadSchema, type SearchPayload } from './search/payload.ts';
import { ShopPayloadSchema, ShopsPayloadSchema, type ShopPayload, type ShopsPayload } from './shops/payload.ts';
import { SubMenuPayloadSchema, type SubMenuPayload } from './sub-menu/payload.ts';
import { WatchlistPayloadSchema, type WatchlistPayload } from './watchlist/payload.ts';

export type {
  ArticlePayload,
  CategoryPayload,
  ComparePayload,
  HomePayload,
  MenuPayload,
  NotFoundPayload,
  PrivacyPayload,
  SearchPayload,
  ShopPayload,
  ShopsPayload,
  SubMenuPayload,
  WatchlistPayload,
};

/**
 * Every screen's payload, told apart by `screen`. This module and the screens' `payload.ts` are
 * the payload check's chunk (loaded by fetch-payload.ts): code that loads with a page imports
 * their types only.
 */
const PayloadSchema = v.variant('screen', [
  HomePayloadSchema,
  SearchPayloadSchema,
  MenuPayloadSchema,
  SubMenuPayloadSchema,
  CategoryPayloadSchema,
  ArticlePayloadSchema,
  ComparePayloadSchema,
  WatchlistPayloadSchema,
  ShopsPayloadSchema,
  ShopPayloadSchema,
  PrivacyPayloadSchema,
  NotFoundPayloadSchema,
]);

/** The loader data of a route: exactly what `_payload.json` holds and the HTML was rendered from. */
export type Payload = v.InferOutput<typeof PayloadSchema>;

export type Screen = Payload['screen'];

/**
 * Whether a fetched `_payload.json` has the shape the pages render: a known screen and
 * locale, the layout's menu file, and the screen's own fields down to each item of its lists. It
 * guards against a wrong or hostile answer (docs/decisions/007-untrusted-input-in-the-browser.md); the prerender wrote the rest
 * to the type. An article's link to the other site must lead to `otherDomain` (the page
 * context's), so without it only an article that links nowhere passes.
 */
export function isPayload(value: unknown, otherDomain?: string): value is Payload {
  if (!v.is(PayloadSchema, value)) return false;
  return value.screen !== 'article' || value.otherMarket === null || linksOnlyTo(value.otherMarket, otherDomain);
}

/** Whether a fetched menu file (`navFile`) holds the menus of links the layout renders. */
export function isNav(value: unknown): value is NavMenu[] {
  return v.is(NavSchema, value);
}
