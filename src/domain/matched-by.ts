/**
 * How an offer was matched to its product: by GTIN, by brand + MPN, by the shop's own item id
 * (the product it had before), by model code with the title's words in agreement (the code is
 * kept as the match's evidence), or curated (set by hand or by the sample). Never by title alone.
 */
export const MATCHED_BY = ['gtin', 'brand-mpn', 'shop-id', 'model-code', 'curated'] as const;

export type MatchedBy = (typeof MATCHED_BY)[number];

/** What a feed's matcher can find; `curated` is set only by hand. */
export type FeedMatchedBy = Exclude<MatchedBy, 'curated'>;
