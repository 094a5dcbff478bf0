/** One page of each type in the fixture sites, by its unprefixed path. */
export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  // A query with a hit: the results are part of what a visitor sees.
  { type: 'search', path: '/search?q=galaxy' },
  { type: 'menu', path: '/telefoni' },
  { type: 'sub-menu', path: '/telefoni/mobilni' },
  { type: 'category', path: '/telefoni/mobilni/pametni-telefoni' },
  { type: 'article', path: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
  // Products of one category (on the Bosnian site the iPhone is not sold: explained above the table).
  { type: 'compare', path: '/compare?ids=1,2,3' },
  // Nothing followed in a new browser: the shell and its empty-list text.
  { type: 'watchlist', path: '/watchlist' },
  // Every shop of the site (each site's own).
  { type: 'shops', path: '/shops' },
  // Running text, the same on both sites.
  { type: 'privacy', path: '/privacy' },
  { type: '404', path: '/no/such/page' },
] as const;
