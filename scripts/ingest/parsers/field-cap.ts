/**
 * The most characters one field may hold. A description is the largest field (Google allows
 * 5,000 characters); 64 K leaves room for any real feed while a hostile one (a 560 MB
 * description in a 571 KB gzip) cannot make the ingest's memory grow with it.
 */
export const FIELD_CAP = 65_536;

/** The most values one item may list for a repeated attribute (shipping, additional_image_link, product_detail). */
export const LIST_CAP = 100;

export const overFieldCap = (field: string) => `${field} is over ${FIELD_CAP.toLocaleString('en')} characters, the most one field may hold`;
const overListCap = (field: string) => `${field} has over ${LIST_CAP} values, the most one item may list`;

export type CappedText = ReturnType<typeof createCappedText>;

/** A value's text as it streams in, kept only up to FIELD_CAP: past it the text is dropped, not collected. */
export function createCappedText() {
  let text = '';
  let over = false;
  return {
    add(chunk: string): void {
      if (over) return;
      if (text.length + chunk.length > FIELD_CAP) drop();
      else text += chunk;
    },
    /** Marks the value as over the cap (the XML reader dropped part of it). */
    drop,
    /** The value so far, or null when it went over the cap; the text starts afresh. */
    take(): string | null {
      const value = over ? null : text;
      text = '';
      over = false;
      return value;
    },
  };
  function drop(): void {
    over = true;
    text = '';
  }
}

/** Adds `values` to an item's list unless that takes it over LIST_CAP; returns why not, or null. */
export function addCapped<T>(list: T[], values: T[], field: string): string | null {
  if (list.length + values.length > LIST_CAP) return overListCap(field);
  list.push(...values);
  return null;
}
