import type { VariantAxis } from '../../src/domain/family.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** A name in every page language. */
export type LocaleNames = Record<Locale, string>;

export interface SampleCategory {
  /** Readable Latin slug shared by all locales, e.g. `pametni-telefoni`. */
  slug: string;
  names: LocaleNames;
}

export interface SampleSubMenu {
  slug: string;
  names: LocaleNames;
  categories: SampleCategory[];
}

export interface SampleMenu {
  slug: string;
  names: LocaleNames;
  subMenus: SampleSubMenu[];
}

/** One variant of a product line: storage, size, colour or configuration. */
export interface SampleVariant {
  /** Appended to the model name, e.g. `256 GB, Titanium Black`. */
  name: string;
  /** Appended to the line's MPN base, e.g. `ZKEEUE`. */
  mpnSuffix: string;
  /** Added to the line's base price, in EUR. */
  priceDelta: number;
  /** Specs that differ from the line's, by spec key. */
  specs?: Record<string, string | number>;
  /** Its value per variant axis (`[['storage', '256 GB'], ['color', 'Titanium Black']]`): what tells it from the line's other variants. */
  axes: [VariantAxis, string][];
}

/** A real product line (model) from a real brand. */
export interface SampleProductLine {
  /** Slug of the category the line belongs to. */
  category: string;
  brand: string;
  /** Model name without the brand, e.g. `Galaxy S24 Ultra`. */
  model: string;
  /** Manufacturer part number stem, e.g. `SM-S928B`. */
  mpn: string;
  /** Typical regional shelf price of the cheapest variant in EUR. */
  price: number;
  /** Year the line came out. */
  year: number;
  /** Specs by spec key (see SPEC_LABELS); numbers are in the label's unit. */
  specs: Record<string, string | number>;
  variants: SampleVariant[];
}

export interface SampleSpecLabel {
  /** Unit printed after numeric values, e.g. `GB`, `"`, `mAh`; empty when none. */
  unit: string;
  names: LocaleNames;
}
