import type { ProductKeys, ProductVariant } from '../catalogue/product-keys.ts';
import { searchWords } from '../../src/search/text.ts';
import type { Code } from './codes.ts';
import { plainWords, profileOf, titleText, type OfferSide, type Profile } from './profile.ts';
import { brandKey } from './title-text.ts';
import { BRANDS } from './vocabulary.ts';

/** A product's codes sorted for range look-ups: by the code, and by the code read backwards. */
interface CodeEntry {
  key: string;
  id: number;
}

/** Title candidates under one brand and model number past this many are too common to be worth deciding. */
const MAX_TITLE_CANDIDATES = 50;
const MIN_PART = 5;

const reversed = (text: string) => [...text].reverse().join('');
const byKey = (a: CodeEntry, b: CodeEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The position of the first entry whose key is `key` or after it, by binary search. */
function firstAtOrAfter(entries: CodeEntry[], key: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle] as CodeEntry).key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The entries whose key starts with `prefix`. */
function startingWith(entries: CodeEntry[], prefix: string): CodeEntry[] {
  const found: CodeEntry[] = [];
  for (
    let index = firstAtOrAfter(entries, prefix);
    index < entries.length && (entries[index] as CodeEntry).key.startsWith(prefix);
    index += 1
  ) {
    found.push(entries[index] as CodeEntry);
  }
  return found;
}

/**
 * The catalogue's products as the matcher looks them up: by model code (the same code, its end,
 * or the start of a part number: codes.ts) and by brand and model number (for the review queue's
 * candidates). Profiles are made when a product is a candidate, not held for every product.
 */
export class ProductIndex {
  private readonly rows: ProductKeys[];
  private readonly sides = new Map<number, OfferSide>();
  private readonly profiles = new Map<number, Profile>();
  private readonly exact = new Map<string, number[]>();
  private readonly forwards: CodeEntry[] = [];
  private readonly backwards: CodeEntry[] = [];
  private readonly byNumber = new Map<string, number[]>();
  private codesRead = false;
  private known: { brands: Set<string>; words: Set<string> } | null = null;

  private readonly families = new Map<number, number[]>();
  private readonly familyOf = new Map<number, number>();
  private readonly variants: ProductVariant[];
  /** Each family member's variant values by axis, as words. */
  private valueWords: Map<number, Map<string, string[]>> | null = null;

  /**
   * Only the products' names and families are kept at first: a day's feed whose items the shops'
   * ids already match reads no title, and so nothing more is made (the codes, the vocabulary, the
   * variant values are read the first time an item needs them).
   */
  constructor(products: ProductKeys[], variants: Iterable<ProductVariant> = []) {
    this.rows = products;
    this.variants = [...variants];
    for (const product of products) this.keep(product);
  }

  /** The catalogue's brands and plain words, which items are read with too (profile.ts). */
  get vocabulary(): { brands: Set<string>; words: Set<string> } {
    this.known ??= {
      brands: new Set([...BRANDS, ...this.rows.map((product) => brandKey(product.brand))]),
      words: plainWords(this.rows.map((product) => product.name)),
    };
    return this.known;
  }

  /** A product made while the index is in use (from a feed's item): found by the next item as any other. */
  add(product: ProductKeys): void {
    this.rows.push(product);
    this.keep(product);
    this.known?.brands.add(brandKey(product.brand));
    for (const word of this.known ? plainWords([product.name]) : []) this.known?.words.add(word);
    if (this.codesRead) this.index(product, (entries, entry) => entries.splice(firstAtOrAfter(entries, entry.key), 0, entry));
  }

  private keep(product: ProductKeys): void {
    this.sides.set(product.id, { title: product.name, brand: product.brand, mpn: product.mpn, gtin: product.gtin });
    if (product.family_id !== null) {
      this.familyOf.set(product.id, product.family_id);
      this.families.set(product.family_id, [...(this.families.get(product.family_id) ?? []), product.id]);
    }
  }

  /** Every product's codes and model numbers, read the first time an item is looked up by them. */
  private readCodes(): void {
    if (this.codesRead) return;
    this.codesRead = true;
    for (const product of this.rows) this.index(product, (entries, entry) => entries.push(entry));
    this.forwards.sort(byKey);
    this.backwards.sort(byKey);
  }

