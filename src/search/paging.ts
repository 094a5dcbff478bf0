/** The results page's cards come a page at a time; `page=N` in the URL shows the first N pages. */
export const PAGE_SIZE = 48;

/**
 * A shared URL asks for any number: past this many pages (4,800 cards, about 40 document
 * shards) it is more likely a mistyped link than someone who pressed "Show more" a hundred times.
 */
export const MAX_PAGES = 100;

/** How many pages of cards the URL asks for: 1 when `page` is absent or not a whole number from 1. */
export function readPage(params: URLSearchParams): number {
  const value = params.get('page');
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_PAGES);
}

/** The URL's parameters showing `page` pages (the first page is the URL without one). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** How many cards `page` pages hold. */
export function cardLimit(page: number): number {
  return page * PAGE_SIZE;
}

/** The page that "Show more" shows next, or null when the `shown` cards are every match (or the most a URL may ask). */
export function nextPage(page: number, shown: number): number | null {
  return cardLimit(page) < shown && page < MAX_PAGES ? page + 1 : null;
}
