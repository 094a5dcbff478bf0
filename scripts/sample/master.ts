import type { Db } from '../catalogue/db.ts';
import { slugify } from '../catalogue/feed-products.ts';
import { setVariantValues } from '../catalogue/families.ts';
import { gtinCheckDigit } from '../catalogue/gtin.ts';
import { insertProduct, insertSpecLabels, insertTree, setProductImage } from '../catalogue/store.ts';
import { productSvg, writeProductImage } from './images.ts';
import { PRODUCT_LINES } from './products/index.ts';
import type { Random } from './random.ts';
import { SPEC_LABELS } from './spec-labels.ts';
import { MENUS } from './taxonomy.ts';
import { CATEGORY_SEARCH } from './category-search.ts';
import type { TitleProduct } from './shop-titles.ts';
import type { SampleProductLine } from './types.ts';

/** A product of the curated catalogue, with what the sample shops need to offer it. */
export interface MasterProduct {
  id: number;
  name: string;
  slug: string;
  brand: string;
  gtin: string;
  mpn: string;
  /** Typical price in EUR. */
  price: number;
  /** First day (of the history) shops sell it. */
  startDay: number;
  /** The shops' own category name for it, e.g. `Telefoni i tableti > Pametni telefoni`. */
  shopCategory: string;
  categorySlug: string;
  /** What shops write their titles from (shop-titles.ts). */
  title: TitleProduct;
}

function sampleGtin(index: number): string {
  const body = `38${String(900_000_000 + index * 7919).padStart(10, '0')}`.slice(0, 12);
  return `${body}${gtinCheckDigit(body)}`;
}

/** Every real product variant, then as many numbered repeats as `count` asks for (benchmarks). */
export function countSampleProducts(): number {
  return PRODUCT_LINES.reduce((sum, line) => sum + line.variants.length, 0);
}

/** The menu tree and spec labels a comparison site keeps itself, products or none; category ids by slug. */
export function insertSampleCategories(db: Db): Map<string, number> {
  const categories = insertTree(
    db,
    MENUS.map((menu) => ({
      slug: menu.slug,
      names: menu.names,
      children: menu.subMenus.map((sub) => ({
        slug: sub.slug,
        names: sub.names,
        children: sub.categories.map((category) => {
          const search = CATEGORY_SEARCH[category.slug];
          return { ...category, searchWords: search?.words ?? [], accessory: search?.accessory === true };
        }),
      })),
    })),
  );
  insertSpecLabels(db, SPEC_LABELS);
  return categories;
}

/**
 * The curated side of the catalogue, which a comparison site keeps itself: the menu tree,
 * spec labels, and products with GTIN, MPN, specs and a locally drawn picture.
 */
export function createMaster(
  db: Db,
  imagesDir: string,
  random: Random,
  count: number,
  days: number,
  at: (day: number) => string,
): MasterProduct[] {
  const categories = insertSampleCategories(db);
  const shopCategories = new Map(
    MENUS.flatMap((menu) =>
      menu.subMenus.flatMap((sub) => sub.categories.map((category) => [category.slug, `${menu.names.sr} > ${category.names.sr}`])),
    ),
  );
  const variants = PRODUCT_LINES.flatMap((line: SampleProductLine) => line.variants.map((variant) => ({ line, variant })));
  const products: MasterProduct[] = [];
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const { line, variant } = variants[index % variants.length] as (typeof variants)[number];
      const batch = Math.floor(index / variants.length);
      const categoryId = categories.get(line.category);
      if (categoryId === undefined) throw new Error(`Sample line ${line.brand} ${line.model}: no category ${line.category}`);
      const model = [line.model, variant.name, batch > 0 ? `(${batch + 1})` : ''].filter(Boolean).join(' ');
      const name = `${line.brand} ${model}`;
      const startDay = line.year >= 2026 ? random.int(0, Math.max(0, days - 60)) : 0;
      const product = {
        categoryId,
        slug: slugify(name),
        brand: line.brand,
        model,
        name,
        gtin: sampleGtin(index),
        mpn: `${line.mpn}${variant.mpnSuffix}${batch > 0 ? `-${batch + 1}` : ''}`,
        image: null,
        specs: Object.entries({ ...line.specs, ...variant.specs }).map(([key, value]): [string, string] => [key, String(value)]),
        createdAt: at(startDay),
      };
      const id = insertProduct(db, product);
      // A line's variants are a family; a line of one has no variant to tell apart.
      if (line.variants.length > 1)
        setVariantValues(
          db,
          id,
          variant.axes.map(([axis, value]) => ({ axis, value })),
          true,
        );
      setProductImage(db, id, writeProductImage(imagesDir, id, productSvg(line.brand, model, line.category)));
      products.push({
        id,
        name,
        slug: product.slug,
        brand: line.brand,
        gtin: product.gtin,
        mpn: product.mpn,
        price: line.price + variant.priceDelta,
        startDay,
        shopCategory: shopCategories.get(line.category) ?? line.category,
        categorySlug: line.category,
        title: {
          brand: line.brand,
          model: line.model,
          variant,
          lineMpn: line.mpn,
          mpn: product.mpn,
          categorySlug: line.category,
          batch,
          lineSpecs: line.specs,
        },
      });
    }
  })();
  return products;
}
