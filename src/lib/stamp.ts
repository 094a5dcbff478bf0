/**
 * A short fingerprint of a text (FNV-1a, 32 bits, over its UTF-16 code units), the same in Node
 * and the browser: it tells whether a fetched file is the one a page was rendered from, not a
 * defence against forgery (whoever can change the site's files can change its pages).
 */
export function stamp(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
