/**
 * A category's or product's Atom feed (docs/decisions/014-atom-feeds.md) lives beside its page in each locale:
 * `<category path>/feed.xml`, `<article path>/feed.xml`. Never a page: an article's last
 * segment is `<id>-<slug>` with a numeric id, and nothing is routed under an article.
 */
export const FEED_FILE = 'feed.xml';

/** The unprefixed path of the feed of the page at `pagePath`. */
export function feedPath(pagePath: string): string {
  return `${pagePath}/${FEED_FILE}`;
}
