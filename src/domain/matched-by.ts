/**
 * How an offer was matched to its product: by GTIN, by brand + MPN, by the shop's own item id
 * (the product it had before), or curated (set by hand or by the sample). Never by title.
 */
export const MATCHED_BY = ['gtin', 'brand-mpn', 'shop-id', 'curated'] as const;

export type MatchedBy = (typeof MATCHED_BY)[number];

/** What a feed's matcher can find; `curated` is set only by hand. */
export type FeedMatchedBy = Exclude<MatchedBy, 'curated'>;