  private values(): Map<number, Map<string, string[]>> {
    if (this.valueWords) return this.valueWords;
    this.valueWords = new Map();
    for (const { product_id: id, axis, value } of this.variants) {
      const own = this.valueWords.get(id) ?? new Map<string, string[]>();
      own.set(axis, searchWords(titleText(value)));
      this.valueWords.set(id, own);
    }
    return this.valueWords;
  }

  private index(product: ProductKeys, insert: (entries: CodeEntry[], entry: CodeEntry) => void): void {
    // Read, not kept: a profile is kept only for a product an item is decided against.
    const profile = profileOf(this.sides.get(product.id) as OfferSide, this.vocabulary);
    for (const code of new Set(profile.codes.map((one) => one.value))) {
      this.exact.set(code, [...(this.exact.get(code) ?? []), product.id]);
      insert(this.forwards, { key: code, id: product.id });
      insert(this.backwards, { key: reversed(code), id: product.id });
    }
    for (const number of profile.numbers) {
      const key = `${profile.brand}|${number}`;
      const ids = this.byNumber.get(key) ?? [];
      if (ids.length <= MAX_TITLE_CANDIDATES) ids.push(product.id);
      this.byNumber.set(key, ids);
    }
  }

  /**
   * A product's profile, made once it is asked for; kept when `keep` (a candidate, decided
   * against again by the feed's next items), not for a GTIN's one check.
   */
  profile(id: number, keep = true): Profile {
    let profile = this.profiles.get(id);
    if (!profile) {
      const side = this.sides.get(id);
      if (!side) throw new Error(`No product ${id} in the matcher's index.`);
      profile = profileOf(side, this.vocabulary);
      if (keep) this.profiles.set(id, profile);
    }
    return profile;
  }

  /** Products whose code agrees with one of the item's codes in any of codes.ts's ways. */
  byCode(codes: Code[]): Set<number> {
    this.readCodes();
    const ids = new Set<number>();
    const add = (entries: CodeEntry[]) => entries.forEach((entry) => ids.add(entry.id));
    for (const { value } of codes) {
      this.exact.get(value)?.forEach((id) => ids.add(id));
      if (value.length < MIN_PART) continue;
      add(startingWith(this.forwards, value));
      add(startingWith(this.backwards, reversed(value)));
      for (let cut = 1; value.length - cut >= MIN_PART; cut += 1) {
        this.exact.get(value.slice(cut))?.forEach((id) => ids.add(id));
        this.exact.get(value.slice(0, -cut))?.forEach((id) => ids.add(id));
      }
    }
    return ids;
  }

  /** Products of the item's brand that share a model number with it: candidates to review, never matched on this alone. */
  byTitle(profile: Profile): Set<number> {
    this.readCodes();
    const ids = new Set<number>();
    for (const number of profile.numbers) {
      const found = this.byNumber.get(`${profile.brand}|${number}`) ?? [];
      if (found.length <= MAX_TITLE_CANDIDATES) found.forEach((id) => ids.add(id));
    }
    return ids;
  }

  /**
   * Why an item is not this family member but another: its title names all of a sibling's
   * variant value where the two differ (`Desert Titanium` for the `Natural Titanium` member,
   * `Kit FE 28-70mm` for the `Body`, `Red/Black` for the `Black`), and not this member's own
   * (`Scarlet / Violet` names both games' values, and is either), or null.
   */
  familyConflict(item: Profile, id: number): string | null {
    const family = this.familyOf.get(id);
    const own = this.values().get(id);
    if (family === undefined || !own) return null;
    for (const sibling of this.families.get(family) ?? []) {
      const theirs = this.values().get(sibling);
      if (sibling === id || !theirs) continue;
      for (const [axis, words] of theirs) {
        const mine = own.get(axis) ?? [];
        const names = (value: string[]) => value.length > 0 && value.every((word) => item.allWords.has(word));
        const within = (value: string[], other: string[]) => value.every((word) => other.includes(word));
        // The sibling's value, not within this one's; and this one's not named too, unless the sibling's holds it (`Red/Black` holds `Black`).
        if (names(words) && !within(words, mine) && (!names(mine) || within(mine, words))) {
          return `the title names another variant: ${axis} ${words.join(' ')}`;
        }
      }
    }
    return null;
  }
}
